import { z } from 'zod';
import { defineEvent, id } from './define-event';

const recipeIngredient = z.object({
  ingredientId: id.nullable(),
  name: z.string(),
  quantity: z.number(),
  unit: z.string(),
});

const recipeSnapshot = z.object({
  recipeId: id,
  householdId: id,
  createdBy: id,
  title: z.string(),
  isPrivate: z.boolean(),
  /** How many the lines serve (a planned meal scales by it); absent from events sent before it was told. */
  servings: z.number().int().positive().nullable().optional(),
  /**
   * Its picture once ready, as the recipe API serves it (`url` the detail size, `cardUrl` the
   * card's, both under /api/images/); null while it has none ready (none, still pending, failed).
   * A picture that becomes ready later is announced by a `recipe.updated` then. Absent from
   * events sent before pictures were announced: a consumer keeps what it knew.
   */
  image: z.object({ url: z.string(), cardUrl: z.string() }).nullable().optional(),
  ingredients: z.array(recipeIngredient),
});

export const recipeCreated = defineEvent('recipe.created', 1, recipeSnapshot);
export const recipeUpdated = defineEvent('recipe.updated', 1, recipeSnapshot);
export const recipeDeleted = defineEvent(
  'recipe.deleted',
  1,
  z.object({ recipeId: id, householdId: id }),
);

/** A catalogue ingredient added by name (POST /ingredients); a recipe's lines carry the ones they add. */
export const ingredientCreated = defineEvent('ingredient.created', 1, z.object({ ingredientId: id, name: z.string() }));

export const imageUploaded = defineEvent(
  'image.uploaded',
  1,
  z.object({ imageId: id, recipeId: id.nullable(), uploadedBy: id }),
);

export const imageProcessed = defineEvent(
  'image.processed',
  1,
  z.object({ imageId: id, status: z.enum(['ready', 'failed']), url: z.string().nullable() }),
);
