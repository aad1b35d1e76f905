// mf-household: a Module Federation remote. The shell loads it from /mf/household/mf-manifest.json
// when one of its pages is shown; it shares the shell's singletons and never imports the shell.
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedDependencies } = require('@hearth/frontend-build/shared');
const parts = require('@hearth/frontend-build/webpack-parts');

module.exports = (_env, argv) => ({
  mode: argv.mode ?? 'production',
  entry: {},
  devtool: argv.mode === 'development' ? 'eval-cheap-module-source-map' : 'source-map',
  resolve: parts.resolve,
  module: { rules: parts.rules },
  output: { ...parts.output(__dirname, '/mf/household/'), uniqueName: 'household' },
  plugins: [
    new ModuleFederationPlugin({
      name: 'household',
      filename: 'remoteEntry.js',
      exposes: {
        './HouseholdPage': './src/pages/household/HouseholdPage.tsx',
        './JoinHouseholdPage': './src/pages/join-invitation/JoinHouseholdPage.tsx',
        './JoinByCodePage': './src/pages/join-code/JoinByCodePage.tsx',
        './HouseholdSummary': './src/widgets/HouseholdSummary.tsx',
      },
      shared: sharedDependencies(),
      shareStrategy: 'loaded-first',
      dts: false,
    }),
  ],
  optimization: { splitChunks: { chunks: 'async' } },
  performance: parts.performance,
  devServer: { port: 8083, headers: { 'Access-Control-Allow-Origin': '*' } },
});
