import { planningMessages as messages, type AddShoppingItemBody, type ShoppingItem } from '@hearth/contracts/planning';
import { useAddShoppingItemMutation, useRemoveShoppingItemMutation, useToggleShoppingItemMutation } from '../../api/planning-api';
import { useAttempt } from '../../components/use-attempt';

/**
 * What a list's items can do (docs/product/planning.md "A shopping list"), each telling the user
 * how it went. A tick shows at once; the api slice rolls it back if the server refuses.
 */
export function useItemActions(listId: string) {
  const attempt = useAttempt();
  const [toggle] = useToggleShoppingItemMutation();
  const [remove] = useRemoveShoppingItemMutation();
  const [add, adding] = useAddShoppingItemMutation();

  return {
    adding: adding.isLoading,
    toggle: (item: ShoppingItem) => attempt(() => toggle({ id: listId, itemId: item._id }).unwrap(), messages.itemToggled, messages.itemToggleFailed),
    remove: (item: ShoppingItem) => attempt(() => remove({ id: listId, itemId: item._id }).unwrap(), messages.itemRemoved, messages.itemRemoveFailed),
    add: (item: AddShoppingItemBody) => attempt(() => add({ id: listId, item }).unwrap(), messages.itemAdded, messages.itemAddFailed),
  };
}

export type ItemActions = ReturnType<typeof useItemActions>;
