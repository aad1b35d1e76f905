import Form from 'antd/es/form';
import Switch from 'antd/es/switch';
import { recipesMessages as messages } from '@hearth/contracts/recipes';
import { spacing } from '@hearth/host';
import { Paragraph, Text, Title } from '@hearth/host/ui';
import { useGetCategoriesQuery } from '../../../api/recipes-api';
import { ImageUploader } from '../../../components/ImageUploader';
import { minutes } from '../../../components/minutes';
import { buildInstructions } from '../build-instructions';
import type { WizardValues } from '../wizard-values';

interface ReviewStepProps {
  creatingCategory: boolean;
  /** Told when a picture's upload starts and ends: the recipe is created once it is in. */
  onUploadingChange: (uploading: boolean) => void;
}

/**
 * Step 6: a summary with the total time, an optional picture, and the privacy switch. The picture
 * is uploaded when chosen (POST /recipes/upload keeps an upload no recipe uses yet for a day) and
 * its id goes with the new recipe; if it fails, the recipe can still be created without it.
 */
export function ReviewStep({ creatingCategory, onUploadingChange }: ReviewStepProps) {
  const form = Form.useFormInstance<WizardValues>();
  const values = form.getFieldsValue(true) as WizardValues;
  const { data: categories = [] } = useGetCategoriesQuery();
  const category = creatingCategory
    ? `${values.customCategory?.trim() ?? ''} (new)`
    : categories.find((known) => known._id === values.category)?.name;
  const prep = values.prepTime ?? 0;
  const cook = values.cookTime ?? 0;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: spacing(1.5) }}>
      <Title level={3} style={{ margin: 0, overflowWrap: 'anywhere' }}>
        {values.title}
      </Title>
      <dl aria-label="Recipe summary" style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: spacing(2), rowGap: spacing(0.5) }}>
        <dt>Category</dt>
        <dd style={{ margin: 0 }}>{category}</dd>
        <dt>Prep Time</dt>
        <dd style={{ margin: 0 }}>{minutes(prep)}</dd>
        <dt>Cook Time</dt>
        <dd style={{ margin: 0 }}>{minutes(cook)}</dd>
        <dt>Total Time</dt>
        <dd style={{ margin: 0 }}>{minutes(prep + cook)}</dd>
      </dl>
      <Text strong>Ingredients</Text>
      <ul aria-label="Ingredients" style={{ margin: 0 }}>
        {values.ingredients.map((row, index) => (
          <li key={index}>{`${row.name.trim()} ${row.quantity ?? ''} ${row.unit}`}</li>
        ))}
      </ul>
      <Text strong>Instructions</Text>
      <Paragraph data-testid="instructions-preview" style={{ whiteSpace: 'pre-line', margin: 0 }}>
        {buildInstructions(values)}
      </Paragraph>
      <Form.Item name="image" label="Picture (optional)" extra="You can also add or change it later, from Edit.">
        <ImageUploader onUploadingChange={onUploadingChange} />
      </Form.Item>
      <Form.Item name="isPrivate" label={messages.privateRecipeSwitch} valuePropName="checked" style={{ marginBottom: 0 }}>
        <Switch />
      </Form.Item>
    </div>
  );
}
