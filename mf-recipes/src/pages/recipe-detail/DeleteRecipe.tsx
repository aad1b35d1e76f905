import { DeleteOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import { recipesMessages as messages } from '@hearth/contracts/recipes';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog, touchTarget } from '@hearth/host/ui';
import { useDeleteRecipeMutation } from '../../api/recipes-api';

/** Delete asks first, then goes to /recipes; a failed delete is only logged (docs/product/recipes.md "A recipe"). */
export function DeleteRecipe({ recipeId }: { recipeId: string }) {
  const [asking, setAsking] = useState(false);
  const [deleteRecipe, { isLoading }] = useDeleteRecipeMutation();
  const navigate = useNavigate();

  const confirm = async () => {
    try {
      await deleteRecipe(recipeId).unwrap();
      navigate('/recipes');
    } catch (failure) {
      console.error('Deleting the recipe failed', failure);
      setAsking(false);
    }
  };

  return (
    <>
      <Button danger icon={<DeleteOutlined aria-hidden />} style={touchTarget} onClick={() => setAsking(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={asking}
        title="Delete Recipe"
        confirmText="Delete"
        busy={isLoading}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        {messages.deleteConfirm}
      </ConfirmDialog>
    </>
  );
}
