import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import { recipesLimits as limits, recipesMessages as messages } from '@hearth/contracts/recipes';
import { CategorySelect } from '../../../components/CategorySelect';
import { categoryRules, customCategoryRules, wizardTitleRules } from '../../../recipe-rules';

/** The Select's value for 'Create new category...'. */
const NEW_CATEGORY = '__new__';

interface BasicInfoStepProps {
  creatingCategory: boolean;
  onCreatingCategory: (creating: boolean) => void;
}

/** Step 1: the title, and a category from the list or a new one (docs/product/recipes.md "Create a recipe"). */
export function BasicInfoStep({ creatingCategory, onCreatingCategory }: BasicInfoStepProps) {
  const form = Form.useFormInstance();
  return (
    <>
      <Form.Item name="title" label="Recipe Title" rules={wizardTitleRules}>
        <Input size="large" count={{ show: true, max: limits.titleMax }} />
      </Form.Item>
      {creatingCategory ? (
        <>
          <Form.Item name="customCategory" label="New Category Name" rules={customCategoryRules} style={{ marginBottom: 4 }}>
            <Input size="large" maxLength={limits.categoryNameMax} />
          </Form.Item>
          <Button type="link" style={{ paddingInline: 0, marginBottom: 16 }} onClick={() => onCreatingCategory(false)}>
            {messages.useExistingCategory}
          </Button>
        </>
      ) : (
        <Form.Item name="category" label="Category" rules={categoryRules}>
          <CategorySelect
            extra={[{ value: NEW_CATEGORY, label: messages.createNewCategory }]}
            onChange={(value) => {
              if (value !== NEW_CATEGORY) return;
              form.setFieldValue('category', undefined);
              onCreatingCategory(true);
            }}
          />
        </Form.Item>
      )}
    </>
  );
}
