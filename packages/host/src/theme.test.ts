import type { ThemeConfig } from 'antd/es/config-provider';
import antdTheme from 'antd/es/theme';
import { palette, type ColorScheme } from './palette';
import { contrast } from './test/contrast';
import { hearthDarkTheme, hearthTheme, stillDarkTheme, stillTheme } from './theme';

type Tokens = Record<string, unknown>;

/** antd's tokens in a theme, as its components read them (the dark one under antd's dark algorithm, as the ConfigProviders give it). */
function tokensOf(themeConfig: ThemeConfig, scheme: ColorScheme): Tokens {
  const tokens = antdTheme.getDesignToken({ ...themeConfig, algorithm: scheme === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm }) as unknown as Tokens;
  // A component's own tokens (Menu's selected item) sit beside the global ones.
  return { ...tokens, ...Object.fromEntries(Object.entries(themeConfig.components ?? {}).flatMap(([component, own]) => Object.entries(own as Tokens).map(([name, value]) => [`${component}.${name}`, value]))) };
}

/** What antd writes on what: text tokens on the grounds they are shown on. */
const textOn: [string, string[]][] = [
  ...['colorText', 'colorTextSecondary', 'colorTextTertiary', 'colorTextDescription', 'colorTextPlaceholder', 'colorTextHeading', 'colorTextLabel', 'colorPrimary', 'colorLink', 'colorError'].map(
    (text): [string, string[]] => [text, ['colorBgContainer', 'colorBgElevated', 'colorBgLayout']],
  ),
  // A primary or danger button, the current step, a solid radio button.
  ['colorTextLightSolid', ['colorPrimary', 'colorError']],
  // A selected option, a notice.
  ['colorText', ['controlItemBgActive', 'colorPrimaryBg', 'colorErrorBg', 'colorWarningBg', 'colorSuccessBg', 'colorInfoBg']],
  ['colorError', ['colorErrorBg']],
  // Chips: a palette's 7th shade on its 1st.
  ['green7', ['green1']],
  ['gold7', ['gold1']],
  ['blue7', ['blue1']],
  ['orange7', ['orange1']],
  ['Menu.itemSelectedColor', ['Menu.itemSelectedBg']],
];

describe("Hearth's antd themes", () => {
  it.each<[string, ThemeConfig, ColorScheme]>([
    ['light', hearthTheme, 'light'],
    ['dark', hearthDarkTheme, 'dark'],
  ])('write every text at 4.5:1 or more on its ground in the %s theme (WCAG AA)', (_name, themeConfig, scheme) => {
    const tokens = tokensOf(themeConfig, scheme);
    const short = textOn.flatMap(([text, grounds]) =>
      grounds
        .map((ground) => ({ pair: `${text} on ${ground}`, ratio: Math.round(contrast(String(tokens[text]), String(tokens[ground]), palette.page[scheme]) * 100) / 100 }))
        .filter(({ ratio }) => ratio < 4.5),
    );
    expect(short).toEqual([]);
  });

  it("keep the green primary, and take the palette's colours, so antd's parts and Hearth's own match", () => {
    const light = tokensOf(hearthTheme, 'light');
    expect([light.colorPrimary, light.colorLink, light.colorError, light.colorBgLayout]).toEqual([palette.primary.light, palette.primary.light, palette.danger.light, palette.page.light]);
    // The dark algorithm darkens a seed against the dark ground: the seeds are picked so that what it makes is the palette's.
    const dark = tokensOf(hearthDarkTheme, 'dark');
    expect([dark.colorPrimary, dark.colorLink, dark.colorError]).toEqual([palette.primary.dark, palette.primary.dark, palette.danger.dark]);
    expect([dark.colorBgLayout, dark.colorBgContainer, dark.colorBgElevated, dark.colorText]).toEqual([palette.page.dark, palette.surface.dark, palette.elevated.dark, palette.text.dark]);
  });

  it('have still twins that differ only in motion', () => {
    expect(stillTheme).toEqual({ ...hearthTheme, token: { ...hearthTheme.token, motion: false } });
    expect(stillDarkTheme).toEqual({ ...hearthDarkTheme, token: { ...hearthDarkTheme.token, motion: false } });
  });
});
