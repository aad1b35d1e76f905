import AutoComplete from 'antd/es/auto-complete';
import { recipesLimits as limits } from '@hearth/contracts/recipes';
import { useEffect, useState } from 'react';
import { useGetIngredientsQuery } from '../api/recipes-api';

/** How long typing must pause before the catalogue is asked for names. */
export const SUGGEST_DEBOUNCE_MS = 300;
/** How many names are suggested at most. */
export const SUGGESTIONS = 8;

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

interface IngredientNameInputProps {
  value?: string;
  onChange?: (value: string) => void;
  'aria-label': string;
}

/**
 * An ingredient's name, suggesting the catalogue's names that contain what is typed
 * (GET /ingredients?search=, asked once typing pauses). Any name may still be typed: the
 * service adds new ones to the catalogue.
 */
export function IngredientNameInput({ value = '', onChange, 'aria-label': label }: IngredientNameInputProps) {
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim(), SUGGEST_DEBOUNCE_MS);
  const { data: found = [] } = useGetIngredientsQuery({ search, limit: SUGGESTIONS }, { skip: search === '' });
  // The name as typed is already in the box: suggest only other names.
  const options = search === '' ? [] : found.filter((ingredient) => ingredient.name !== value).map((ingredient) => ({ value: ingredient.name }));
  return (
    <AutoComplete
      size="large"
      value={value}
      options={options}
      placeholder="Ingredient"
      aria-label={label}
      maxLength={limits.ingredientNameMax}
      virtual={false}
      onSearch={setTyped}
      onChange={(next: string) => onChange?.(next)}
      style={{ width: '100%' }}
    />
  );
}
