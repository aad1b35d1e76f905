import type { ThemeConfig } from 'antd/es/config-provider';
import { hearthColors, palette } from './palette';

/** docs/product/README.md "Theme": green primary, spacing unit 8, radius 4, breakpoints xs 0 / sm 600 / md 900 / lg 1200 / xl 1536. */
export const SPACING_UNIT = 8;
export const spacing = (units: number) => units * SPACING_UNIT;

export const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

// The palette's colours most inline styles use, as CSS values that follow the page's colour scheme
// (palette.ts); antd's tokens below take the values themselves.
export const PRIMARY_GREEN = hearthColors.primary;
export const TEXT_COLOR = hearthColors.text;
export const SECONDARY_TEXT_COLOR = hearthColors.textSecondary;
export const DANGER_COLOR = hearthColors.danger;
export const PLACEHOLDER_TEXT_COLOR = hearthColors.textPlaceholder;
/** The page, the footer: the layout's backgrounds (the top bar is `hearthColors.bar`). */
export const PAGE_BACKGROUND = hearthColors.page;
export const FOOTER_BACKGROUND = hearthColors.footer;

export const hearthTheme: ThemeConfig = {
  token: {
    colorPrimary: palette.primary.light,
    colorLink: palette.primary.light,
    colorInfo: palette.primary.light,
    borderRadius: 4,
    colorText: palette.text.light,
    colorTextSecondary: palette.textSecondary.light,
    colorTextTertiary: palette.textSecondary.light,
    colorTextDescription: palette.textSecondary.light,
    colorTextPlaceholder: palette.textPlaceholder.light,
    // Chips write in their palette's 7th shade on its 1st: antd's green, gold and orange (3.6:1,
    // 2.8:1 and 3.3:1) fall short of 4.5:1, palettes built from antd's darker green 8, gold 7 and
    // orange 8 do not.
    green: '#237804',
    gold: '#ad6800',
    orange: '#ad4e00',
    colorError: palette.danger.light,
    colorBgLayout: palette.page.light,
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
    Menu: { itemSelectedColor: '#1b5e20', itemSelectedBg: '#e8f5e9', itemActiveBg: '#e8f5e9' },
  },
};

/**
 * The same theme for antd's dark algorithm (given by the ConfigProvider: AntdTheme in the shell).
 * antd derives its colours from the seeds, so those are picked for what the algorithm makes of
 * them (it darkens a seed against the dark ground): '#7fcc83' gives the primary the palette's
 * dark green, '#6fb072', light enough to read as text on the dark grounds and to carry dark text
 * when filled; '#ff8a80' gives the palette's dark red. The grounds, text and borders are the
 * palette's; green, gold and orange are antd's own, whose dark palettes read well (theme.test.ts).
 */
export const hearthDarkTheme: ThemeConfig = {
  token: {
    ...hearthTheme.token,
    colorPrimary: '#7fcc83',
    colorLink: '#7fcc83',
    colorInfo: '#7fcc83',
    colorError: '#ff8a80',
    green: '#52c41a',
    gold: '#faad14',
    orange: '#fa8c16',
    colorText: palette.text.dark,
    colorTextSecondary: palette.textSecondary.dark,
    colorTextTertiary: palette.textSecondary.dark,
    colorTextDescription: palette.textSecondary.dark,
    colorTextPlaceholder: palette.textPlaceholder.dark,
    // Text on a primary or danger fill (buttons, the current step): dark on the light green.
    colorTextLightSolid: palette.onPrimary.dark,
    colorBgLayout: palette.page.dark,
    colorBgContainer: palette.surface.dark,
    colorBgElevated: palette.elevated.dark,
    colorBorder: palette.lineStrong.dark,
    colorBorderSecondary: palette.border.dark,
  },
  components: {
    // The drawer's ground under the menu (antd gives the menu the darker container's).
    Menu: { itemBg: 'transparent', itemSelectedColor: '#b5dcb6', itemSelectedBg: '#243b26', itemActiveBg: '#243b26' },
  },
};

const still = (themeConfig: ThemeConfig): ThemeConfig => ({ ...themeConfig, token: { ...themeConfig.token, motion: false } });

/** hearthTheme without antd's animations: dialogs, menus and toasts appear and go at once. */
export const stillTheme: ThemeConfig = still(hearthTheme);
export const stillDarkTheme: ThemeConfig = still(hearthDarkTheme);
