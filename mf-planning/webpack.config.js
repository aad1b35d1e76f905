// mf-planning: a Module Federation remote (see @hearth/frontend-build/remote-config).
const remoteConfig = require('@hearth/frontend-build/remote-config');

module.exports = remoteConfig({
  dir: __dirname,
  name: 'planning',
  exposes: {
    './MealPlannerPage': './src/pages/meal-planner/MealPlannerPage.tsx',
    './ShoppingListsPage': './src/pages/shopping-lists/ShoppingListsPage.tsx',
    './ShoppingListPage': './src/pages/shopping-list/ShoppingListPage.tsx',
    './ThisWeek': './src/widgets/ThisWeek.tsx',
    './NewestShoppingList': './src/widgets/NewestShoppingList.tsx',
  },
  devPort: 8084,
});
