// Run by antd-stylesheet.js (NODE_ENV=production): reads `{ names }` on stdin (the style names to
// keep) and writes `{ css, mapTokens }` to stdout as JSON, for @hearth/host's themes (theme.ts).
const { readFileSync } = require('node:fs');
const React = require('react');
const { createCache, extractStyle, StyleProvider } = require('@ant-design/cssinjs');
const { extractStyle: renderEveryComponent } = require('@ant-design/static-style-extract');
const { ConfigProvider, theme: antdTheme } = require('antd');

const { loadHostModule } = require('./host-source');

const { names } = JSON.parse(readFileSync(0, 'utf8'));
const { hearthTheme, hearthDarkTheme } = loadHostModule('theme');

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

// The map tokens antd's algorithm derives from Hearth's themes, one table per scheme (the light
// theme by the default algorithm, the dark one by the dark algorithm), each by the seed token
// antd hands the algorithm (its seed with the theme's tokens over it) as JSON, less `motion`: the
// still themes differ from the others in that seed alone, which the algorithm passes through, so
// the shell answers them from the same entry (shell/src/app/antd-algorithm.ts) rather than
// deriving on the phone. The rules above are the same in every theme (antd-stylesheet.js), so they
// are rendered once.
const withoutMotion = ({ motion: _, ...rest }) => rest;
const tableOf = (theme, algorithm) => {
  const seed = { ...antdTheme.defaultSeed, ...theme.token };
  const mapToken = algorithm(seed);
  if (JSON.stringify(withoutMotion(algorithm({ ...seed, motion: !seed.motion }))) !== JSON.stringify(withoutMotion(mapToken))) {
    throw new Error('a map token besides motion depends on it: the still theme needs an entry of its own');
  }
  return { [JSON.stringify(withoutMotion(seed))]: mapToken };
};
const mapTokens = { light: tableOf(hearthTheme, antdTheme.defaultAlgorithm), dark: tableOf(hearthDarkTheme, antdTheme.darkAlgorithm) };
process.stdout.write(JSON.stringify({ css, mapTokens }));
