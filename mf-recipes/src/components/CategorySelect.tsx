import Select, { type SelectProps } from 'antd/es/select';
import { useGetCategoriesQuery } from '../api/recipes-api';

/** The category picker of both recipe forms: the shared catalogue by name, plus any `extra` options. */
export function CategorySelect({ extra = [], ...props }: SelectProps<string> & { extra?: { value: string; label: string }[] }) {
  const { data: categories = [], isLoading } = useGetCategoriesQuery();
  const options = [...categories.map((category) => ({ value: category._id, label: category.name })), ...extra];
  return (
    <Select
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
