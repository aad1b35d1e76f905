import { firstRow, rows, sql, type Queryable } from '@hearth/service-kit';
import { detailsOf, type RecipeRow } from '../recipes/recipe-queries';

/** Every recipe of the household, with its lines and picture (`recipes_household_newest` finds them). */
export function findHouseholdRecipes(db: Queryable, householdId: string): Promise<RecipeRow[]> {
  return rows<RecipeRow>(db, detailsOf(sql`SELECT id FROM recipes WHERE household_id = ${householdId}`));
}

export async function findHouseholdName(db: Queryable, householdId: string): Promise<string> {
  return (await firstRow<{ name: string }>(db, sql`SELECT name FROM households WHERE id = ${householdId}`))?.name ?? '';
}
