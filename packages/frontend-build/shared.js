// The shared singletons (docs/household-slice.md): a browser loads exactly one copy of each. Every app (host
// and remotes) declares the same list, with versions from the installed packages.
const { readFileSync } = require('node:fs');
const path = require('node:path');

const antdComponentsFile = path.join(__dirname, 'antd-components.js');
const reactRouterFile = path.join(__dirname, 'react-router.js');

/** The components named in antd-components.js, e.g. `button` for `antd/es/button`, `input/Password` for `antd/es/input/Password`. */
function antdComponents() {
  const source = readFileSync(antdComponentsFile, 'utf8');
  return [...source.matchAll(/^import 'antd\/es\/([a-z-]+(?:\/[A-Za-z]+)?)';$/gm)].map((match) => match[1]);
}

const installedVersion = (name) => require(`${name}/package.json`).version;

function singleton(name, packageName = name) {
  return [name, { singleton: true, requiredVersion: `^${installedVersion(packageName)}` }];
}

/** Shared under `name`, provided by `file` (a re-export list) at the version of `packageName`. */
function singletonFrom(name, file, packageName) {
  const version = installedVersion(packageName);
  return [name, { singleton: true, requiredVersion: `^${version}`, version, import: file }];
}

/**
 * Shared by its file, not by a name: antd's icons import their renderer and its context by
 * relative path ('../components/AntdIconLight'), which no shared name matches, so each build had
 * its own copy (~2 KB gzipped on every remote page), and remotes' icons missed the context antd's
 * ConfigProvider sets.
 */
function singletonFile(shareKey, packageName) {
  const version = installedVersion(packageName);
  const file = path.join(path.dirname(require.resolve(`${packageName}/package.json`)), `${shareKey.slice(packageName.length + 1)}.js`);
  return [file, { singleton: true, requiredVersion: `^${version}`, version, shareKey }];
}

function sharedDependencies() {
  return Object.fromEntries([
    singleton('react'),
    singleton('react/jsx-runtime', 'react'),
    singleton('react-dom'),
    singleton('react-dom/client', 'react-dom'),
    // One module behind both names: react-router-dom only re-exports react-router.
    singletonFrom('react-router', reactRouterFile, 'react-router'),
    singletonFrom('react-router-dom', reactRouterFile, 'react-router'),
    singleton('@reduxjs/toolkit'),
    singleton('@reduxjs/toolkit/query/react', '@reduxjs/toolkit'),
    singleton('react-redux'),
    // The host contract: one store, one signed-in user, one HTTP client for every app. Its
    // version is bumped whenever it grows, so a remote is never handed an older shell's copy.
    singleton('@hearth/host'),
    singleton('@hearth/host/api', '@hearth/host'),
    singleton('@hearth/host/ui', '@hearth/host'),
    singleton('@hearth/host/form-feedback', '@hearth/host'),
    ...antdComponents().map((component) => singleton(`antd/es/${component}`, 'antd')),
    singletonFile('@ant-design/icons/es/components/AntdIconLight', '@ant-design/icons'),
    singletonFile('@ant-design/icons/es/components/Context', '@ant-design/icons'),
  ]);
}

module.exports = { sharedDependencies, antdComponents, antdComponentsFile, reactRouterFile };
