import type { Recipe } from '@hearth/contracts/recipes';
import { useCurrentHousehold, useCurrentUser } from '@hearth/host';

/** docs/product/recipes.md "Who may do what": Edit and Delete for its creator or a member of its household. */
export function useMayChange(recipe: Pick<Recipe, 'createdBy' | 'household'> | undefined): boolean {
  const user = useCurrentUser();
  const household = useCurrentHousehold();
  if (!user || !recipe) return false;
  return recipe.createdBy._id === user._id || (household !== null && recipe.household._id === household._id);
}
