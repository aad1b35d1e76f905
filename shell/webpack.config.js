// The shell: Hearth's Module Federation host. It owns the route table and the layout and loads
// each remote at runtime, from /mf/<name>/mf-manifest.json, only when one of its routes is shown.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedDependencies, antdComponentsFile } = require('@hearth/frontend-build/shared');
const parts = require('@hearth/frontend-build/webpack-parts');

module.exports = (_env, argv) => ({
  mode: argv.mode ?? 'production',
  entry: {
    main: './src/index.ts',
    // Never loaded by a page: it makes the shell provide every antd component any remote uses.
    'antd-for-remotes': antdComponentsFile,
  },
  devtool: argv.mode === 'development' ? 'eval-cheap-module-source-map' : 'source-map',
  resolve: parts.resolve,
  module: { rules: parts.rules },
  output: parts.output(__dirname, '/'),
  plugins: [
    new ModuleFederationPlugin({
      name: 'shell',
      // No static remotes: they are registered at runtime, so a remote that is down or slow
      // cannot hold up the shell's start (src/remotes/).
      remotes: {},
      shared: sharedDependencies(),
      shareStrategy: 'loaded-first',
      runtimePlugins: [path.resolve(__dirname, 'src/remotes/remote-failure-plugin.ts')],
      dts: false,
    }),
    new HtmlWebpackPlugin({ template: './public/index.html', favicon: './public/favicon.svg', chunks: ['main'] }),
  ],
  optimization: { splitChunks: { chunks: 'async' } },
  performance: parts.performance,
  devServer: {
    port: 8081,
    historyApiFallback: true,
    proxy: [{ context: ['/api', '/mf'], target: 'http://localhost:8080' }],
  },
});
