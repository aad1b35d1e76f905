import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { pageNumberOf } from '@hearth/host';

export interface ListFilters {
  search: string;
  category: string;
  page: number;
}

/** The filters a query string holds. */
export function filtersFrom(params: URLSearchParams): ListFilters {
  return { search: params.get('search') ?? '', category: params.get('category') ?? '', page: pageNumberOf(params.get('page')) };
}

/**
 * The list's search, category and page live in the URL (`/recipes?search=soup&category=...&page=2`):
 * a link shares them and the back button walks back through them. A new search or category
 * starts again from the first page.
 */
export function useListFilters() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);

  const update = useCallback(
    (changes: Partial<ListFilters>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === '' || value === 1 || value === undefined) next.delete(key);
          else next.set(key, String(value));
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      }),
    [setParams],
  );

  const clear = useCallback(() => setParams({}), [setParams]);

  return { filters, update, clear };
}
