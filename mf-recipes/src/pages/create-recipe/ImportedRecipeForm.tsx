import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import { recipesMessages as messages, type RecipeDraft } from '@hearth/contracts/recipes';
import { errorMessage, spacing } from '@hearth/host';
import { Notice, Panel, touchTarget } from '@hearth/host/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCreateCategoryMutation, useCreateRecipeMutation } from '../../api/recipes-api';
import { RecipeFormFields } from '../../components/RecipeFormFields';
import { createBodyOf, draftValuesOf, type EditValues } from '../edit-recipe/edit-values';
import { existingCategoryId } from './use-create-recipe';

/** An imported recipe on the one-page form, to check and save as a new recipe (or drop). */
export function ImportedRecipeForm({ draft, onCancel }: { draft: RecipeDraft; onCancel: () => void }) {
  const [form] = Form.useForm<EditValues>();
  const [createRecipe, { isLoading: saving }] = useCreateRecipeMutation();
  const [createCategory, { isLoading: addingCategory }] = useCreateCategoryMutation();
  const [offeredCategory, setOfferedCategory] = useState(draft.category ? null : draft.categoryName);
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const navigate = useNavigate();

  const addCategory = async (name: string) => {
    setFailure(null);
    try {
      const id = await createCategory({ name }).unwrap().then(
        (category) => category._id,
        (error: unknown) => existingCategoryId(error) ?? Promise.reject(error),
      );
      form.setFieldValue('category', id);
      setOfferedCategory(null);
    } catch (error) {
      setFailure(errorMessage(error, messages.createFailed));
    }
  };

  const save = async (values: EditValues) => {
    setFailure(null);
    try {
      const created = await createRecipe({ ...createBodyOf(values), sourceUrl: draft.sourceUrl }).unwrap();
      navigate(`/recipes/${created._id}`);
    } catch (error) {
      setFailure(errorMessage(error, messages.createFailed));
    }
  };

  return (
    <Panel>
      <p style={{ marginTop: 0, overflowWrap: 'anywhere' }}>
        Imported from <a href={draft.sourceUrl} target="_blank" rel="noreferrer noopener">{draft.sourceUrl}</a>. Check it, then save.
      </p>
      {offeredCategory && (
        <Notice
          type="info"
          showIcon
          title={`The page files it under "${offeredCategory}".`}
          action={
            <Button onClick={() => void addCategory(offeredCategory)} loading={addingCategory} style={touchTarget}>
              Create category "{offeredCategory}"
            </Button>
          }
          style={{ marginBottom: spacing(2) }}
        />
      )}
      <Form form={form} layout="vertical" requiredMark={false} initialValues={draftValuesOf(draft)} onFinish={(values) => void save(values)}>
        <RecipeFormFields onUploadingChange={setUploading} />
        {failure && <Notice type="error" showIcon title={failure} style={{ marginBottom: spacing(2) }} />}
        <Flex wrap gap={spacing(1)}>
          <Button size="large" style={touchTarget} onClick={onCancel}>
            Cancel
          </Button>
          <Button size="large" type="primary" htmlType="submit" style={touchTarget} loading={saving} disabled={uploading}>
            Save Recipe
          </Button>
        </Flex>
      </Form>
    </Panel>
  );
}
