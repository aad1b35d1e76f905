// The webpack config of a Module Federation remote, the same for every domain: the shell loads it
// from /mf/<name>/mf-manifest.json when one of its pages is shown; it shares the shell's
// singletons and never imports the shell. Each remote names itself, its pages and its dev port.
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedDependencies } = require('./shared');
const { ExposedSharedPlugin } = require('./page-files');
const parts = require('./webpack-parts');

module.exports = function remoteConfig({ dir, name, exposes, devPort }) {
  return (_env, argv) => ({
    mode: argv.mode ?? 'production',
    entry: {},
    // Production maps stay on the build machine, for reading a reported stack: not referenced, never served.
    devtool: argv.mode === 'development' ? 'eval-cheap-module-source-map' : 'hidden-source-map',
    resolve: parts.resolve,
    module: { rules: parts.rules },
    output: { ...parts.output(dir, `/mf/${name}/`), uniqueName: name },
    plugins: [
      ...parts.plugins,
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedDependencies(),
        shareStrategy: 'loaded-first',
        dts: false,
        // The federation runtime is the shell's (shell/src/remotes/share-federation-runtime.ts),
        // not a second copy in every remote entry (~19 KB gzipped on every remote page).
        experiments: { externalRuntime: true },
      }),
      // Each page's shared modules in its manifest entry, for the page's first script to fetch early.
      new ExposedSharedPlugin(),
    ],
    optimization: { splitChunks: parts.splitChunks },
    performance: parts.performance,
    devServer: { port: devPort, headers: { 'Access-Control-Allow-Origin': '*' } },
  });
};
