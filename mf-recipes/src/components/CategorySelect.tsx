import type { SelectProps } from 'antd/es/select';
import { useGetCategoriesQuery } from '../api/recipes-api';
import { LazySelect } from './LazySelect';

/** The category picker of both recipe forms: the shared catalogue by name, plus any `extra` options. */
export function CategorySelect({ extra = [], ...props }: Omit<SelectProps<string>, 'options'> & { extra?: { value: string; label: string }[] }) {
  const { data: categories = [], isLoading } = useGetCategoriesQuery();
  const options = [...categories.map((category) => ({ value: category._id, label: category.name })), ...extra];
  return (
    <LazySelect
      size="large"
      placeholder="Choose a category"
      loading={isLoading}
      options={options}
      virtual={false}
      showSearch={{ optionFilterProp: 'label' }}
      {...props}
    />
  );
}
