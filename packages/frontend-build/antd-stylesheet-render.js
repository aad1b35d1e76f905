// Run by antd-stylesheet.js (NODE_ENV=production): reads `{ names, theme }` on stdin (the style
// names to keep, the theme module's CommonJS code) and writes `{ css, mapTokens }` to stdout as JSON.
const { readFileSync } = require('node:fs');
const React = require('react');
const { createCache, extractStyle, StyleProvider } = require('@ant-design/cssinjs');
const { extractStyle: renderEveryComponent } = require('@ant-design/static-style-extract');
const { ConfigProvider, theme: antdTheme } = require('antd');

const { names, theme } = JSON.parse(readFileSync(0, 'utf8'));
const themeModule = { exports: {} };
new Function('module', 'exports', 'require', theme)(themeModule, themeModule.exports, require);
const { hearthTheme, stillTheme } = themeModule.exports;

// Every component antd has, rendered into our cache (the inner StyleProvider's) in Hearth's theme.
// Its rules are scoped, as antd's are in the browser, by the class antd derives from the theme's
// tokens and its version (`:where(.css-<hash>)`), which the shell's ConfigProvider gives the same
// components: so antd's resets (links' colours) reach only inside its components, as before.
const cache = createCache();
renderEveryComponent({
  customTheme: (node) =>
    React.createElement(StyleProvider, { cache }, React.createElement(ConfigProvider, { theme: hearthTheme }, node)),
});

// Cache keys read `style%%<Name>-<Part>%<prefix>...`: keep the named components, the reset every
// component shares and the icons' style; drop the rest, with the tokens and CSS variables the
// browser still registers from the theme at run time.
const keep = new Set(names);
for (const key of [...cache.cache.keys()]) {
  const [type, , style = ''] = key.split('%');
  const kept = type === 'style' && (style === 'Shared' || style === 'ant-design-icons' || keep.has(style.split('-')[0]));
  if (!kept) cache.cache.delete(key);
}
const css = extractStyle(cache, { plain: true, types: ['style'] })
  // The map extractStyle adds for server rendering's hydration: nothing reads it here.
  .replace(/\.data-ant-cssinjs-cache-path\{content:"[^"]*";\}/, '');

// The map tokens antd's default algorithm derives from each of Hearth's themes, by the seed token
// antd hands the algorithm (its seed with the theme's tokens over it) as JSON: the shell answers
// from these instead of deriving them on the phone (shell/src/app/antd-algorithm.ts).
const mapTokens = Object.fromEntries(
  [hearthTheme, stillTheme].map((theme) => {
    const seed = { ...antdTheme.defaultSeed, ...theme.token };
    return [JSON.stringify(seed), antdTheme.defaultAlgorithm(seed)];
  }),
);
process.stdout.write(JSON.stringify({ css, mapTokens }));
