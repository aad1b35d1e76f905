import { rows, run, sql, type Actor, type Queryable, type Sql } from '@hearth/service-kit';
import type { Named } from '../catalogue/catalogue-queries';
import { recipeVisibleTo } from '../recipes/recipe-queries';

/** SQL: a recipe uses the ingredient `c`. */
export const ingredientInUse = sql`EXISTS (SELECT 1 FROM recipe_ingredients used WHERE used.ingredient_id = c.id)`;

/** SQL: `actor` may see the ingredient `c`: it was added by name, or a recipe they may see uses it. */
export const ingredientVisibleTo = (actor: Actor | null): Sql => sql`(c.listed OR EXISTS (
    SELECT 1 FROM recipe_ingredients ri JOIN recipes r ON r.id = ri.recipe_id
    WHERE ri.ingredient_id = c.id AND ${recipeVisibleTo(actor)}))`;

/** Adds the names not in the catalogue in any case (the unique index decides between concurrent adds). */
export async function insertMissingIngredients(db: Queryable, names: string[]): Promise<void> {
  await run(db, sql`INSERT INTO ingredients (name) SELECT unnest(${names}::text[]) ON CONFLICT ((lower(name))) DO NOTHING`);
}

export async function findIngredientsByLowerName(db: Queryable, lowerNames: string[]): Promise<Named[]> {
  return rows<Named>(db, sql`SELECT id AS "_id", name FROM ingredients WHERE lower(name) = ANY(${lowerNames}::text[])`);
}
