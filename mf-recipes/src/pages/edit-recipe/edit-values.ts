import type { CreateRecipeBody, Recipe, RecipeDraft, UpdateRecipeBody } from '@hearth/contracts/recipes';
import { ingredientLines, newIngredientRow, type IngredientRow } from '../../components/ingredient-row';
import type { ImageValue } from '../../components/ImageUploader';

/** The edit form's fields (docs/product/recipes.md "Edit a recipe"). */
export interface EditValues {
  title: string;
  category?: string;
  image: ImageValue;
  prepTime: number | null;
  cookTime: number | null;
  servings: number | null;
  ingredients: IngredientRow[];
  instructions: string;
  isPrivate: boolean;
}

export function editValuesOf(recipe: Recipe): EditValues {
  return {
    title: recipe.title,
    category: recipe.category?._id,
    image: recipe.image,
    prepTime: recipe.prepTime,
    cookTime: recipe.cookTime,
    servings: recipe.servings,
    ingredients:
      recipe.ingredients.length > 0
        ? recipe.ingredients.map((line) => ({ name: line.ingredient.name, quantity: line.quantity, unit: line.unit }))
        : [newIngredientRow()],
    instructions: recipe.instructions,
    isPrivate: recipe.isPrivate,
  };
}

/**
 * The PUT payload: every field, the image as its id (null when removed). An image the server
 * gave without an id is left out, which keeps it.
 */
export function updateBodyOf(values: EditValues): UpdateRecipeBody {
  const body: UpdateRecipeBody = {
    title: values.title.trim(),
    category: values.category ?? '',
    prepTime: values.prepTime ?? 0,
    cookTime: values.cookTime ?? 0,
    servings: values.servings ?? null,
    ingredients: ingredientLines(values.ingredients),
    instructions: values.instructions.trim(),
    isPrivate: values.isPrivate,
  };
  if (values.image === null) body.image = null;
  else if (values.image?._id) body.image = values.image._id;
  return body;
}

/** An imported recipe's draft on the same form, for review before it is created. */
export function draftValuesOf(draft: RecipeDraft): EditValues {
  return {
    title: draft.title,
    category: draft.category ?? undefined,
    image: draft.image,
    prepTime: draft.prepTime,
    cookTime: draft.cookTime,
    servings: draft.servings,
    ingredients: draft.ingredients.length > 0 ? draft.ingredients.map((line) => ({ ...line })) : [newIngredientRow()],
    instructions: draft.instructions,
    isPrivate: draft.isPrivate,
  };
}

/** The POST payload for a reviewed import: the edit form's fields, the picture by its id. */
export function createBodyOf(values: EditValues): CreateRecipeBody {
  const { image, servings, ...fields } = updateBodyOf(values);
  return {
    ...(fields as Required<typeof fields>),
    ...(servings ? { servings } : {}),
    ...(typeof image === 'string' ? { image } : {}),
  };
}
