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
// The same child process derives the theme's map tokens (antdMapTokens), the other part of antd's
// start-up work that depends on nothing but the theme.
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

/** Hearth's antd theme, from @hearth/host's TypeScript source. */
function hearthThemeModule() {
  const { transformFileSync } = require('@swc/core');
  const source = path.join(__dirname, '../host/src/theme.ts');
  return transformFileSync(source, { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }).code;
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
      input: JSON.stringify({ names: reachableStyleNames(), theme: hearthThemeModule() }),
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
 * The map tokens (palettes, sizes) antd's default algorithm derives from Hearth's themes (normal
 * and still), by their seed token as JSON, the seed as antd hands it to a theme's algorithm.
 */
function antdMapTokens() {
  return renderAntd().mapTokens;
}

/**
 * Emits antd.<hash>.css and tells the code where it is: `__ANTD_STYLESHEET__` (a URL under
 * `publicPath`), which src/app/antd-stylesheet.ts loads before the first antd component renders;
 * and the map tokens, `__ANTD_MAP_TOKENS__` (a JSON string), which src/app/antd-algorithm.ts
 * answers antd with.
 */
class AntdStylesheetPlugin {
  constructor({ publicPath }) {
    this.css = antdStylesheet();
    this.mapTokens = antdMapTokens();
    this.fileName = `antd.${createHash('sha256').update(this.css).digest('hex').slice(0, 12)}.css`;
    this.url = `${publicPath}${this.fileName}`;
  }

  apply(compiler) {
    new DefinePlugin({ __ANTD_STYLESHEET__: JSON.stringify(this.url), __ANTD_MAP_TOKENS__: JSON.stringify(JSON.stringify(this.mapTokens)) }).apply(compiler);
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
