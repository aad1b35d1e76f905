import type { Transaction } from '@hearth/service-kit';
import { releaseImages } from '../images/image-use';
import { deleteRecipeRows } from './recipe-queries';

/**
 * Deletes recipes (their lines go with them), announces each, and releases their images.
 * Returns the hashes of the images released, for `removeUnusedFiles` after the commit.
 */
export async function deleteRecipes(tx: Transaction, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const gone = await deleteRecipeRows(tx.manager, ids);
  for (const row of gone) tx.emit('recipe.deleted', { recipeId: row.id, householdId: row.householdId });
  return releaseImages(
    tx.manager,
    gone.map((row) => row.imageId),
  );
}
