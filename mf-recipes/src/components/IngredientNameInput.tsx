import type { AutoCompleteProps } from 'antd/es/auto-complete';
import Input from 'antd/es/input/Input';
import { recipesLimits as limits } from '@hearth/contracts/recipes';
import { useDebounced } from '@hearth/host';
import { useState, type ComponentType } from 'react';
import { useGetIngredientsQuery } from '../api/recipes-api';
import { useFocusHandover, useOnDemand } from './use-on-demand';

const loadAutoComplete = () => import('antd/es/auto-complete') as Promise<{ default: ComponentType<AutoCompleteProps<string>> }>;

/** How long typing must pause before the catalogue is asked for names. */
export const SUGGEST_DEBOUNCE_MS = 300;
/** How many names are suggested at most. */
export const SUGGESTIONS = 8;

interface IngredientNameInputProps {
  value?: string;
  onChange?: (value: string) => void;
  'aria-label': string;
}

/**
 * An ingredient's name, suggesting the catalogue's names that contain what is typed
 * (GET /ingredients?search=, asked once typing pauses). Any name may still be typed: the
 * service adds new ones to the catalogue. antd's AutoComplete (a Select underneath, ~35 KB
 * gzipped) loads when a name is first focused; until then a plain input takes the typing, and
 * the focus and caret move over once it is in.
 */
export function IngredientNameInput({ value = '', onChange, 'aria-label': label }: IngredientNameInputProps) {
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim(), SUGGEST_DEBOUNCE_MS);
  const { data: found = [] } = useGetIngredientsQuery({ search, limit: SUGGESTIONS }, { skip: search === '' });
  const [AutoComplete, load] = useOnDemand(loadAutoComplete);
  const { box, focused, tracking } = useFocusHandover(AutoComplete !== null);

  const common = { size: 'large', placeholder: 'Ingredient', 'aria-label': label, maxLength: limits.ingredientNameMax } as const;
  if (!AutoComplete) {
    return (
      <span ref={box} style={{ display: 'block' }}>
        <Input
          {...common}
          role="combobox"
          aria-expanded={false}
          aria-autocomplete="list"
          value={value}
          onFocus={(event) => {
            tracking.onFocus(event);
            load();
          }}
          onBlur={tracking.onBlur}
          onChange={(event) => {
            setTyped(event.target.value);
            onChange?.(event.target.value);
          }}
        />
      </span>
    );
  }
  // The name as typed is already in the box: suggest only other names.
  const options = search === '' ? [] : found.filter((ingredient) => ingredient.name !== value).map((ingredient) => ({ value: ingredient.name }));
  return (
    <span ref={box} style={{ display: 'block' }}>
      <AutoComplete
        {...common}
        value={value}
        options={options}
        virtual={false}
        // What was typed before it loaded asks for suggestions: show them when they come.
        defaultOpen={focused.current && typed !== ''}
        onSearch={setTyped}
        onChange={(next: string) => onChange?.(next)}
        style={{ width: '100%' }}
      />
    </span>
  );
}
