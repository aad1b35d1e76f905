/**
 * Hearth's own colours (docs/product/README.md "Theme"), for what antd does not draw: the frame,
 * panels, cards, chips' surroundings, notices, the cook mode. Each is a CSS custom property,
 * `--hearth-<name>`, with a value for the light and one for the dark scheme, declared once in
 * the shell's index.html (palette-css.ts, written into it at build time) and switched by the
 * `data-theme` attribute on <html> (color-scheme.ts). Inline styles use `hearthColors`, which
 * reads the property: a page changes scheme without rendering again. antd's tokens (theme.ts)
 * take the same values.
 *
 * Text pairs read at 4.5:1 or more in both schemes (WCAG AA; palette.test.ts checks them).
 */
export type ColorScheme = 'light' | 'dark';

export const palette = {
  /** Accents, links, the current tab; a fill under `onPrimary` text. */
  primary: { light: '#2e7d32', dark: '#6fb072' },
  /** A primary fill, hovered. */
  primaryHover: { light: '#1b5e20', dark: '#9ac59b' },
  onPrimary: { light: '#fff', dark: 'rgba(0, 0, 0, 0.88)' },
  /** The top bar, under white text: green in both schemes, deeper in the dark. */
  bar: { light: '#2e7d32', dark: '#1b5e20' },
  onBar: { light: '#fff', dark: '#fff' },
  page: { light: '#f6f8f6', dark: '#101410' },
  footer: { light: '#eef2ee', dark: '#161c16' },
  /** Panels, cards, the tab bar: antd's container background. */
  surface: { light: '#fff', dark: '#1a201a' },
  /** Dialogs, drawers, menus: antd's elevated background. */
  elevated: { light: '#fff', dark: '#232a23' },
  /** A quiet ground inside a surface: a picture still to come, the invite code. */
  muted: { light: '#eef2ee', dark: '#252d25' },
  /** A green ground: today in the planner, a timer running. */
  tint: { light: '#e8f3e8', dark: '#1f3321' },
  /** A fainter green ground: a planned meal. */
  tintSubtle: { light: '#eef5ee', dark: '#1b271c' },
  /** The hairline around panels and cards, and inside them. */
  border: { light: '#f0f0f0', dark: '#2c352c' },
  /** Dividers between rows and sections. */
  line: { light: '#e3e8e3', dark: '#343f34' },
  /** Form controls' borders, a drop zone's dashes. */
  lineStrong: { light: '#d9d9d9', dark: '#4a574a' },
  dropZone: { light: '#9fb59f', dark: '#5f755f' },
  text: { light: 'rgba(0, 0, 0, 0.88)', dark: 'rgba(255, 255, 255, 0.88)' },
  /** antd's secondary grey (45%) falls below 4.5:1; 62% black reads at 5.4:1 on the page and on white. */
  textSecondary: { light: 'rgba(0, 0, 0, 0.62)', dark: 'rgba(255, 255, 255, 0.68)' },
  /** A placeholder is text too (antd's Select shows it as a span). */
  textPlaceholder: { light: 'rgba(0, 0, 0, 0.55)', dark: 'rgba(255, 255, 255, 0.6)' },
  /** Danger text and buttons: antd's red (#ff4d4f) reads at 3.3:1 on white, this one at 5.6:1. */
  danger: { light: '#c62828', dark: '#dc7870' },
  onDanger: { light: '#fff', dark: 'rgba(0, 0, 0, 0.88)' },
  dangerBg: { light: '#fff2f0', dark: '#2c1c1c' },
  dangerBorder: { light: '#ffccc7', dark: '#5c2d2b' },
  warning: { light: '#faad14', dark: '#d89614' },
  /** A bar over the page (cookie consent, Undo): dark in both schemes, lifted off the dark page. */
  snackbar: { light: '#1f2a1f', dark: '#2e3b2e' },
  onSnackbar: { light: '#fff', dark: '#fff' },
  snackbarAction: { light: '#b7eb8f', dark: '#b7eb8f' },
  /** The frame buttons' keyboard focus ring. */
  focus: { light: '#a5d6a7', dark: '#a5d6a7' },
} as const satisfies Record<string, Record<ColorScheme, string>>;

export type PaletteColor = keyof typeof palette;

/** `tintSubtle` → `--hearth-tint-subtle`. */
export const cssProperty = (name: PaletteColor): string => `--hearth-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** Each colour as a CSS value for an inline style (`var(--hearth-page)`): it follows the page's scheme. */
export const hearthColors = Object.fromEntries(Object.keys(palette).map((name) => [name, `var(${cssProperty(name as PaletteColor)})`])) as Record<PaletteColor, string>;
