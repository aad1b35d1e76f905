import type { RecipeReference } from '@hearth/contracts/planning';
import type { EventPayload } from '@hearth/events';
import { schemaOf } from '@hearth/service-kit';
import type { EntityManager } from 'typeorm';

type RecipeSnapshot = EventPayload<'recipe.created'>;

/** One ingredient line of a recipe, as a shopping list takes it. */
export interface IngredientLine {
  recipeId: string;
  ingredientId: string | null;
  name: string;
  quantity: number;
  unit: string;
}

/**
 * Adds or refreshes a recipe and replaces its ingredient lines; the ingredients it names join the
 * catalogue. A recipe deleted already stays deleted (an update may arrive late).
 */
export async function upsertRecipe(manager: EntityManager, recipe: RecipeSnapshot): Promise<void> {
  const schema = schemaOf(manager.connection);
  const refreshed: unknown[] = await manager.query(
    `INSERT INTO "${schema}".recipes (id, household_id, title, is_private) VALUES ($1, $2, $3, $4)
     ON CONFLICT (id) DO UPDATE SET household_id = EXCLUDED.household_id, title = EXCLUDED.title, is_private = EXCLUDED.is_private
       WHERE recipes.deleted_at IS NULL
     RETURNING id`,
    [recipe.recipeId, recipe.householdId, recipe.title, recipe.isPrivate],
  );
  if (refreshed.length === 0) return;
  await manager.query(`DELETE FROM "${schema}".recipe_ingredients WHERE recipe_id = $1`, [recipe.recipeId]);
  if (recipe.ingredients.length === 0) return;
  await manager.query(
    `INSERT INTO "${schema}".recipe_ingredients (recipe_id, position, ingredient_id, name, quantity, unit)
     SELECT $1, line.position, line.ingredient_id, line.name, line.quantity, line.unit
     FROM jsonb_to_recordset($2::jsonb) AS line(position int, ingredient_id uuid, name text, quantity double precision, unit text)`,
    [
      recipe.recipeId,
      JSON.stringify(recipe.ingredients.map((line, position) => ({ position, ingredient_id: line.ingredientId, name: line.name, quantity: line.quantity, unit: line.unit }))),
    ],
  );
  await manager.query(
    `INSERT INTO "${schema}".ingredients (id, name)
     SELECT DISTINCT ON (ingredient_id) ingredient_id, name FROM "${schema}".recipe_ingredients
     WHERE recipe_id = $1 AND ingredient_id IS NOT NULL
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name`,
    [recipe.recipeId],
  );
}

/** A catalogue ingredient, by id, as svc-recipes announced it; a name a recipe's line gave it is kept. */
export async function addCatalogueIngredient(manager: EntityManager, id: string, name: string): Promise<void> {
  await manager.query(`INSERT INTO "${schemaOf(manager.connection)}".ingredients (id, name) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING`, [id, name]);
}

/** A tombstone: meals and lists keep showing the title; the lines are gone. */
export async function tombstoneRecipe(manager: EntityManager, recipeId: string, householdId: string): Promise<void> {
  const schema = schemaOf(manager.connection);
  await manager.query(
    `INSERT INTO "${schema}".recipes (id, household_id, title, is_private, deleted_at) VALUES ($1, $2, '', true, now())
     ON CONFLICT (id) DO UPDATE SET deleted_at = COALESCE(recipes.deleted_at, now())`,
    [recipeId, householdId],
  );
  await manager.query(`DELETE FROM "${schema}".recipe_ingredients WHERE recipe_id = $1`, [recipeId]);
}

/** Of `ids`, the recipes a member of `householdId` may use: not deleted, and public or their household's. */
export async function findUsableRecipeIds(manager: EntityManager, ids: string[], householdId: string): Promise<Set<string>> {
  const rows: { id: string }[] = await manager.query(
    `SELECT id FROM "${schemaOf(manager.connection)}".recipes
     WHERE id = ANY($1::uuid[]) AND deleted_at IS NULL AND (NOT is_private OR household_id = $2)`,
    [ids, householdId],
  );
  return new Set(rows.map((row) => row.id));
}

/** The ingredient lines of the recipes, in recipe order as given (a recipe named twice counts twice). */
export async function findIngredientLines(manager: EntityManager, recipeIds: string[]): Promise<IngredientLine[]> {
  const rows: IngredientLine[] = await manager.query(
    `SELECT recipe_id AS "recipeId", ingredient_id AS "ingredientId", name, quantity, unit
     FROM "${schemaOf(manager.connection)}".recipe_ingredients WHERE recipe_id = ANY($1::uuid[]) ORDER BY recipe_id, position`,
    [[...new Set(recipeIds)]],
  );
  return recipeIds.flatMap((id) => rows.filter((row) => row.recipeId === id));
}

/** The id and title of each recipe of `ids` this service knows. */
export async function findRecipeReferences(manager: EntityManager, ids: string[]): Promise<RecipeReference[]> {
  return manager.query(`SELECT id AS "_id", title FROM "${schemaOf(manager.connection)}".recipes WHERE id = ANY($1::uuid[])`, [ids]);
}

export async function findIngredientName(manager: EntityManager, ingredientId: string): Promise<string | undefined> {
  const [row] = await manager.query(`SELECT name FROM "${schemaOf(manager.connection)}".ingredients WHERE id = $1`, [ingredientId]);
  return row?.name;
}
