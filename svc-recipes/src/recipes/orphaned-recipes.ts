import { schemaOf, type Transaction } from '@hearth/service-kit';
import { removeUnusedFilesSoon } from '../images/image-use';
import type { RecipesDeps } from '../recipes-deps';
import { deleteRecipes } from './recipe-removal';

/**
 * A recipe nobody can ever change again is deleted: its household has ceased to exist and its
 * creator's account is deleted (svc-recipes/README.md "Deleted accounts and households"). The
 * two events arrive in either order, so both run this, narrowed to the household or the creator.
 */
export async function deleteOrphanedRecipes(deps: RecipesDeps, tx: Transaction, by: { householdId: string } | { userId: string }) {
  const schema = schemaOf(tx.manager.connection);
  const [column, value] = 'householdId' in by ? ['household_id', by.householdId] : ['created_by', by.userId];
  const rows: { id: string }[] = await tx.manager.query(
    `SELECT r.id FROM "${schema}".recipes r
     JOIN "${schema}".households h ON h.id = r.household_id AND h.deleted_at IS NOT NULL
     JOIN "${schema}".users u ON u.id = r.created_by AND u.deleted_at IS NOT NULL
     WHERE r.${column} = $1
     FOR UPDATE OF r`,
    [value],
  );
  const released = await deleteRecipes(
    tx,
    rows.map((row) => row.id),
  );
  removeUnusedFilesSoon(deps, released);
}
