import type { ReactNode } from 'react';
import { hearthColors } from '../palette';

/**
 * A round badge with an initial or an icon, drawn like antd's Avatar (which brings Popover and
 * Tooltip for its groups). Decorative: the name beside it says who or what it is.
 */
export function Avatar({ size = 32, children }: { size?: number; children: ReactNode }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: '50%',
        background: hearthColors.primary,
        color: hearthColors.onPrimary,
        fontSize: size > 40 ? size / 2 : 14,
        lineHeight: 1,
      }}
    >
      {children}
    </span>
  );
}
