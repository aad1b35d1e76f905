import type { ThemeConfig } from 'antd/es/config-provider';

/** docs/product/README.md "Theme": green primary, spacing unit 8, radius 4, breakpoints xs 0 / sm 600 / md 900 / lg 1200 / xl 1536. */
export const SPACING_UNIT = 8;
export const spacing = (units: number) => units * SPACING_UNIT;

export const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

export const PRIMARY_GREEN = '#2e7d32';

/**
 * Text colours. antd's secondary grey (45% black) reads at 3.3:1 on the page background, below
 * WCAG AA's 4.5:1; 62% black reads at 5.4:1 there and on white.
 */
export const TEXT_COLOR = 'rgba(0, 0, 0, 0.88)';
export const SECONDARY_TEXT_COLOR = 'rgba(0, 0, 0, 0.62)';
/** Danger text and buttons: antd's red (#ff4d4f) reads at 3.3:1 on white, this one at 5.6:1. */
export const DANGER_COLOR = '#c62828';
/** A placeholder is text too (antd's Select shows it as a span): 55% black reads at 4.7:1 on white. */
export const PLACEHOLDER_TEXT_COLOR = 'rgba(0, 0, 0, 0.55)';
/** Green text on a light green (a selected menu item): the primary's 5.1:1 on white falls short there. */
const DARK_GREEN = '#1b5e20';

/** The page, the footer: the layout's backgrounds (the top bar is PRIMARY_GREEN). */
export const PAGE_BACKGROUND = '#f6f8f6';
export const FOOTER_BACKGROUND = '#eef2ee';

export const hearthTheme: ThemeConfig = {
  token: {
    colorPrimary: PRIMARY_GREEN,
    colorLink: PRIMARY_GREEN,
    colorInfo: PRIMARY_GREEN,
    borderRadius: 4,
    colorText: TEXT_COLOR,
    colorTextSecondary: SECONDARY_TEXT_COLOR,
    colorTextTertiary: SECONDARY_TEXT_COLOR,
    colorTextDescription: SECONDARY_TEXT_COLOR,
    colorTextPlaceholder: PLACEHOLDER_TEXT_COLOR,
    // Tags write in their palette's 7th shade on its 1st: antd's green and gold (3.6:1 and 2.8:1)
    // fall short of 4.5:1, palettes built from antd's darker green 8 and gold 7 do not.
    green: '#237804',
    gold: '#ad6800',
    colorError: DANGER_COLOR,
    colorBgLayout: PAGE_BACKGROUND,
    fontFamily: "'Roboto', 'Segoe UI', system-ui, -apple-system, sans-serif",
    // antd names its breakpoints xs..xxxl; ours end at xl (1536), so antd's xxl and xxxl keep
    // their own ordering above it (each Min must exceed the previous Max).
    screenXS: 0,
    screenXSMin: 0,
    screenXSMax: breakpoints.sm - 1,
    screenSM: breakpoints.sm,
    screenSMMin: breakpoints.sm,
    screenSMMax: breakpoints.md - 1,
    screenMD: breakpoints.md,
    screenMDMin: breakpoints.md,
    screenMDMax: breakpoints.lg - 1,
    screenLG: breakpoints.lg,
    screenLGMin: breakpoints.lg,
    screenLGMax: breakpoints.xl - 1,
    screenXL: breakpoints.xl,
    screenXLMin: breakpoints.xl,
    screenXLMax: 1919,
    screenXXL: 1920,
    screenXXLMin: 1920,
    screenXXLMax: 2559,
    screenXXXL: 2560,
    screenXXXLMin: 2560,
  },
  components: {
    // antd derives a grey-green selected background from the primary (3.9:1 under dark green text).
    Menu: { itemSelectedColor: DARK_GREEN, itemSelectedBg: '#e8f5e9', itemActiveBg: '#e8f5e9' },
  },
};

/** hearthTheme without antd's animations: dialogs, menus and toasts appear and go at once. */
export const stillTheme: ThemeConfig = { ...hearthTheme, token: { ...hearthTheme.token, motion: false } };
