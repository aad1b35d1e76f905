// antd's styles for Hearth, written at build time: antd otherwise computes every component's CSS
// in the browser as it first renders (its CSS-in-JS engine: tokens, serialising, hashing, one
// <style> each), a third of the main thread's work on a phone while a page starts. The shell
// serves this file and turns the engine off (antd's `zeroRuntime`, src/app/AntdTheme.tsx).
//
// The CSS covers every component a Hearth page can show: the components in antd-components.js and
// every component they can render inside (a form's grid, a select's empty state, a confirm's
// buttons), found by following antd's own imports from them, less the parts antdStandIns replace.
// antd's own extractor (@ant-design/static-style-extract) renders its components in Hearth's theme
// and the styles of those components are kept.
//
// The same child process derives the themes' map tokens (antdMapTokens), the other part of antd's
// start-up work that depends on nothing but the theme.
//
// One stylesheet serves the light and the dark theme. In antd 6 a component's rules read the
// theme through CSS variables (`var(--ant-color-primary)`), and the class that scopes them
// (`:where(.css-<hash>)`) is a hash of antd's version and prefix, not of the tokens: the rules
// rendered in the dark theme are the same, byte for byte. What depends on the theme, the
// variables' values, antd still writes as a page renders (one <style> for the theme's tokens,
// one per component kind for its own), `zeroRuntime` or not: a switch of scheme changes those.
const { execFileSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const { existsSync, readFileSync, statSync } = require('node:fs');
const path = require('node:path');
const { Compilation, DefinePlugin, sources } = require('webpack');
const { antdComponents } = require('./shared');

/** The file names under antd/es a page can load, from the components Hearth imports. */
function reachableAntdFiles() {
  const { antdStandIns } = require('./webpack-parts');
  const files = new Set();
  const pending = antdComponents().map((component) => require.resolve(`antd/es/${component}`));
  while (pending.length > 0) {
    const file = pending.pop();
    if (files.has(file)) continue;
    files.add(file);
    for (const [, request] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
      if (antdStandIns.some((standIn) => standIn.request === request && standIn.importer.test(file))) continue;
      const target = path.resolve(path.dirname(file), request);
      const found = [target, `${target}.js`, path.join(target, 'index.js')].find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
      if (found) pending.push(found);
    }
  }
  return files;
}

/** The style names ('Button', 'Form', 'Grid', ...) of those files: antd registers each style under its name. */
function reachableStyleNames() {
  const names = new Set();
  for (const file of reachableAntdFiles()) {
    if (!/[\\/]style(?:[\\/]|\.js$)/.test(file)) continue;
    for (const [, name] of readFileSync(file, 'utf8').matchAll(/gen(?:StyleHooks|SubStyleComponent|ComponentStyleHook)\(\s*\[?\s*'([A-Za-z]+)'/g)) names.add(name);
  }
  return [...names].sort();
}

let rendered;

/**
 * The CSS and the map tokens (antdMapTokens), rendered once per process in a child process with
 * NODE_ENV=production, as a browser build renders them, and so antd's CommonJS build never loads
 * into webpack's process.
 */
function renderAntd() {
  rendered ??= JSON.parse(
    execFileSync(process.execPath, [path.join(__dirname, 'antd-stylesheet-render.js')], {
      input: JSON.stringify({ names: reachableStyleNames() }),
      env: { ...process.env, NODE_ENV: 'production' },
      maxBuffer: 16 * 1024 * 1024,
      encoding: 'utf8',
    }),
  );
  return rendered;
}

/** The CSS. */
function antdStylesheet() {
  return renderAntd().css;
}

/**
 * The map tokens (palettes, sizes) antd's algorithms derive from Hearth's themes: `light` (the
 * default algorithm) and `dark` (the dark algorithm), each a table by the theme's seed token as
 * JSON, the seed as antd hands it to a theme's algorithm less `motion`, which the still themes
 * alone change and the algorithm passes through.
 */
function antdMapTokens() {
  return renderAntd().mapTokens;
}

/**
 * Emits antd.<hash>.css and tells the code where it is: `__ANTD_STYLESHEET__` (a URL under
 * `publicPath`), which src/app/antd-stylesheet.ts loads before the first antd component renders;
 * and the map tokens, `__ANTD_MAP_TOKENS__` and `__ANTD_DARK_MAP_TOKENS__` (JSON strings), which
 * src/app/antd-algorithm.ts answers antd with (the dark table from a chunk of its own, which only a
 * dark page loads: src/app/antd-dark-map-tokens.ts).
 */
class AntdStylesheetPlugin {
  constructor({ publicPath }) {
    this.css = antdStylesheet();
    this.mapTokens = antdMapTokens();
    this.fileName = `antd.${createHash('sha256').update(this.css).digest('hex').slice(0, 12)}.css`;
    this.url = `${publicPath}${this.fileName}`;
  }

  apply(compiler) {
    new DefinePlugin({
      __ANTD_STYLESHEET__: JSON.stringify(this.url),
      __ANTD_MAP_TOKENS__: JSON.stringify(JSON.stringify(this.mapTokens.light)),
      __ANTD_DARK_MAP_TOKENS__: JSON.stringify(JSON.stringify(this.mapTokens.dark)),
    }).apply(compiler);
    compiler.hooks.thisCompilation.tap('AntdStylesheetPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'AntdStylesheetPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        // `minimized`: webpack's own CSS minifier would run over it and break antd's calc()s
        // (`calc(a - b)` came out as `calc(a- b)`, which browsers drop).
        compilation.emitAsset(this.fileName, new sources.RawSource(this.css), { immutable: true, minimized: true });
      });
    });
  }
}

module.exports = { AntdStylesheetPlugin, antdStylesheet, antdMapTokens, reachableStyleNames };
