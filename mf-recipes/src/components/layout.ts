import type { CSSProperties } from 'react';
import { spacing } from '@hearth/host';

/** A length that grows with the window from `min` to `max` spacing units (360 px phones to 1280 px desktops). */
export const fluid = (min: number, max: number) => `clamp(${spacing(min)}px, ${(max * 8) / 12.8}vw, ${spacing(max)}px)`;

/** The content column of every recipe page. */
export const page = (maxWidth: number): CSSProperties => ({
  width: '100%',
  maxWidth,
  margin: '0 auto',
  paddingBlock: fluid(1, 3),
});

/** Buttons and inputs at least 44 px high on touch screens. */
export const touch: CSSProperties = { minHeight: 44 };
