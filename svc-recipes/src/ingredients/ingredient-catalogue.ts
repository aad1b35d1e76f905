import { recipesLimits, recipesOwnMessages } from '@hearth/contracts/recipes';
import type { Queryable } from '@hearth/service-kit';
import type { Named } from '../catalogue/catalogue-queries';
import { namedCatalogue } from '../catalogue/named-catalogue';
import { findIngredientsByLowerName, ingredientInUse, ingredientVisibleTo, insertMissingIngredients } from './ingredient-queries';

/**
 * Everyone's entries (added by name), and those a recipe the caller may see uses: the
 * ingredients of a private recipe are its household's and its creator's alone.
 */
export const ingredientCatalogue = namedCatalogue('ingredients', {
  messages: { notFound: recipesOwnMessages.ingredientNotFound, exists: recipesOwnMessages.ingredientExists },
  conflictKey: 'ingredient',
  listsNames: true,
  quota: { name: 'new-ingredients', perDay: recipesLimits.newIngredientsPerDay, message: recipesOwnMessages.tooManyNewIngredients },
  inUse: ingredientInUse,
  shownByName: false,
  visibleTo: ingredientVisibleTo,
  // svc-planning puts it on shopping lists by id.
  announce: (entry, emit) => emit('ingredient.created', { ingredientId: entry._id, name: entry.name }),
});

/**
 * The catalogue entries for a recipe's names, added where missing, keyed by lower-cased name.
 * Safe when concurrent recipes name the same new ingredient: the unique index decides, and the
 * loser reads the winner's row.
 */
export async function findOrCreateIngredients(db: Queryable, names: string[]): Promise<Map<string, Named>> {
  const unique = [...new Map(names.map((name) => [name.toLowerCase(), name])).values()];
  await insertMissingIngredients(db, unique);
  const rows = await findIngredientsByLowerName(
    db,
    unique.map((name) => name.toLowerCase()),
  );
  return new Map(rows.map((row) => [row.name.toLowerCase(), row]));
}
