import type { ThemeConfig } from 'antd/es/config-provider';

/** docs/product/README.md "Theme": green primary, spacing unit 8, radius 4, breakpoints xs 0 / sm 600 / md 900 / lg 1200 / xl 1536. */
export const SPACING_UNIT = 8;
export const spacing = (units: number) => units * SPACING_UNIT;

export const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

export const PRIMARY_GREEN = '#2e7d32';

export const hearthTheme: ThemeConfig = {
  token: {
    colorPrimary: PRIMARY_GREEN,
    colorLink: PRIMARY_GREEN,
    colorInfo: PRIMARY_GREEN,
    borderRadius: 4,
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
    Layout: { headerBg: PRIMARY_GREEN, headerPadding: `0 ${spacing(2)}px`, bodyBg: '#f6f8f6', footerBg: '#eef2ee' },
  },
};
