import { useDeferredValue } from 'react';
import { recipesLimits, type Recipe } from '@hearth/contracts/recipes';
import { recipesApi, type RecipeListArgs } from './recipes-api';

/** docs/product/recipes.md "Constants": polling while an image is pending. */
export const LIST_POLL_MS = recipesLimits.listPollingMs;
export const RECIPE_POLL_MS = recipesLimits.recipePollingMs;

export const isPending = (recipe: Pick<Recipe, 'image'> | undefined) => recipe?.image?.status === 'pending';

/**
 * A recipe page, fetched again every 8 s while one of its recipes' images is pending, and no
 * more once none is. The cached answer (read without subscribing) decides the interval. Both
 * hooks answer deferred, as the planning pages do: the page renders an answer in slices a phone
 * can interrupt, not in one long task when it arrives.
 */
export function useRecipeList(args: RecipeListArgs) {
  const { data: cached } = recipesApi.endpoints.getRecipes.useQueryState(args);
  const pollingInterval = cached?.recipes.some(isPending) ? LIST_POLL_MS : 0;
  return useDeferredValue(recipesApi.endpoints.getRecipes.useQuery(args, { pollingInterval }));
}

/** One recipe, fetched again every 5 s while its image is pending. */
export function useRecipe(id: string) {
  const { data: cached } = recipesApi.endpoints.getRecipe.useQueryState(id);
  const pollingInterval = isPending(cached) ? RECIPE_POLL_MS : 0;
  return useDeferredValue(recipesApi.endpoints.getRecipe.useQuery(id, { pollingInterval }));
}
