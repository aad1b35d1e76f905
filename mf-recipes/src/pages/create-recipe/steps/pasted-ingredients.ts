import { parseIngredientLines } from '@hearth/contracts/recipes/ingredient-line';
import type { IngredientRow } from '../../../components/ingredient-row';

/** The rows a pasted list gives, read as imports read them: one a line, blank lines skipped. */
export const pastedRows = (text: string): IngredientRow[] =>
  parseIngredientLines(text).map(({ name, quantity, unit }) => ({ name, quantity, unit }));

/**
 * The form's rows with the pasted ones after them. Rows at the end without a name (the wizard's
 * first empty row, one just added) make way for them; rows with a name stay.
 */
export function withPastedRows(rows: IngredientRow[], pasted: IngredientRow[]): IngredientRow[] {
  let end = rows.length;
  while (end > 0 && !rows[end - 1]!.name?.trim()) end -= 1;
  return [...rows.slice(0, end), ...pasted];
}
