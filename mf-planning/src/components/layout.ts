import type { CSSProperties } from 'react';
import { spacing } from '@hearth/host';

/** The content column of every planning page, from 360 px phones to wide desktops. */
export const pageColumn = (maxWidth: number): CSSProperties => ({
  width: '100%',
  maxWidth,
  marginInline: 'auto',
  paddingBlock: `clamp(${spacing(1)}px, 2.5vw, ${spacing(3)}px)`,
});

/** Touch targets of at least 44 px (used one-handed in a shop). */
export const TOUCH = 44;
export const touchTarget: CSSProperties = { minHeight: TOUCH, minWidth: TOUCH };

export const pageTitle: CSSProperties = { margin: 0, fontSize: 'clamp(24px, 5vw, 30px)' };
