import type { EventHandlers } from '@hearth/service-kit';
import { addCatalogueIngredient, tombstoneRecipe, upsertRecipe } from './recipe-queries';

/**
 * svc-recipes' events: each recipe's title, visibility, picture and ingredient lines, and the
 * catalogue's ingredients, so meals and lists are built and shown without asking svc-recipes. A
 * deleted recipe keeps its title.
 */
export const recipeProjection: EventHandlers = {
  'recipe.created': async ({ payload, occurredAt }, tx) => upsertRecipe(tx.manager, payload, occurredAt),
  'recipe.updated': async ({ payload, occurredAt }, tx) => upsertRecipe(tx.manager, payload, occurredAt),
  'recipe.deleted': async ({ payload }, tx) => tombstoneRecipe(tx.manager, payload.recipeId, payload.householdId),
  'ingredient.created': async ({ payload }, tx) => addCatalogueIngredient(tx.manager, payload.ingredientId, payload.name),
};
