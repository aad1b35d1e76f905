// A module of @hearth/host's TypeScript source, loaded in Node at build time: the theme for antd's
// stylesheet (antd-stylesheet-render.js), the palette for the shell's index.html. Compiled with swc
// to CommonJS; its relative imports load the same way, anything else as Node loads it.
const { readFileSync } = require('node:fs');
const path = require('node:path');

const hostSource = path.join(__dirname, '../host/src');
const loaded = new Map();

/** The exports of `packages/host/src/<name>.ts`. */
function loadHostModule(name) {
  const file = path.resolve(hostSource, `${name}.ts`);
  if (loaded.has(file)) return loaded.get(file).exports;
  const { transformSync } = require('@swc/core');
  const { code } = transformSync(readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const module = { exports: {} };
  loaded.set(file, module);
  const requireFrom = (request) =>
    request.startsWith('.') ? loadHostModule(path.relative(hostSource, path.resolve(path.dirname(file), request))) : require(request);
  new Function('module', 'exports', 'require', code)(module, module.exports, requireFrom);
  return module.exports;
}

module.exports = { loadHostModule };
