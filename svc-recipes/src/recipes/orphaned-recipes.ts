import type { Transaction } from '@hearth/service-kit';
import { removeUnusedFilesSoon } from '../images/image-use';
import type { RecipesDeps } from '../recipes-deps';
import { lockOrphanedRecipes } from './recipe-queries';
import { deleteRecipes } from './recipe-removal';

/**
 * A recipe nobody can ever change again is deleted: its household has ceased to exist and its
 * creator's account is deleted (svc-recipes/README.md "Deleted accounts and households"). The
 * two events arrive in either order, so both run this, narrowed to the household or the creator.
 */
export async function deleteOrphanedRecipes(deps: RecipesDeps, tx: Transaction, by: { householdId: string } | { userId: string }) {
  const released = await deleteRecipes(tx, await lockOrphanedRecipes(tx.manager, by));
  removeUnusedFilesSoon(deps, released);
}
