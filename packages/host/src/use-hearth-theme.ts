import type { ThemeConfig } from 'antd/es/config-provider';
import { useColorScheme } from './color-scheme';
import { hearthDarkTheme, hearthTheme, stillDarkTheme, stillTheme } from './theme';
import { useMediaQuery } from './use-media-query';

/** The device's "reduce motion" setting (WCAG 2.3.3, Animation from Interactions). */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Hearth's antd theme for this device: dark or light as the page shows (useColorScheme), still
 * when it asks for reduced motion. Every ConfigProvider takes it from here; a dark one is given
 * antd's dark algorithm by the ConfigProvider (the shell's AntdTheme, MessageHost), as the
 * algorithm is antd code that the home page, which has no antd, must not load.
 */
export function useHearthTheme(): ThemeConfig {
  const still = useMediaQuery(REDUCED_MOTION_QUERY);
  if (useColorScheme() === 'dark') return still ? stillDarkTheme : hearthDarkTheme;
  return still ? stillTheme : hearthTheme;
}
