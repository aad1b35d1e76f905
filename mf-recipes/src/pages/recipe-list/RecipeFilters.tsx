import Button from 'antd/es/button';
import { recipesMessages as messages } from '@hearth/contracts/recipes';
import { spacing } from '@hearth/host';
import { useGetCategoriesQuery } from '../../api/recipes-api';
import { LazySelect } from '../../components/LazySelect';
import { SearchBox } from './SearchBox';
import type { ListFilters } from './use-list-filters';

interface RecipeFiltersProps {
  filters: ListFilters;
  onChange: (changes: Partial<ListFilters>) => void;
  onClear: () => void;
}

/** docs/product/recipes.md "Recipe list": the search box, the category filter and 'Clear Filters'. */
export function RecipeFilters({ filters, onChange, onClear }: RecipeFiltersProps) {
  const { data: categories = [], isLoading } = useGetCategoriesQuery();
  const options = [
    { value: '', label: messages.allCategories },
    ...categories.map((category) => ({ value: category._id, label: category.name })),
  ];
  return (
    <div role="search" style={{ display: 'flex', flexWrap: 'wrap', gap: spacing(2), alignItems: 'center' }}>
      <div style={{ flex: '2 1 280px', minWidth: 0 }}>
        <SearchBox value={filters.search} onSearch={(search) => onChange({ search })} />
      </div>
      <LazySelect
        style={{ flex: '1 1 200px', minWidth: 0 }}
        size="large"
        aria-label="Category"
        loading={isLoading}
        value={filters.category}
        options={options}
        virtual={false}
        showSearch={{ optionFilterProp: 'label' }}
        onChange={(category: string) => onChange({ category })}
      />
      <Button size="large" style={{ flex: '0 0 auto' }} onClick={onClear} disabled={!filters.search && !filters.category}>
        {messages.clearFilters}
      </Button>
    </div>
  );
}
