import ConfigProvider from 'antd/es/config-provider';
import { useMemo, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useHearthTheme } from '@hearth/host';
import { hearthAlgorithm } from './antd-algorithm';
import { antdStylesheetUrl } from './antd-stylesheet';

/** antd's components in Hearth's theme. Whoever loads this module waits for antdStylesheet() first. */
export function AntdTheme({ children }: { children: ReactNode }) {
  const hearthTheme = useHearthTheme();
  // With the build's stylesheet in the page (antd-stylesheet.ts), antd computes no styles as it
  // renders; with the build's map tokens (antd-algorithm.ts), it does not derive the theme's palettes.
  const theme = useMemo(() => ({ ...hearthTheme, algorithm: hearthAlgorithm, zeroRuntime: Boolean(antdStylesheetUrl) }), [hearthTheme]);
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
