import { recipesMessages as messages } from '@hearth/contracts/recipes';
import { errorMessage, isApiError } from '@hearth/host';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCreateCategoryMutation, useCreateRecipeMutation } from '../../api/recipes-api';
import { ingredientLines } from '../../components/ingredient-row';
import { buildInstructions } from './build-instructions';
import type { WizardValues } from './wizard-values';

/** The existing category a failed POST /categories names (`data.category._id`, the 409 body), if any. */
export function existingCategoryId(failure: unknown): string | undefined {
  const category = isApiError(failure) ? failure.data?.category : undefined;
  const id = typeof category === 'object' && category !== null ? (category as { _id?: unknown })._id : undefined;
  return typeof id === 'string' ? id : undefined;
}

/**
 * The wizard's submit (docs/product/recipes.md "Create a recipe"): a new category first (or the
 * existing one its 409 names), then the recipe with the instructions built from the steps and the
 * picture's id (uploaded when chosen, as the edit form's is), then /recipes/{newId}. Failure: the
 * server's message, else 'Failed to create recipe'.
 */
export function useCreateRecipe() {
  const [createCategory] = useCreateCategoryMutation();
  const [createRecipe] = useCreateRecipeMutation();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const categoryFor = async (values: WizardValues, creatingCategory: boolean) => {
    if (!creatingCategory) return values.category ?? '';
    try {
      return (await createCategory({ name: values.customCategory?.trim() ?? '' }).unwrap())._id;
    } catch (error) {
      const existing = existingCategoryId(error);
      if (existing) return existing;
      throw error;
    }
  };

  const submit = async (values: WizardValues, creatingCategory: boolean) => {
    setSubmitting(true);
    setFailure(null);
    try {
      const created = await createRecipe({
        title: values.title.trim(),
        category: await categoryFor(values, creatingCategory),
        ingredients: ingredientLines(values.ingredients),
        instructions: buildInstructions(values),
        isPrivate: values.isPrivate,
        prepTime: values.prepTime ?? 0,
        cookTime: values.cookTime ?? 0,
        ...(values.servings ? { servings: values.servings } : {}),
        ...(values.image?._id ? { image: values.image._id } : {}),
      }).unwrap();
      navigate(`/recipes/${created._id}`);
    } catch (error) {
      setFailure(errorMessage(error, messages.createFailed));
      setSubmitting(false);
    }
  };

  return { submit, submitting, failure };
}
