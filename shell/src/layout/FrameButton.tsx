import type { ButtonHTMLAttributes } from 'react';
import { useNavigate, type To } from 'react-router-dom';
import { frameTouchTarget } from './touch';

export type FrameButtonLook = 'default' | 'primary' | 'ghost' | 'icon';

export interface FrameButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  look?: FrameButtonLook;
  size?: 'middle' | 'large';
}

/**
 * A button of the frame every page loads first (top bar, cookie banner, home page), drawn like
 * antd's Button by the `hearth-button` rules of public/index.html: antd's own Button needs its
 * theme and style engine, over 60 KB gzipped that the home page does not otherwise need. At least
 * 44 px each way at every width, a finger's target (the rules draw it 32 px, 40 large).
 */
export function FrameButton({ look = 'default', size = 'middle', className, style, ...props }: FrameButtonProps) {
  const classes = ['hearth-button', `hearth-button-${look}`, size === 'large' ? 'hearth-button-large' : '', className ?? ''];
  return <button type="button" className={classes.filter(Boolean).join(' ')} style={{ ...frameTouchTarget, ...style }} {...props} />;
}

/** A FrameButton that takes the user to another page of Hearth (a real <button>, like NavButton). */
export function FrameNavButton({ to, ...props }: FrameButtonProps & { to: To }) {
  const navigate = useNavigate();
  return <FrameButton {...props} onClick={() => navigate(to)} />;
}
