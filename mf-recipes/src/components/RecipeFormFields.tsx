import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import TextArea from 'antd/es/input/TextArea';
import Switch from 'antd/es/switch';
import { recipesLimits as limits, recipesMessages as messages } from '@hearth/contracts/recipes';
import { categoryRules, editCookTimeRules, editPrepTimeRules, editTitleRules, instructionsRules } from '../recipe-rules';
import { CategorySelect } from './CategorySelect';
import { ImageUploader } from './ImageUploader';
import { IngredientRows } from './IngredientRows';
import { MinutesFields } from './MinutesFields';

/** A whole recipe on one form: the edit form's fields, and an imported recipe's under review. */
export function RecipeFormFields({ onUploadingChange }: { onUploadingChange: (uploading: boolean) => void }) {
  return (
    <>
      <Form.Item name="title" label="Title" rules={editTitleRules}>
        <Input size="large" count={{ show: true, max: limits.titleMax }} />
      </Form.Item>
      <Form.Item name="category" label="Category" rules={categoryRules}>
        <CategorySelect />
      </Form.Item>
      <Form.Item name="image" label="Image">
        <ImageUploader onUploadingChange={onUploadingChange} />
      </Form.Item>
      <MinutesFields prepRules={editPrepTimeRules} cookRules={editCookTimeRules} />
      <Form.Item label="Ingredients" required={false}>
        <IngredientRows />
      </Form.Item>
      <Form.Item name="instructions" label="Instructions" rules={instructionsRules}>
        <TextArea rows={6} />
      </Form.Item>
      <Form.Item name="isPrivate" label={messages.privateRecipeSwitch} valuePropName="checked">
        <Switch />
      </Form.Item>
    </>
  );
}
