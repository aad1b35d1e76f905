import Button from 'antd/lib/button';
import ConfigProvider from 'antd/lib/config-provider';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import theme from 'antd/lib/theme';
import type { ThemeConfig } from 'antd/lib/config-provider';
import { palette } from '../host/src/palette';
import { hearthDarkTheme, hearthTheme, stillDarkTheme, stillTheme } from '../host/src/theme';
import { antdMapTokens, antdStylesheet, reachableStyleNames } from './antd-stylesheet';
import { antdComponents } from './shared';

// What a page shows, by the class antd gives it: every component Hearth imports and the parts
// they render inside (a form's grid, a select's empty state, a popconfirm's popover, buttons' wave).
const shownClasses = [
  'ant-btn', 'ant-checkbox', 'ant-divider', 'ant-drawer', 'ant-empty', 'ant-flex', 'ant-form-item', 'ant-row', 'ant-col-24',
  'ant-input', 'ant-input-password-icon', 'ant-input-textarea-show-count', 'ant-input-number', 'ant-menu', 'ant-message', 'ant-modal', 'ant-modal-confirm',
  'ant-pagination', 'ant-popconfirm', 'ant-popover', 'ant-progress', 'ant-radio', 'ant-result', 'ant-select', 'ant-select-dropdown', 'ant-skeleton',
  'ant-steps', 'ant-switch', 'ant-wave',
];
// Components no Hearth page shows.
const notShown = ['ant-table', 'ant-picker', 'ant-tree', 'ant-upload', 'ant-carousel', 'ant-card', 'ant-tag'];

const hasRulesFor = (css: string, className: string) => new RegExp(`\\.${className}[\\s.:{,\\[>)]`).test(css);

