import type { RemoteName } from '../remotes/remote-registry';

/**
 * What the shell takes from each remote: the pages its routes render (routes.tsx) and the
 * dashboard's widgets (pages/dashboard/DashboardPage.tsx). Each name is a module the remote's
 * webpack config exposes as `./<name>`; remote-pages.test.ts compares the two, so a route to a
 * page its remote does not expose fails in the tests, not in a browser.
 */
export const remotePages = {
  recipes: ['RecipeListPage', 'RecipeDetailPage', 'CreateRecipePage', 'EditRecipePage', 'HouseholdRecipes'],
  household: ['HouseholdPage', 'JoinHouseholdPage', 'JoinByCodePage', 'HouseholdSummary'],
  planning: ['MealPlannerPage', 'ShoppingListsPage', 'ShoppingListPage'],
} as const satisfies Record<RemoteName, readonly string[]>;

export type RemotePage<R extends RemoteName> = (typeof remotePages)[R][number];
