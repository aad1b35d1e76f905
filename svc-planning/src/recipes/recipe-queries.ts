import type { RecipeReference } from '@hearth/contracts/planning';
import type { EventPayload } from '@hearth/events';
import { firstRow, rows, run, sql, type Queryable } from '@hearth/service-kit';

type RecipeSnapshot = EventPayload<'recipe.created'>;

/** A recipe put on a list: for `servings` people, or as it is written when null. */
export interface RecipeUse {
  recipeId: string;
  servings: number | null;
}

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
 * catalogue. The snapshot at `position` (its event's place in svc-recipes' order) replaces one at
 * a lower position and is ignored after a later one, whichever arrives first. A recipe deleted
 * stays deleted, keeping the title of its latest snapshot. Events without a position (from before
 * positions) apply only to a live recipe none is known for, as before: the last to arrive wins,
 * but for the picture (the card-size one), which follows the announcement made last
 * (`announcedAt`, the event's time), and is left as it is by one that says nothing of pictures
 * (sent before they were announced).
 */
export async function upsertRecipe(db: Queryable, recipe: RecipeSnapshot, announcedAt: string, position: number | null): Promise<void> {
  const told = recipe.image !== undefined;
  const refreshed = await rows(
    db,
    sql`INSERT INTO recipes (id, household_id, title, is_private, servings, image_card_url, image_announced_at, event_position)
        VALUES (${recipe.recipeId}, ${recipe.householdId}, ${recipe.title}, ${recipe.isPrivate}, ${recipe.servings ?? null},
                ${recipe.image?.cardUrl ?? null}, ${told ? announcedAt : null}::timestamptz, ${position}::bigint)
        ON CONFLICT (id) DO UPDATE SET household_id = EXCLUDED.household_id, title = EXCLUDED.title, is_private = EXCLUDED.is_private, servings = EXCLUDED.servings,
          image_card_url = CASE WHEN EXCLUDED.image_announced_at IS NOT NULL
                                     AND (EXCLUDED.event_position IS NOT NULL OR recipes.image_announced_at IS NULL
                                          OR EXCLUDED.image_announced_at >= recipes.image_announced_at)
                                THEN EXCLUDED.image_card_url ELSE recipes.image_card_url END,
          image_announced_at = GREATEST(recipes.image_announced_at, EXCLUDED.image_announced_at),
          event_position = EXCLUDED.event_position
          WHERE recipes.deleted_at IS NULL AND (recipes.event_position IS NULL OR recipes.event_position < EXCLUDED.event_position)
        RETURNING id`,
  );
  if (refreshed.length === 0) {
    await retitleDeletedRecipe(db, recipe, position);
    return;
  }
  await run(db, sql`DELETE FROM recipe_ingredients WHERE recipe_id = ${recipe.recipeId}`);
  if (recipe.ingredients.length === 0) return;
  const lines = recipe.ingredients.map((line, index) => ({ position: index, ingredient_id: line.ingredientId, name: line.name, quantity: line.quantity, unit: line.unit }));
  await run(
    db,
    sql`INSERT INTO recipe_ingredients (recipe_id, position, ingredient_id, name, quantity, unit)
        SELECT ${recipe.recipeId}, line.position, line.ingredient_id, line.name, line.quantity, line.unit
        FROM jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) AS line(position int, ingredient_id uuid, name text, quantity double precision, unit text)`,
  );
  await run(
    db,
    sql`INSERT INTO ingredients (id, name)
        SELECT DISTINCT ON (ingredient_id) ingredient_id, name FROM recipe_ingredients
        WHERE recipe_id = ${recipe.recipeId} AND ingredient_id IS NOT NULL
        ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name`,
  );
}

/** A catalogue ingredient, by id, as svc-recipes announced it; a name a recipe's line gave it is kept. */
export async function addCatalogueIngredient(db: Queryable, id: string, name: string): Promise<void> {
  await run(db, sql`INSERT INTO ingredients (id, name) VALUES (${id}, ${name}) ON CONFLICT (id) DO NOTHING`);
}

/** A snapshot arriving after its recipe's deletion: the title meals and lists show follows the latest one. */
async function retitleDeletedRecipe(db: Queryable, recipe: RecipeSnapshot, position: number | null): Promise<void> {
  await run(
    db,
    sql`UPDATE recipes SET title = ${recipe.title}, household_id = ${recipe.householdId}, event_position = ${position}::bigint
        WHERE id = ${recipe.recipeId} AND deleted_at IS NOT NULL AND ${position}::bigint IS NOT NULL
          AND (event_position IS NULL OR event_position < ${position}::bigint)`,
  );
}

/**
 * A tombstone: meals and lists keep showing the title; the lines and the picture (its files may go
 * with it) are gone. For good, whatever arrives after: ids are never reused.
 */
export async function tombstoneRecipe(db: Queryable, recipeId: string, householdId: string): Promise<void> {
  await run(
    db,
    sql`INSERT INTO recipes (id, household_id, title, is_private, deleted_at) VALUES (${recipeId}, ${householdId}, '', true, now())
        ON CONFLICT (id) DO UPDATE SET deleted_at = COALESCE(recipes.deleted_at, now()), image_card_url = NULL`,
  );
  await run(db, sql`DELETE FROM recipe_ingredients WHERE recipe_id = ${recipeId}`);
}

/** Of `ids`, the recipes a member of `householdId` may use: not deleted, and public or their household's. */
export async function findUsableRecipeIds(db: Queryable, ids: string[], householdId: string): Promise<Set<string>> {
  const usable = await rows<{ id: string }>(
    db,
    sql`SELECT id FROM recipes
        WHERE id = ANY(${ids}::uuid[]) AND deleted_at IS NULL AND (NOT is_private OR household_id = ${householdId})`,
  );
  return new Set(usable.map((row) => row.id));
}

/**
 * The ingredient lines of the recipes, in the order of `uses` (a recipe used twice counts twice),
 * each scaled from the servings its recipe is written for to those of its use. A recipe that
 * does not say how many it serves is taken as written.
 */
export async function findIngredientLines(db: Queryable, uses: RecipeUse[]): Promise<IngredientLine[]> {
  const lines = await rows<IngredientLine & { written: number | null }>(
    db,
    sql`SELECT ri.recipe_id AS "recipeId", ri.ingredient_id AS "ingredientId", ri.name, ri.quantity, ri.unit, r.servings AS written
        FROM recipe_ingredients ri JOIN recipes r ON r.id = ri.recipe_id
        WHERE ri.recipe_id = ANY(${[...new Set(uses.map((use) => use.recipeId))]}::uuid[]) ORDER BY ri.recipe_id, ri.position`,
  );
  return uses.flatMap(({ recipeId, servings }) =>
    lines
      .filter((line) => line.recipeId === recipeId)
      .map(({ written, ...line }) => (servings && written ? { ...line, quantity: (line.quantity * servings) / written } : line)),
  );
}

/** The id and title of each recipe of `ids` this service knows. */
export function findRecipeReferences(db: Queryable, ids: string[]): Promise<RecipeReference[]> {
  return rows<RecipeReference>(db, sql`SELECT id AS "_id", title FROM recipes WHERE id = ANY(${ids}::uuid[])`);
}

export async function findIngredientName(db: Queryable, ingredientId: string): Promise<string | undefined> {
  return (await firstRow<{ name: string }>(db, sql`SELECT name FROM ingredients WHERE id = ${ingredientId}`))?.name;
}
