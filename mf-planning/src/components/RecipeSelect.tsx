import Select from 'antd/es/select';
import { useMemo, useState } from 'react';
import type { RecipeReference } from '@hearth/contracts/planning';
import { useDebounced } from '@hearth/host';
import { useGetRecipeOptionsQuery } from '../api/planning-api';

/** The 'None' choice of the meal dialog. */
export const NO_RECIPE = '';

interface CommonProps {
  id?: string;
  'aria-label'?: string;
  /** Recipes already chosen, so they keep their titles while another search is shown. */
  known?: RecipeReference[];
}

type RecipeSelectProps = CommonProps &
  (
    | { mode: 'single'; value?: string; onChange?: (value: string) => void }
    | { mode: 'multiple'; value?: string[]; onChange?: (value: string[]) => void }
  );

/**
 * Recipes to pick, searched on the server: the household's recipes until something is typed, then
 * every recipe the household may use whose title matches. One recipe (with 'None') or several.
 */
export function RecipeSelect({ known = [], mode, ...props }: RecipeSelectProps) {
  const [search, setSearch] = useState('');
  const settled = useDebounced(search.trim());
  const { currentData, isFetching } = useGetRecipeOptionsQuery(settled);
  // What the server found for the words in the box, never an answer to earlier words.
  const data = settled === search.trim() ? currentData : undefined;
  const [seen, setSeen] = useState<RecipeReference[]>([]);

  const options = useMemo(() => {
    const found = (data?.recipes ?? []).map(({ _id, title }) => ({ _id, title }));
    const byId = new Map([...known, ...seen, ...found].map((recipe) => [recipe._id, recipe]));
    const shown = search ? found : [...byId.values()];
    const recipes = shown.map((recipe) => ({ value: recipe._id, label: recipe.title }));
    return mode === 'single' && !search ? [{ value: NO_RECIPE, label: 'None' }, ...recipes] : recipes;
  }, [data, known, seen, search, mode]);

  const remember = (ids: string[]) => {
    const titles = new Map((data?.recipes ?? []).map((recipe) => [recipe._id, recipe.title]));
    const picked = ids.flatMap((id) => (titles.has(id) ? [{ _id: id, title: titles.get(id)! }] : []));
    if (picked.length) setSeen((current) => [...current, ...picked]);
  };

  return (
    <Select
      {...(props as object)}
      mode={mode === 'multiple' ? 'multiple' : undefined}
      size="large"
      options={options}
      loading={isFetching || data === undefined}
      virtual={false}
      placeholder={mode === 'multiple' ? 'Search recipes' : undefined}
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      notFoundContent={data === undefined ? 'Searching…' : 'No recipes found'}
      onChange={(value: string | string[]) => {
        remember(Array.isArray(value) ? value : [value]);
        setSearch('');
        (props.onChange as ((next: string | string[]) => void) | undefined)?.(value);
      }}
      style={{ width: '100%' }}
    />
  );
}
