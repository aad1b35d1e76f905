import { currentColorScheme } from '@hearth/host';
import { loadDarkMapTokens } from './dark-map-tokens';

/**
 * antd's styles, written at build time (packages/frontend-build/antd-stylesheet.js): the URL the
 * shell's webpack build defines; undefined where no build did (jest), and antd then styles its
 * components as they render, as it does by default.
 */
declare const __ANTD_STYLESHEET__: string | undefined;

export const antdStylesheetUrl = typeof __ANTD_STYLESHEET__ === 'string' ? __ANTD_STYLESHEET__ : undefined;

let loaded: Promise<void> | undefined;

/**
 * Resolves once antd's stylesheet is in the page (at once without one), so no antd component shows
 * unstyled. A stylesheet that fails to load (offline before the service worker has it) does not
 * hold the page up: it resolves then too, and the page works, plainer.
 */
export function antdStylesheet(): Promise<void> {
  loaded ??= new Promise((resolve) => {
    if (!antdStylesheetUrl) return resolve();
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = antdStylesheetUrl;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.append(link);
  });
  return loaded;
}

/**
 * `load` (a lazy module's import) once antd's stylesheet is in too, and on a dark page the dark
 * theme's map tokens (dark-map-tokens.ts), so antd derives no palette as it first renders.
 */
export const withAntdStylesheet = <T>(load: Promise<T>): Promise<T> =>
  Promise.all([load, antdStylesheet(), currentColorScheme() === 'dark' ? loadDarkMapTokens() : undefined]).then(([module]) => module);
