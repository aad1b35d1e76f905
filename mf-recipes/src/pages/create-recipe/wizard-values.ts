import { recipeDefaults } from '@hearth/contracts/recipes';
import type { ImageValue } from '../../components/ImageUploader';
import { newIngredientRow, type IngredientRow } from '../../components/ingredient-row';

/** Everything the wizard's six steps collect (one antd form across them). */
export interface WizardValues {
  title: string;
  category?: string;
  customCategory?: string;
  prepTime: number | null;
  cookTime: number | null;
  servings?: number | null;
  ingredients: IngredientRow[];
  preheatOven: boolean;
  ovenTemperature?: string;
  prepSteps: string[];
  cookSteps: string[];
  isPrivate: boolean;
  /** The picture chosen on the review step, already uploaded; null for none. */
  image: ImageValue;
}

/** A new recipe: prep 15, cook 30 minutes, one ingredient row, one empty step of each kind, no picture. */
export const initialWizardValues = (): WizardValues => ({
  title: '',
  prepTime: recipeDefaults.prepTime,
  cookTime: recipeDefaults.cookTime,
  ingredients: [newIngredientRow()],
  preheatOven: false,
  prepSteps: [''],
  cookSteps: [''],
  isPrivate: recipeDefaults.isPrivate,
  image: null,
});
