// Loaders, output and optimisation every front end uses; each app's webpack.config.js adds its
// name, its Module Federation role and its exposes.
const path = require('node:path');

const swcLoader = {
  loader: 'swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
  },
};

module.exports = {
  resolve: {
    extensions: ['.tsx', '.ts', '.js', '.mjs'],
    // Domain contracts from their TypeScript sources (ES modules, so only what a page uses ships),
    // as jest maps them; services run their compiled dist instead.
    alias: { '@hearth/contracts': path.join(__dirname, '../contracts/src') },
  },

  rules: [
    // Our own TypeScript, workspace packages included (webpack resolves their symlinks).
    { test: /\.tsx?$/, exclude: /node_modules/, use: swcLoader },
    { test: /\.(png|svg|jpe?g|gif|webp)$/, type: 'asset/resource' },
  ],

  output(dir, publicPath) {
    return {
      path: path.join(dir, 'dist'),
      publicPath,
      filename: '[name].[contenthash:12].js',
      chunkFilename: '[name].[contenthash:12].js',
      assetModuleFilename: 'assets/[name].[contenthash:12][ext]',
      clean: true,
    };
  },

  performance: { hints: false },
};
