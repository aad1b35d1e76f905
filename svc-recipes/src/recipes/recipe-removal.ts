import { schemaOf, type Transaction } from '@hearth/service-kit';
import { releaseImages } from '../images/image-use';

/**
 * Deletes recipes (their lines go with them), announces each, and releases their images.
 * Returns the hashes of the images released, for `removeUnusedFiles` after the commit.
 */
export async function deleteRecipes(tx: Transaction, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows: { id: string; householdId: string; imageId: string | null }[] = await tx.manager.query(
    // A DELETE's RETURNING through TypeORM comes back as [rows, count]; a CTE answers plain rows.
    `WITH gone AS (
       DELETE FROM "${schemaOf(tx.manager.connection)}".recipes WHERE id = ANY($1::uuid[])
       RETURNING id, household_id AS "householdId", image_id AS "imageId"
     ) SELECT * FROM gone`,
    [ids],
  );
  for (const row of rows) tx.emit('recipe.deleted', { recipeId: row.id, householdId: row.householdId });
  return releaseImages(
    tx.manager,
    rows.map((row) => row.imageId),
  );
}
