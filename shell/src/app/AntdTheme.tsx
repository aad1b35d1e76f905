import ConfigProvider from 'antd/es/config-provider';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { hearthTheme } from '@hearth/host';
import { antdStylesheetUrl } from './antd-stylesheet';

// With the build's stylesheet in the page (antd-stylesheet.ts), antd computes no styles as it renders.
const theme = { ...hearthTheme, zeroRuntime: Boolean(antdStylesheetUrl) };

/** antd's components in Hearth's theme. Whoever loads this module waits for antdStylesheet() first. */
export function AntdTheme({ children }: { children: ReactNode }) {
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
