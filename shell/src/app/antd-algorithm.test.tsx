import { render, screen } from '@testing-library/react';
import ConfigProvider from 'antd/es/config-provider';
import theme from 'antd/es/theme';
import type { ThemeConfig } from 'antd/es/config-provider';
import { hearthTheme, stillTheme } from '@hearth/host';
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

/** Map tokens for Hearth's themes as the build writes them (antd-stylesheet-render.js). */
const buildTable = (): Record<string, ReturnType<typeof theme.defaultAlgorithm>> =>
  Object.fromEntries([hearthTheme, stillTheme].map((themeConfig) => {
    const seed = { ...theme.defaultSeed, ...themeConfig.token };
    return [seedKey(seed), theme.defaultAlgorithm(seed)];
  }));

describe("Hearth's antd algorithm", () => {
  it("answers antd from the build's map tokens for Hearth's themes: antd derives none of them", () => {
    const table = buildTable();
    // A mark only the table carries, so the test sees the answer came from it.
    for (const mapToken of Object.values(table)) mapToken.colorPrimaryBg = '#abcdef';
    const derive = jest.fn(theme.defaultAlgorithm);
    const algorithm = precomputedAlgorithm(() => table, derive);
    expect(tokensUnder({ ...hearthTheme, algorithm })).toEqual(['#abcdef', 40, true]);
    expect(tokensUnder({ ...stillTheme, algorithm })).toEqual(['#abcdef', 40, false]);
    expect(derive).not.toHaveBeenCalled();
  });

  it('derives any other theme as antd does', () => {
    const derive = jest.fn(theme.defaultAlgorithm);
    const other: ThemeConfig = { token: { colorPrimary: '#1677ff' } };
    expect(tokensUnder({ ...other, algorithm: precomputedAlgorithm(buildTable, derive) })).toEqual(tokensUnder(other));
    expect(derive).toHaveBeenCalled();
  });

  it("reads the build's map tokens from __ANTD_MAP_TOKENS__, and without them (jest) derives as antd does", () => {
    const load = (mapTokens?: string) => {
      const global = globalThis as { __ANTD_MAP_TOKENS__?: string };
      if (mapTokens) global.__ANTD_MAP_TOKENS__ = mapTokens;
      let loaded: AlgorithmModule | undefined;
      jest.isolateModules(() => {
        loaded = jest.requireActual<AlgorithmModule>('./antd-algorithm');
      });
      return loaded!.hearthAlgorithm;
    };
    const table = buildTable();
    for (const mapToken of Object.values(table)) mapToken.colorPrimaryBg = '#abcdef';
    try {
      // Read at antd's first call, not as the module loads.
      const built = load(JSON.stringify(table));
      expect(tokensUnder({ ...hearthTheme, algorithm: built })).toEqual(['#abcdef', 40, true]);
    } finally {
      delete (globalThis as { __ANTD_MAP_TOKENS__?: string }).__ANTD_MAP_TOKENS__;
    }
    expect(tokensUnder({ ...hearthTheme, algorithm: load() })).toEqual(tokensUnder(hearthTheme));
  });
});
