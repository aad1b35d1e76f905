import type { EventHandlers } from '@hearth/service-kit';
import { addCatalogueIngredient, tombstoneRecipe, upsertRecipe } from './recipe-queries';

/**
 * svc-recipes' events: each recipe's title, visibility, picture and ingredient lines, and the
 * catalogue's ingredients, so meals and lists are built and shown without asking svc-recipes. A
 * deleted recipe keeps its title. Replicas apply them in any order: a recipe follows the event
 * latest in svc-recipes' order (its position), and a deleted one stays deleted.
 */
export const recipeProjection: EventHandlers = {
  'recipe.created': async ({ payload, occurredAt, position = null }, tx) => upsertRecipe(tx.manager, payload, occurredAt, position),
  'recipe.updated': async ({ payload, occurredAt, position = null }, tx) => upsertRecipe(tx.manager, payload, occurredAt, position),
  'recipe.deleted': async ({ payload }, tx) => tombstoneRecipe(tx.manager, payload.recipeId, payload.householdId),
  'ingredient.created': async ({ payload }, tx) => addCatalogueIngredient(tx.manager, payload.ingredientId, payload.name),
};
