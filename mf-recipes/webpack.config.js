// mf-recipes: a Module Federation remote (see @hearth/frontend-build/remote-config).
const remoteConfig = require('@hearth/frontend-build/remote-config');

module.exports = remoteConfig({
  dir: __dirname,
  name: 'recipes',
  exposes: {
    './RecipeListPage': './src/pages/recipe-list/RecipeListPage.tsx',
    './RecipeDetailPage': './src/pages/recipe-detail/RecipeDetailPage.tsx',
    './CreateRecipePage': './src/pages/create-recipe/CreateRecipePage.tsx',
    './EditRecipePage': './src/pages/edit-recipe/EditRecipePage.tsx',
    './HouseholdRecipes': './src/widgets/HouseholdRecipes.tsx',
  },
  devPort: 8082,
});
