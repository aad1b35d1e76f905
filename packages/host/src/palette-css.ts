import { cssProperty, palette, type ColorScheme, type PaletteColor } from './palette';

// The palette as CSS, for the build (the shell's webpack config writes it into index.html) and the
// tests: no page loads this module.

/** Each colour's value in one scheme. */
export const schemeColors = (scheme: ColorScheme): Record<PaletteColor, string> =>
  Object.fromEntries(Object.entries(palette).map(([name, values]) => [name, values[scheme]])) as Record<PaletteColor, string>;

const declarations = (scheme: ColorScheme) =>
  Object.entries(schemeColors(scheme))
    .map(([name, value]) => `${cssProperty(name as PaletteColor)}:${value};`)
    .join('');

/**
 * The custom properties as CSS, for the shell's index.html: the light values on <html>, the dark
 * ones where `data-theme="dark"` says so (set before the first paint by the page's first script),
 * and the light ones again on paper.
 */
export function paletteCss(): string {
  return [`:root{${declarations('light')}}`, `:root[data-theme='dark']{${declarations('dark')}}`, `@media print{:root[data-theme='dark']{${declarations('light')}}}`].join('\n');
}