describe("antd's stylesheet, written at build time", () => {
  let css: string;
  beforeAll(() => {
    css = antdStylesheet();
  });

  it('styles every component a page can show', () => {
    expect(antdComponents().length).toBeGreaterThan(20);
    expect(shownClasses.filter((className) => !hasRulesFor(css, className))).toEqual([]);
  });

  it('leaves out the components no page shows', () => {
    expect(notShown.filter((className) => hasRulesFor(css, className))).toEqual([]);
    expect(reachableStyleNames()).not.toContain('Table');
  });

  it("is in Hearth's theme: media queries, which cannot read CSS variables, use its breakpoints", () => {
    // Grid columns for md and up start at Hearth's 900 px, not antd's 768.
    expect(/@media \(min-width: ?900px\)\{(:where\(\.css-[a-z0-9]+\))?\.ant-col-md-24/.test(css)).toBe(true);
    expect(/min-width: ?768px/.test(css)).toBe(false);
  });

  it('serves the light and the dark theme alike: its rules read the theme through CSS variables, never its colours', () => {
    expect(css).toContain('var(--ant-color-primary)');
    const themeColours = [hearthTheme, hearthDarkTheme].flatMap((themeConfig) =>
      ['colorPrimary', 'colorText', 'colorTextSecondary', 'colorError', 'colorBgLayout'].map((token) => String(themeConfig.token![token as keyof typeof themeConfig.token])),
    );
    expect(themeColours.filter((colour) => css.toLowerCase().includes(colour.toLowerCase()))).toEqual([]);
  });

  it("is scoped by the class antd gives components in the shell's themes, light and dark (with its style engine off), so its rules reach them", () => {
    // Outside production antd prefixes the same hash with a warning: css-dev-only-do-not-override-<hash>.
    const hashUnder = (themeConfig: ThemeConfig) =>
      /\bcss-(?:dev-only-do-not-override-)?([a-z0-9]+)\b/.exec(renderToString(createElement(ConfigProvider, { theme: { ...themeConfig, zeroRuntime: true } }, createElement(Button, null, 'Save'))))?.[1];
    const hash = hashUnder(hearthTheme);
    expect(hash).toBeDefined();
    // antd 6 hashes its version and prefix, not the tokens: the dark theme's components carry the same class.
    expect(hashUnder({ ...hearthDarkTheme, algorithm: theme.darkAlgorithm })).toBe(hash);
    expect(css.includes(`:where(.css-${hash}).ant-btn`)).toBe(true);
    expect(css.match(/:where\(\.css-([a-z0-9]+)\)/g)?.every((scope) => scope === `:where(.css-${hash})`)).toBe(true);
    expect(css.includes('data-ant-cssinjs-cache-path')).toBe(false);
  });
});

describe("the theme's map tokens, derived at build time", () => {
  it("are antd's own, one table for each scheme, by the seed token antd hands a theme's algorithm less motion, which the still themes alone change", () => {
    const seedOf = (themeConfig: ThemeConfig) => ({ ...theme.defaultSeed, ...themeConfig.token });
    const keyOf = (themeConfig: ThemeConfig) => JSON.stringify({ ...seedOf(themeConfig), motion: undefined });
    const { light, dark } = antdMapTokens();
    expect(Object.keys(light)).toEqual([keyOf(hearthTheme)]);
    expect(Object.keys(dark)).toEqual([keyOf(hearthDarkTheme)]);
    expect([keyOf(stillTheme), keyOf(stillDarkTheme)]).toEqual([keyOf(hearthTheme), keyOf(hearthDarkTheme)]);
    expect(light[keyOf(hearthTheme)]).toEqual(theme.defaultAlgorithm(seedOf(hearthTheme)));
    expect(dark[keyOf(hearthDarkTheme)]).toEqual(theme.darkAlgorithm(seedOf(hearthDarkTheme)));
    // A still theme's map tokens are its twin's but for motion.
    expect({ ...theme.defaultAlgorithm(seedOf(stillTheme)), motion: true }).toEqual(light[keyOf(hearthTheme)]);
    expect({ ...theme.darkAlgorithm(seedOf(stillDarkTheme)), motion: true }).toEqual(dark[keyOf(hearthDarkTheme)]);
    expect([light[keyOf(hearthTheme)]!.colorPrimary, dark[keyOf(hearthDarkTheme)]!.colorPrimary]).toEqual([palette.primary.light, palette.primary.dark]);
  });
});

describe('the build plugin', () => {
  it('emits the stylesheet as written, under a name that changes with it, and tells the code its URL and the map tokens', async () => {
    const { AntdStylesheetPlugin } = jest.requireActual<typeof import('./antd-stylesheet')>('./antd-stylesheet');
    const webpack = jest.requireActual<typeof import('webpack')>('webpack');
    const { mkdtempSync, readFileSync, rmSync, writeFileSync } = jest.requireActual<typeof import('node:fs')>('node:fs');
    const { tmpdir } = jest.requireActual<typeof import('node:os')>('node:os');
    const path = jest.requireActual<typeof import('node:path')>('node:path');
    const { runInNewContext } = jest.requireActual<typeof import('node:vm')>('node:vm');
    const dir = mkdtempSync(path.join(tmpdir(), 'antd-stylesheet-'));
    try {
      writeFileSync(path.join(dir, 'entry.js'), 'globalThis.stylesheet = __ANTD_STYLESHEET__;\nglobalThis.mapTokens = __ANTD_MAP_TOKENS__;\nglobalThis.darkMapTokens = __ANTD_DARK_MAP_TOKENS__;\n');
      const plugin = new AntdStylesheetPlugin({ publicPath: '/' });
      const stats = await new Promise<import('webpack').Stats>((resolve, reject) =>
        webpack({ mode: 'production', context: dir, entry: './entry.js', output: { path: path.join(dir, 'dist') }, plugins: [plugin] }).run((error, result) => (error ? reject(error) : resolve(result!))),
      );
      expect(stats.hasErrors()).toBe(false);
      expect(plugin.fileName).toMatch(/^antd\.[0-9a-f]{12}\.css$/);
      // Byte for byte: webpack's CSS minifier turned antd's `calc(a - b)` into `calc(a- b)`, which browsers drop.
      expect(readFileSync(path.join(dir, 'dist', plugin.fileName), 'utf8') === plugin.css).toBe(true);
      // What the built code reads: the stylesheet's URL, and each scheme's map tokens as a JSON
      // string, which it parses when antd first asks.
      const built: { stylesheet?: string; mapTokens?: string; darkMapTokens?: string } = {};
      runInNewContext(readFileSync(path.join(dir, 'dist', 'main.js'), 'utf8'), built);
      expect(built.stylesheet).toBe(`/${plugin.fileName}`);
      expect(typeof built.mapTokens).toBe('string');
      expect(JSON.parse(built.mapTokens!) as unknown).toEqual(plugin.mapTokens.light);
      expect(JSON.parse(built.darkMapTokens!) as unknown).toEqual(plugin.mapTokens.dark);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
