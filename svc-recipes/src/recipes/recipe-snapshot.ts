import type { EventPayload } from '@hearth/events';
import { imageUrls } from '../images/image-files';
import type { RecipeRow } from './recipe-queries';

/** A recipe's picture as `recipe.created` / `recipe.updated` tell it: its served files once ready, else null. */
export function announcedPicture(hash: string | null, status: RecipeRow['imageStatus']): { url: string; cardUrl: string } | null {
  return hash && status === 'ready' ? imageUrls(hash) : null;
}

/** What `recipe.created` and `recipe.updated` say of a recipe (packages/events, recipe-events.ts). */
export function recipeSnapshot(row: RecipeRow): EventPayload<'recipe.created'> {
  return {
    recipeId: row.id,
    householdId: row.householdId,
    createdBy: row.createdBy,
    title: row.title,
    isPrivate: row.isPrivate,
    servings: row.servings,
    image: announcedPicture(row.imageHash, row.imageStatus),
    ingredients: row.ingredients.map((line) => ({ ingredientId: line.id, name: line.name, quantity: line.quantity, unit: line.unit })),
  };
}
