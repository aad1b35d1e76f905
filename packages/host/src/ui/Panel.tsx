import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { hearthColors } from '../palette';

export interface PanelProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The header's text or heading; with `extra`, at the header's end. */
  title?: ReactNode;
  extra?: ReactNode;
  /** Full-width content above the body, such as a picture. */
  cover?: ReactNode;
  size?: 'default' | 'small';
  styles?: { header?: CSSProperties; body?: CSSProperties };
}

/** antd's Card measures: header 56 px (38 small) with 24 px sides (12 small), body 24 px (12 small). */
const measures = {
  default: { headerHeight: 56, headerPadding: 24, headerFontSize: 16, bodyPadding: 24 },
  small: { headerHeight: 38, headerPadding: 12, headerFontSize: 14, bodyPadding: 12 },
} as const;

const BORDER = `1px solid ${hearthColors.border}`;

/**
 * A box on the surface colour (white in the light scheme) with a hairline border and an optional header: drawn like antd's Card, without the
 * Tabs, Dropdown and Menu that Card loads for its tab list.
 */
export function Panel({ title, extra, cover, size = 'default', styles, style, children, ...props }: PanelProps) {
  const measure = measures[size];
  return (
    <div style={{ boxSizing: 'border-box', background: hearthColors.surface, border: BORDER, borderRadius: 4, ...style }} {...props}>
      {(title || extra) && (
        <div
          style={{
            display: 'flex',
            boxSizing: 'border-box',
            alignItems: 'center',
            gap: 8,
            minHeight: measure.headerHeight,
            padding: `0 ${measure.headerPadding}px`,
            fontSize: measure.headerFontSize,
            fontWeight: 600,
            borderBottom: BORDER,
            borderRadius: '4px 4px 0 0',
            ...styles?.header,
          }}
        >
          <div style={{ flex: 1, minWidth: 0 }}>{title}</div>
          {extra && <div style={{ fontWeight: 'normal', fontSize: 14 }}>{extra}</div>}
        </div>
      )}
      {cover}
      <div style={{ boxSizing: 'border-box', padding: measure.bodyPadding, ...styles?.body }}>{children}</div>
    </div>
  );
}
