import { cssProperty, hearthColors, palette, type ColorScheme, type PaletteColor } from './palette';
import { paletteCss, schemeColors } from './palette-css';
import { contrast } from './test/contrast';

/** Every text colour of the palette on every ground it is written on. */
const textOn: [PaletteColor, PaletteColor[]][] = [
  ['text', ['page', 'surface', 'elevated', 'footer', 'muted', 'tint', 'tintSubtle', 'dangerBg']],
  ['textSecondary', ['page', 'surface', 'elevated', 'footer', 'muted', 'tint', 'tintSubtle']],
  ['textPlaceholder', ['surface', 'elevated']],
  ['primary', ['page', 'surface', 'elevated', 'footer', 'tint', 'tintSubtle']],
  ['onPrimary', ['primary', 'primaryHover']],
  ['onBar', ['bar']],
  ['danger', ['page', 'surface', 'elevated', 'dangerBg']],
  ['onDanger', ['danger']],
  ['onSnackbar', ['snackbar']],
  ['snackbarAction', ['snackbar']],
];

describe("Hearth's palette", () => {
  it.each<ColorScheme>(['light', 'dark'])('writes every text at 4.5:1 or more on its grounds in the %s scheme (WCAG AA)', (scheme) => {
    const colors = schemeColors(scheme);
    const short = textOn.flatMap(([text, grounds]) =>
      grounds.map((ground) => ({ pair: `${text} on ${ground}`, ratio: Math.round(contrast(colors[text], colors[ground], colors.page) * 100) / 100 })).filter(({ ratio }) => ratio < 4.5),
    );
    expect(short).toEqual([]);
  });

  it('is dark in the dark scheme and light in the light one, the primary green in both', () => {
    expect(contrast(palette.text.light, palette.page.light)).toBeGreaterThan(12);
    expect(contrast(palette.text.dark, palette.page.dark)).toBeGreaterThan(12);
    expect(contrast('#fff', palette.page.dark)).toBeGreaterThan(contrast('#000', palette.page.dark));
    for (const green of [palette.primary.light, palette.primary.dark, palette.bar.light, palette.bar.dark]) {
      const [r, g, b] = [1, 3, 5].map((at) => parseInt(green.slice(at, at + 2), 16)) as [number, number, number];
      expect(g).toBeGreaterThan(r + 40);
      expect(g).toBeGreaterThan(b + 40);
    }
  });

  it('declares each colour once for each scheme, the dark ones under data-theme="dark", the light ones again for paper', () => {
    const css = paletteCss();
    const [light, dark, print] = css.split('\n');
    expect(light).toMatch(/^:root\{/);
    expect(dark).toMatch(/^:root\[data-theme='dark'\]\{/);
    expect(print).toMatch(/^@media print\{:root\[data-theme='dark'\]\{/);
    for (const [name, values] of Object.entries(palette)) {
      const property = cssProperty(name as PaletteColor);
      expect(light).toContain(`${property}:${values.light};`);
      expect(dark).toContain(`${property}:${values.dark};`);
      expect(print).toContain(`${property}:${values.light};`);
      expect(hearthColors[name as PaletteColor]).toBe(`var(${property})`);
    }
    expect(cssProperty('tintSubtle')).toBe('--hearth-tint-subtle');
  });
});
