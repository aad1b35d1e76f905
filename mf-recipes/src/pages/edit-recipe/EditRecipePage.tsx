import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import { recipesMessages as messages, type Recipe } from '@hearth/contracts/recipes';
import { errorMessage, spacing } from '@hearth/host';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { fluid, Loading, Notice, pageColumn, Panel, Title, touchTarget } from '@hearth/host/ui';
import { useGetRecipeQuery, useUpdateRecipeMutation } from '../../api/recipes-api';
import { RecipeFormFields } from '../../components/RecipeFormFields';
import { editValuesOf, updateBodyOf, type EditValues } from './edit-values';

const column = pageColumn(800);

/** /recipes/edit/{id} (docs/product/recipes.md "Edit a recipe"): one form, Cancel back to the recipe, 'Update Recipe'. */
export default function EditRecipePage() {
  const { id = '' } = useParams();
  const { data: recipe, isLoading } = useGetRecipeQuery(id);

  let body;
  if (isLoading) {
    body = <Loading what="recipe" />;
  } else if (!recipe) {
    body = <Notice type="warning" showIcon title={messages.recipeNotFound} />;
  } else {
    body = <EditForm key={recipe._id} recipe={recipe} />;
  }

  return (
    <Flex vertical gap={fluid(2, 3)} style={column}>
      <Title level={1} style={{ margin: 0, fontSize: 30 }}>
        Edit Recipe
      </Title>
      {body}
    </Flex>
  );
}

function EditForm({ recipe }: { recipe: Recipe }) {
  const [form] = Form.useForm<EditValues>();
  const [update, { isLoading: saving }] = useUpdateRecipeMutation();
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const navigate = useNavigate();
  const back = `/recipes/${recipe._id}`;

  const save = async (values: EditValues) => {
    setFailure(null);
    try {
      await update({ id: recipe._id, body: updateBodyOf(values) }).unwrap();
      navigate(back);
    } catch (error) {
      setFailure(errorMessage(error, messages.updateFailed));
    }
  };

  return (
    <Panel>
      <Form form={form} layout="vertical" requiredMark={false} initialValues={editValuesOf(recipe)} onFinish={(values) => void save(values)}>
        <RecipeFormFields onUploadingChange={setUploading} />
        {failure && <Notice type="error" showIcon title={failure} style={{ marginBottom: spacing(2) }} />}
        <Flex wrap gap={spacing(1)}>
          <Button size="large" style={touchTarget} onClick={() => navigate(back)}>
            Cancel
          </Button>
          <Button size="large" type="primary" htmlType="submit" style={touchTarget} loading={saving} disabled={uploading}>
            {messages.updateRecipe}
          </Button>
        </Flex>
      </Form>
    </Panel>
  );
}
