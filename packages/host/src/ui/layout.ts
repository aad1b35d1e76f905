import type { CSSProperties } from 'react';
import { spacing } from '../theme';

/** The screen widths `fluid` runs between: a small phone and a desktop. */
export const FLUID_FROM = 360;
export const FLUID_TO = 1280;

const round = (value: number) => Math.round(value * 10000) / 10000;

/**
 * A length that grows with the window, without a JS breakpoint: `phone` spacing units on a
 * 360 px screen and narrower, `desktop` units on a 1280 px screen and wider, in a straight line
 * between.
 */
export function fluid(phone: number, desktop: number): string {
  const from = spacing(phone);
  const to = spacing(desktop);
  const slope = (to - from) / (FLUID_TO - FLUID_FROM);
  return `clamp(${from}px, ${round(from - slope * FLUID_FROM)}px + ${round(slope * 100)}vw, ${to}px)`;
}

/** The content column of a page, at most `maxWidth` wide and centred, from 360 px phones to wide desktops. */
export const pageColumn = (maxWidth: number): CSSProperties => ({
  width: '100%',
  maxWidth,
  marginInline: 'auto',
  paddingBlock: fluid(1, 3),
});

/** A page's h1: 24 px on a phone up to antd's 30 px. */
export const pageTitle: CSSProperties = { margin: 0, fontSize: 'clamp(24px, 5vw, 30px)' };

/** Touch targets (buttons, links, inputs) of at least 44 px each way, for one-handed use on a phone. */
export const TOUCH = 44;
export const touchTarget: CSSProperties = { minHeight: TOUCH, minWidth: TOUCH };
