import { parseIngredientLine } from '@hearth/contracts/recipes/ingredient-line';
import { recipeDefaults, recipesLimits as limits, type RecipeDraft, type UploadedImage } from '@hearth/contracts/recipes';
import type { SourceRecipe } from './schema-org-recipe';

const minutes = (value: number | undefined) => (value === undefined ? undefined : Math.min(Math.max(Math.round(value), 0), limits.minutesMax));

/**
 * What a source said, as the create form's fields: the title and instructions within their
 * limits, each ingredient line read into quantity, unit and name (at most the form's 100), times
 * from whichever two of prep, cook and total the source gave (a total alone is cooking time),
 * servings within 1 to 100 or none.
 */
export function draftOf(
  recipe: SourceRecipe,
  found: { category: { _id: string } | undefined; image: UploadedImage | null; sourceUrl: string },
): RecipeDraft {
  const prep = minutes(recipe.prepTime) ?? (recipe.totalTime !== undefined && recipe.cookTime !== undefined ? minutes(recipe.totalTime - recipe.cookTime) : undefined);
  const cook = minutes(recipe.cookTime) ?? (recipe.totalTime !== undefined ? minutes(recipe.totalTime - (prep ?? 0)) : undefined);
  const servings = recipe.servings !== undefined && recipe.servings >= limits.servingsMin && recipe.servings <= limits.servingsMax ? recipe.servings : null;
  return {
    title: recipe.title.slice(0, limits.titleMax).trim(),
    category: found.category?._id ?? null,
    categoryName: found.category ? null : (recipe.category?.slice(0, limits.categoryNameMax).trim() ?? null),
    prepTime: prep ?? 0,
    cookTime: cook ?? 0,
    servings,
    ingredients: recipe.ingredients.slice(0, limits.ingredientsMax).map(parseIngredientLine),
    instructions: recipe.instructions.slice(0, limits.instructionsMax),
    isPrivate: recipeDefaults.isPrivate,
    image: found.image,
    sourceUrl: found.sourceUrl,
  };
}
