// mf-recipes: a Module Federation remote. The shell loads it from /mf/recipes/mf-manifest.json
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
  output: { ...parts.output(__dirname, '/mf/recipes/'), uniqueName: 'recipes' },
  plugins: [
    new ModuleFederationPlugin({
      name: 'recipes',
      filename: 'remoteEntry.js',
      exposes: {
        './RecipeListPage': './src/pages/recipe-list/RecipeListPage.tsx',
        './RecipeDetailPage': './src/pages/recipe-detail/RecipeDetailPage.tsx',
        './CreateRecipePage': './src/pages/create-recipe/CreateRecipePage.tsx',
        './EditRecipePage': './src/pages/edit-recipe/EditRecipePage.tsx',
        './HouseholdRecipes': './src/widgets/HouseholdRecipes.tsx',
      },
      shared: sharedDependencies(),
      shareStrategy: 'loaded-first',
      dts: false,
    }),
  ],
  optimization: { splitChunks: { chunks: 'async' } },
  performance: parts.performance,
  devServer: { port: 8082, headers: { 'Access-Control-Allow-Origin': '*' } },
});
