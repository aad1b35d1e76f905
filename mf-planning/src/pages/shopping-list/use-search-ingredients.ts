import type { Ingredient } from '@hearth/contracts/recipes';
import { useSearchIngredientsQuery } from '../../api/planning-api';
import { useDebounced } from '../../components/use-debounced';

/** The ingredient catalogue matching what is typed, asked once per pause in typing; nothing before a letter is typed. */
export function useSearchIngredients(search: string): Ingredient[] {
  const settled = useDebounced(search.trim());
  const { currentData } = useSearchIngredientsQuery(settled, { skip: !settled });
  return settled ? (currentData ?? []) : [];
}
