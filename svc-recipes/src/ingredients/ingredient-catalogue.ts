import { recipesLimits, recipesOwnMessages } from '@hearth/contracts/recipes';
import { schemaOf } from '@hearth/service-kit';
import type { EntityManager } from 'typeorm';
import { namedCatalogue, type Named } from '../catalogue/named-catalogue';
import { recipeVisibleTo } from '../recipes/recipe-queries';

/**
 * Everyone's entries (added by name), and those a recipe the caller may see uses: the
 * ingredients of a private recipe are its household's and its creator's alone.
 */
export const ingredientCatalogue = namedCatalogue('ingredients', {
  messages: { notFound: recipesOwnMessages.ingredientNotFound, exists: recipesOwnMessages.ingredientExists },
  conflictKey: 'ingredient',
  listsNames: true,
  quota: { name: 'new-ingredients', perDay: recipesLimits.newIngredientsPerDay, message: recipesOwnMessages.tooManyNewIngredients },
  usedSql: (schema) => `EXISTS (SELECT 1 FROM "${schema}".recipe_ingredients used WHERE used.ingredient_id = c.id)`,
  shownByName: false,
  visibleTo: (actor, param, schema) => `(c.listed OR EXISTS (
    SELECT 1 FROM "${schema}".recipe_ingredients ri JOIN "${schema}".recipes r ON r.id = ri.recipe_id
    WHERE ri.ingredient_id = c.id AND ${recipeVisibleTo(actor, param, schema)}))`,
  // svc-planning puts it on shopping lists by id.
  announce: (entry, emit) => emit('ingredient.created', { ingredientId: entry._id, name: entry.name }),
});

/**
 * The catalogue entries for a recipe's names, added where missing, keyed by lower-cased name.
 * Safe when concurrent recipes name the same new ingredient: the unique index decides, and the
 * loser reads the winner's row.
 */
export async function findOrCreateIngredients(manager: EntityManager, names: string[]): Promise<Map<string, Named>> {
  const schema = schemaOf(manager.connection);
  const unique = [...new Map(names.map((name) => [name.toLowerCase(), name])).values()];
  await manager.query(`INSERT INTO "${schema}".ingredients (name) SELECT unnest($1::text[]) ON CONFLICT ((lower(name))) DO NOTHING`, [
    unique,
  ]);
  const rows: Named[] = await manager.query(`SELECT id AS "_id", name FROM "${schema}".ingredients WHERE lower(name) = ANY($1::text[])`, [
    unique.map((name) => name.toLowerCase()),
  ]);
  return new Map(rows.map((row) => [row.name.toLowerCase(), row]));
}
