import { render, screen } from '@testing-library/react';
import ConfigProvider from 'antd/es/config-provider';
import theme from 'antd/es/theme';
import type { ThemeConfig } from 'antd/es/config-provider';
import { hearthDarkTheme, hearthTheme, palette, stillDarkTheme, stillTheme } from '@hearth/host';
import { precomputedAlgorithm, seedKey } from './antd-algorithm';

type AlgorithmModule = typeof import('./antd-algorithm');

/** What a component in the theme reads of antd's tokens: a derived colour, a derived size and motion. */
function TokenProbe() {
  const { token } = theme.useToken();
  return <output aria-label="tokens">{JSON.stringify([token.colorPrimaryBg, token.controlHeightLG, token.motion])}</output>;
}

/** The tokens a component reads under `themeConfig`. */
function tokensUnder(themeConfig: ThemeConfig): unknown {
  const { unmount } = render(
    <ConfigProvider theme={themeConfig}>
      <TokenProbe />
    </ConfigProvider>,
  );
  const tokens = JSON.parse(screen.getByRole('status', { name: 'tokens' }).textContent!) as unknown;
  unmount();
  return tokens;
}

type MapToken = ReturnType<typeof theme.defaultAlgorithm>;

/** A table as the build writes it (antd-stylesheet-render.js): one entry, by seed less motion. */
function tableOf(themeConfig: ThemeConfig, algorithm: typeof theme.defaultAlgorithm): Record<string, MapToken> {
  const seed = { ...theme.defaultSeed, ...themeConfig.token };
  return { [seedKey(seed)]: algorithm(seed) };
}
const lightTable = () => tableOf(hearthTheme, theme.defaultAlgorithm);
const darkTable = () => tableOf(hearthDarkTheme, theme.darkAlgorithm);

/** A table whose every entry carries a mark only it has, so a test sees an answer came from it. */
function marked(table: Record<string, MapToken>): Record<string, MapToken> {
  for (const mapToken of Object.values(table)) mapToken.colorPrimaryBg = '#abcdef';
  return table;
}

describe("Hearth's antd algorithm", () => {
  it("answers antd from the build's map tokens for the light theme, still or not: antd derives none of them", () => {
    const table = marked(lightTable());
    const derive = jest.fn(theme.defaultAlgorithm);
    const algorithm = precomputedAlgorithm(() => table, derive);
    expect(tokensUnder({ ...hearthTheme, algorithm })).toEqual(['#abcdef', 40, true]);
    expect(tokensUnder({ ...stillTheme, algorithm })).toEqual(['#abcdef', 40, false]);
    expect(derive).not.toHaveBeenCalled();
  });

  it("answers the dark theme from its table, still or not, and derives it with antd's dark algorithm without one", () => {
    const table = marked(darkTable());
    const derive = jest.fn(theme.darkAlgorithm);
    const algorithm = precomputedAlgorithm(() => table, derive);
    expect(tokensUnder({ ...hearthDarkTheme, algorithm })).toEqual(['#abcdef', 40, true]);
    expect(tokensUnder({ ...stillDarkTheme, algorithm })).toEqual(['#abcdef', 40, false]);
    expect(derive).not.toHaveBeenCalled();
    const derived = tokensUnder({ ...hearthDarkTheme, algorithm: precomputedAlgorithm(() => ({}), theme.darkAlgorithm) });
    expect(derived).toEqual(tokensUnder({ ...hearthDarkTheme, algorithm: theme.darkAlgorithm }));
  });

  it("gives the dark theme antd's dark colours: the palette's green primary", () => {
    function Primary() {
      return <output aria-label="primary">{theme.useToken().token.colorPrimary}</output>;
    }
    render(
      <ConfigProvider theme={{ ...hearthDarkTheme, algorithm: precomputedAlgorithm(darkTable, theme.darkAlgorithm) }}>
        <Primary />
      </ConfigProvider>,
    );
    expect(screen.getByRole('status', { name: 'primary' })).toHaveTextContent(palette.primary.dark);
  });

  it('derives any other theme as antd does', () => {
    const derive = jest.fn(theme.defaultAlgorithm);
    const other: ThemeConfig = { token: { colorPrimary: '#1677ff' } };
    expect(tokensUnder({ ...other, algorithm: precomputedAlgorithm(lightTable, derive) })).toEqual(tokensUnder(other));
    expect(derive).toHaveBeenCalled();
  });

  /** antd-algorithm.ts and its dark table's loader as a build defines them (`defined`), loaded afresh. */
  function loadModules(defined: { __ANTD_MAP_TOKENS__?: string; __ANTD_DARK_MAP_TOKENS__?: string }) {
    const global = globalThis as Record<string, unknown>;
    Object.assign(global, defined);
    let loaded: { algorithms: AlgorithmModule; dark: typeof import('./dark-map-tokens') } | undefined;
    jest.isolateModules(() => {
      loaded = { algorithms: jest.requireActual<AlgorithmModule>('./antd-algorithm'), dark: jest.requireActual('./dark-map-tokens') };
    });
    return loaded!;
  }
  afterEach(() => {
    delete (globalThis as Record<string, unknown>).__ANTD_MAP_TOKENS__;
    delete (globalThis as Record<string, unknown>).__ANTD_DARK_MAP_TOKENS__;
  });

  it("reads the light table from __ANTD_MAP_TOKENS__, and without it (jest) derives as antd does", () => {
    // Read at antd's first call, not as the module loads.
    const { algorithms } = loadModules({ __ANTD_MAP_TOKENS__: JSON.stringify(marked(lightTable())) });
    expect(tokensUnder({ ...hearthTheme, algorithm: algorithms.hearthAlgorithm })).toEqual(['#abcdef', 40, true]);
    delete (globalThis as Record<string, unknown>).__ANTD_MAP_TOKENS__;
    expect(tokensUnder({ ...hearthTheme, algorithm: loadModules({}).algorithms.hearthAlgorithm })).toEqual(tokensUnder(hearthTheme));
  });

  it('answers the dark theme from __ANTD_DARK_MAP_TOKENS__ once its chunk has loaded, deriving it until then', async () => {
    const { algorithms, dark } = loadModules({ __ANTD_DARK_MAP_TOKENS__: JSON.stringify(marked(darkTable())) });
    const before = tokensUnder({ ...hearthDarkTheme, algorithm: algorithms.hearthDarkAlgorithm });
    expect(before).toEqual(tokensUnder({ ...hearthDarkTheme, algorithm: theme.darkAlgorithm }));
    await dark.loadDarkMapTokens();
    // A theme antd has not met yet (the still one): answered from the table.
    expect(tokensUnder({ ...stillDarkTheme, algorithm: algorithms.hearthDarkAlgorithm })).toEqual(['#abcdef', 40, false]);
  });
});
