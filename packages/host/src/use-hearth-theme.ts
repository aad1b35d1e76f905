import type { ThemeConfig } from 'antd/es/config-provider';
import { hearthTheme, stillTheme } from './theme';
import { useMediaQuery } from './use-media-query';

/** The device's "reduce motion" setting (WCAG 2.3.3, Animation from Interactions). */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Hearth's antd theme for this device: still when it asks for reduced motion. Every ConfigProvider takes it from here. */
export function useHearthTheme(): ThemeConfig {
  return useMediaQuery(REDUCED_MOTION_QUERY) ? stillTheme : hearthTheme;
}
