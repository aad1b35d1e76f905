// mf-planning: a Module Federation remote. The shell loads it from /mf/planning/mf-manifest.json
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
  output: { ...parts.output(__dirname, '/mf/planning/'), uniqueName: 'planning' },
  plugins: [
    new ModuleFederationPlugin({
      name: 'planning',
      filename: 'remoteEntry.js',
      exposes: {
        './MealPlannerPage': './src/pages/meal-planner/MealPlannerPage.tsx',
        './ShoppingListsPage': './src/pages/shopping-lists/ShoppingListsPage.tsx',
        './ShoppingListPage': './src/pages/shopping-list/ShoppingListPage.tsx',
      },
      shared: sharedDependencies(),
      shareStrategy: 'loaded-first',
      dts: false,
    }),
  ],
  optimization: { splitChunks: { chunks: 'async' } },
  performance: parts.performance,
  devServer: { port: 8084, headers: { 'Access-Control-Allow-Origin': '*' } },
});
