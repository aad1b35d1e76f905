import theme from 'antd/es/theme';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';

/** The palettes Hearth's chips use ('blue' also says something is in progress). */
export type ChipColor = 'default' | 'green' | 'gold' | 'blue' | 'orange';

export interface ChipProps extends HTMLAttributes<HTMLSpanElement> {
  color?: ChipColor;
  icon?: ReactNode;
}

/**
 * A small label (a category, 'Private', an invitation's state), drawn like antd's Tag in the
 * theme's palettes: antd's Tag brings its checkable and closable parts and their styles along.
 */
export function Chip({ color = 'default', icon, style, children, ...props }: ChipProps) {
  const { token } = theme.useToken();
  const look: CSSProperties =
    color === 'default'
      ? { color: token.colorText, background: token.colorFillQuaternary, borderColor: token.colorBorder }
      : { color: token[`${color}7`], background: token[`${color}1`], borderColor: token[`${color}3`] };
  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 4,
        height: 'auto',
        paddingInline: 7,
        fontSize: 12,
        lineHeight: '20px',
        whiteSpace: 'nowrap',
        border: '1px solid',
        borderRadius: token.borderRadiusSM,
        ...look,
        ...style,
      }}
      {...props}
    >
      {icon}
      {children}
    </span>
  );
}
