import { errorMessage, useNotify } from '@hearth/host';
import { planningMessages as messages, type AddShoppingItemBody, type ShoppingItem } from '@hearth/contracts/planning';
import { writeListChange } from '../../api/list-changes';
import { planningApi, useAddShoppingItemMutation, usePlanningDispatch, useRemoveShoppingItemMutation, useToggleShoppingItemMutation } from '../../api/planning-api';
import { pendingListChange } from '../../offline/apply-pending';
import type { ChangeQueue, PendingChange } from '../../offline/change-queue';
import { newChangeId } from '../../offline/change-id';
import { isOffline } from '../../offline/offline-sync';

type ChangeOf<K> = K extends PendingChange['kind'] ? Omit<Extract<PendingChange, { kind: K }>, 'id' | 'listId' | 'at'> : never;

/**
 * What a list's items can do (docs/product/planning.md "A shopping list"), each telling the user
 * how it went. A tick shows at once; the api slice rolls it back if the server refuses. Without a
 * network (or while earlier changes still wait, to keep their order) a change applies on screen
 * and waits in `queue` to be sent ("Offline"); the waiting count says so instead of a toast.
 */
export function useItemActions(listId: string, queue: ChangeQueue | undefined, sync: () => Promise<void>) {
  const notify = useNotify();
  const dispatch = usePlanningDispatch();
  const [toggle] = useToggleShoppingItemMutation();
  const [remove] = useRemoveShoppingItemMutation();
  const [add, adding] = useAddShoppingItemMutation();

  const wait = async (change: PendingChange) => {
    await queue!.add(change);
    dispatch(planningApi.util.updateQueryData('getShoppingList', listId, (list) => writeListChange(list, pendingListChange(change))));
    if (navigator.onLine) void sync();
    return true;
  };

  const run = async (partial: ChangeOf<PendingChange['kind']>, send: (change: PendingChange) => Promise<unknown>, success: string, failure: string) => {
    const change = { ...partial, id: newChangeId(), listId, at: new Date().toISOString() } as PendingChange;
    if (queue && (!navigator.onLine || queue.size > 0)) return wait(change);
    try {
      await send(change);
      notify.success(success);
      return true;
    } catch (error) {
      if (queue && isOffline(error)) return wait(change);
      notify.error(errorMessage(error, failure));
      return false;
    }
  };

  return {
    adding: adding.isLoading,
    toggle: (item: ShoppingItem) =>
      run(
        { kind: 'toggle', itemId: item._id, purchased: !item.purchased },
        (change) => toggle({ id: listId, itemId: item._id, purchased: !item.purchased, changedAt: change.at, changeId: change.id }).unwrap(),
        messages.itemToggled,
        messages.itemToggleFailed,
      ),
    remove: (item: ShoppingItem) =>
      run({ kind: 'remove', itemId: item._id }, (change) => remove({ id: listId, itemId: item._id, changeId: change.id }).unwrap(), messages.itemRemoved, messages.itemRemoveFailed),
    add: (item: AddShoppingItemBody) =>
      run({ kind: 'add', item }, (change) => add({ id: listId, item, changeId: change.id }).unwrap(), messages.itemAdded, messages.itemAddFailed),
  };
}

export type ItemActions = ReturnType<typeof useItemActions>;
