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
    alias: {
      '@hearth/contracts': path.join(__dirname, '../contracts/src'),
      // react-router itself under a name no share matches: react-router.js re-exports from it.
      'react-router-unshared$': path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/development/index.mjs'),
    },
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

  // webpack's default minSize (20 KB) copies small modules common to several shared antd
  // components into each; measured, a 1 KB minSize removed the copies but doubled the requests
  // and made the home page heavier (gzip works per file), so the default stays.
  splitChunks: { chunks: 'async' },

  performance: { hints: false },
};
