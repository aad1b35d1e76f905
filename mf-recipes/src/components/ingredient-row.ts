// An ingredient row of the recipe forms (IngredientRows.tsx), apart from the rows' inputs: the
// wizard's first step and the calls need it without them.
import { recipeDefaults, recipeUnits } from '@hearth/contracts/recipes';

export interface IngredientRow {
  name: string;
  quantity: number | null;
  unit: string;
}

/** A new row: quantity 1, unit whole (docs/product/recipes.md "Constants"). */
export const newIngredientRow = (): IngredientRow => ({ name: '', ...recipeDefaults.ingredient });

/** The rows as the recipe calls send them. */
export const ingredientLines = (rows: IngredientRow[]) =>
  rows.map((row) => ({ name: row.name.trim(), quantity: row.quantity ?? 0, unit: row.unit as (typeof recipeUnits)[number] }));
