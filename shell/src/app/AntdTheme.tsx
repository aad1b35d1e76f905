import ConfigProvider from 'antd/es/config-provider';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useColorScheme, useHearthTheme } from '@hearth/host';
import { hearthAlgorithm, hearthDarkAlgorithm } from './antd-algorithm';
import { antdStylesheetUrl } from './antd-stylesheet';
import { loadDarkMapTokens } from './dark-map-tokens';

/** antd's components in Hearth's theme. Whoever loads this module waits for antdStylesheet() first. */
export function AntdTheme({ children }: { children: ReactNode }) {
  const hearthTheme = useHearthTheme();
  const dark = useColorScheme() === 'dark';
  // Turned dark after the page started light: the dark table for next time (antd derives it now).
  useEffect(() => {
    if (dark) void loadDarkMapTokens();
  }, [dark]);
  // With the build's stylesheet in the page (antd-stylesheet.ts), antd computes no styles as it
  // renders; with the build's map tokens (antd-algorithm.ts), it does not derive the theme's palettes.
  // The stylesheet serves both schemes: its rules read the theme's CSS variables, which antd writes
  // for the theme in force (one <style> of values), so switching costs no stylesheet.
  const theme = useMemo(
    () => ({ ...hearthTheme, algorithm: dark ? hearthDarkAlgorithm : hearthAlgorithm, zeroRuntime: Boolean(antdStylesheetUrl) }),
    [hearthTheme, dark],
  );
  return <ConfigProvider theme={theme}>{children}</ConfigProvider>;
}

/**
 * The route element of every page but the home page: its own chunk, so antd's theme and style
 * engine load with the first page that shows an antd component, not with the frame.
 */
export default function ThemedPages() {
  return (
    <AntdTheme>
      <Outlet />
    </AntdTheme>
  );
}
