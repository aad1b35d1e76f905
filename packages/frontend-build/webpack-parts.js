// Loaders, output and optimisation every front end uses; each app's webpack.config.js adds its
// name, its Module Federation role and its exposes.
const path = require('node:path');
const { NormalModuleReplacementPlugin } = require('webpack');

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

/**
 * antd components that other antd components import for a feature Hearth never uses, replaced
 * there by a stand-in that throws if that changes (antd-components.test.ts holds the code to it).
 */
const antdStandIns = [
  // Form labels' `tooltip`: Tooltip brings the popup trigger, ~15 KB gzipped on every form page.
  { importer: /[\\/]antd[\\/]es[\\/]form[\\/]FormItemLabel\.js$/, request: '../tooltip' },
  // Inline steps' tooltips (Hearth's wizard is vertical): Tooltip and the trigger again.
  { importer: /[\\/]antd[\\/]es[\\/]steps[\\/]index\.js$/, request: '../tooltip' },
  // Small circular progress' tooltip (Hearth's progress bars are lines).
  { importer: /[\\/]antd[\\/]es[\\/]progress[\\/]Circle\.js$/, request: '../tooltip' },
  // The shared popup of tooltips with `tooltip.unique` set on ConfigProvider, which Hearth never
  // sets: on every page otherwise, with the popup trigger (~8 KB).
  { importer: /[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/, request: '../tooltip/UniqueProvider' },
  // Pagination's page-size changer (always `showSizeChanger={false}`): a whole Select, ~24 KB.
  { importer: /[\\/]antd[\\/]es[\\/]pagination[\\/]Pagination\.js$/, request: '../select' },
];

module.exports = {
  antdStandIns,

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
    // antd's own packages have no side effects but do not say so, and then one name imported from
    // a package's index brings all of it: Input, through Form's context, pulled in the whole of
    // @rc-component/form and its validator (~14 KB gzipped) on pages without a form.
    { test: /[\\/]node_modules[\\/](@rc-component|@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color))[\\/]/, sideEffects: false },
  ],

  plugins: [
    new NormalModuleReplacementPlugin(/^\.\.\//, (resolveData) => {
      const standIn = antdStandIns.find(({ importer, request }) => resolveData.request === request && importer.test(resolveData.contextInfo.issuer));
      if (standIn) resolveData.request = path.join(__dirname, 'antd-stand-in.js');
    }),
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

  // A module two async chunks share gets a chunk of its own from 10 KB (webpack's default is 20):
  // antd's components share many mid-sized modules (the theme's utilities, trigger and input
  // internals) that were otherwise copied into each component's chunk. Measured over every page
  // (e2e/src/page-weight.e2e.ts): 5-30 KB lighter; 2 KB or 5 KB were no better, with more requests.
  splitChunks: { chunks: 'async', minSize: 10_000 },

  performance: { hints: false },
};
