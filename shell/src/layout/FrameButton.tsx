import type { ButtonHTMLAttributes } from 'react';
import { useNavigate, type To } from 'react-router-dom';

export type FrameButtonLook = 'default' | 'primary' | 'ghost' | 'icon';

export interface FrameButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  look?: FrameButtonLook;
  size?: 'middle' | 'large';
}

/**
 * A button of the frame every page loads first (top bar, cookie banner, home page), drawn like
 * antd's Button by the `hearth-button` rules of public/index.html: antd's own Button needs its
 * theme and style engine, over 60 KB gzipped that the home page does not otherwise need.
 */
export function FrameButton({ look = 'default', size = 'middle', className, ...props }: FrameButtonProps) {
  const classes = ['hearth-button', `hearth-button-${look}`, size === 'large' ? 'hearth-button-large' : '', className ?? ''];
  return <button type="button" className={classes.filter(Boolean).join(' ')} {...props} />;
}

/** A FrameButton that takes the user to another page of Hearth (a real <button>, like NavButton). */
export function FrameNavButton({ to, ...props }: FrameButtonProps & { to: To }) {
  const navigate = useNavigate();
  return <FrameButton {...props} onClick={() => navigate(to)} />;
}
