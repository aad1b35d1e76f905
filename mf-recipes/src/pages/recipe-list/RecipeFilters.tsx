import Button from 'antd/es/button';
import type { CSSProperties } from 'react';
import { recipesMessages as messages } from '@hearth/contracts/recipes';
import { spacing } from '@hearth/host';
import { touchTarget } from '@hearth/host/ui';
import { useGetCategoriesQuery } from '../../api/recipes-api';
import { LazySelect } from '../../components/LazySelect';
import { SearchBox } from './SearchBox';
import type { ListFilters } from './use-list-filters';

interface RecipeFiltersProps {
  filters: ListFilters;
  onChange: (changes: Partial<ListFilters>) => void;
  onClear: () => void;
  /** Phone layout: search and category share a row, 'Clear Filters' a small text button under them. */
  compact?: boolean;
}

/** Where each piece goes: a wrapping row on wider screens; on a phone a two-column grid (search flexible, category 40%). */
const layouts = {
  wide: {
    row: { display: 'flex', flexWrap: 'wrap', gap: spacing(2), alignItems: 'center' },
    search: { flex: '2 1 280px', minWidth: 0 },
    category: { flex: '1 1 200px', minWidth: 0 },
    clear: { flex: '0 0 auto' },
  },
  compact: {
    row: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 40%', columnGap: spacing(1), rowGap: spacing(0.5), alignItems: 'center' },
    search: { minWidth: 0 },
    category: { minWidth: 0 },
    clear: { gridColumn: '1 / -1', justifySelf: 'end', paddingInline: spacing(1) },
  },
} satisfies Record<string, Record<string, CSSProperties>>;

/** docs/product/recipes.md "Recipe list": the search box, the category filter and 'Clear Filters'. */
export function RecipeFilters({ filters, onChange, onClear, compact = false }: RecipeFiltersProps) {
  const { data: categories = [], isLoading } = useGetCategoriesQuery();
  const options = [
    { value: '', label: messages.allCategories },
    ...categories.map((category) => ({ value: category._id, label: category.name })),
  ];
  const layout = compact ? layouts.compact : layouts.wide;
  return (
    <div role="search" style={layout.row}>
      <div style={layout.search}>
        <SearchBox value={filters.search} onSearch={(search) => onChange({ search })} />
      </div>
      <LazySelect
        style={layout.category}
        size="large"
        aria-label="Category"
        loading={isLoading}
        value={filters.category}
        options={options}
        virtual={false}
        // On a phone the select is narrow; its list opens as wide as the names need.
        popupMatchSelectWidth={!compact}
        showSearch={{ optionFilterProp: 'label' }}
        onChange={(category: string) => onChange({ category })}
      />
      <Button
        size="large"
        type={compact ? 'text' : 'default'}
        style={{ ...touchTarget, ...layout.clear }}
        onClick={onClear}
        disabled={!filters.search && !filters.category}
      >
        {messages.clearFilters}
      </Button>
    </div>
  );
}
