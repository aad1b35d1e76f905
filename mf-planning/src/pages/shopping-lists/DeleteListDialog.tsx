import { planningMessages as messages, type ShoppingListSummary } from '@hearth/contracts/planning';
import { errorMessage, useNotify } from '@hearth/host';
import { ConfirmDialog } from '@hearth/host/ui';
import { useDeleteShoppingListMutation } from '../../api/planning-api';

/** Deleting a list asks first (docs/product/planning.md "Shopping lists"). */
export function DeleteListDialog({ list, onClose }: { list: ShoppingListSummary | null; onClose: () => void }) {
  const [deleteList, { isLoading }] = useDeleteShoppingListMutation();
  const notify = useNotify();

  const confirm = async () => {
    if (!list) return;
    try {
      await deleteList(list._id).unwrap();
      notify.success(messages.listDeleted);
      onClose();
    } catch (error) {
      notify.error(errorMessage(error, messages.listDeleteFailed));
    }
  };

  return (
    <ConfirmDialog open={list !== null} title="Delete shopping list?" confirmText="Delete" busy={isLoading} onConfirm={confirm} onCancel={onClose}>
      {list && `'${list.name}' and its items will be deleted for everyone in your household.`}
    </ConfirmDialog>
  );
}
