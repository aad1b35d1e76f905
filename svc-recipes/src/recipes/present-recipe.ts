import { recipesOwnMessages, type Recipe, type RecipeImage } from '@hearth/contracts/recipes';
import { imageUrls } from '../images/image-files';
import type { RecipeRow } from './recipe-queries';

function presentImage(row: RecipeRow): RecipeImage | null {
  if (!row.imageId || !row.imageHash || !row.imageStatus) return null;
  return { _id: row.imageId, ...imageUrls(row.imageHash), status: row.imageStatus };
}

/** The recipe as the client sees it (docs/product/recipes.md "What a recipe is"). */
export function presentRecipe(row: RecipeRow): Recipe {
  return {
    _id: row.id,
    title: row.title,
    category: row.categoryId ? { _id: row.categoryId, name: row.categoryName ?? '' } : null,
    createdBy: { _id: row.createdBy, name: row.creatorDeleted ? recipesOwnMessages.deletedUser : (row.creatorName ?? '') },
    household: { _id: row.householdId, name: row.householdName ?? '' },
    isPrivate: row.isPrivate,
    prepTime: row.prepTime,
    cookTime: row.cookTime,
    servings: row.servings,
    sourceUrl: row.sourceUrl,
    ingredients: row.ingredients.map((line) => ({
      ingredient: { _id: line.id, name: line.name },
      quantity: line.quantity,
      unit: line.unit,
    })),
    instructions: row.instructions,
    image: presentImage(row),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}
