import type { Ingredient } from '@hearth/contracts/recipes';
import { useDebounced } from '@hearth/host';
import { useSearchIngredientsQuery } from '../../api/planning-api';

/** The ingredient catalogue matching what is typed, asked once per pause in typing; nothing before a letter is typed. */
export function useSearchIngredients(search: string): Ingredient[] {
  const settled = useDebounced(search.trim());
  const { currentData } = useSearchIngredientsQuery(settled, { skip: !settled });
  return settled ? (currentData ?? []) : [];
}
