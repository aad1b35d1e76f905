import { errorMessage, useNotify } from '@hearth/host';
import { planningMessages as messages, shoppingAisleNames, type AddShoppingItemBody, type ShoppingAisle, type ShoppingItem, type ShoppingList } from '@hearth/contracts/planning';
import { guessAisle } from '@hearth/contracts/planning/aisle-guess';
import { writeListChange } from '../../api/list-changes';
import {
  planningApi,
  useAddShoppingItemMutation,
  usePlanningDispatch,
  useRemoveShoppingItemMutation,
  useToggleShoppingItemMutation,
  useUpdateShoppingItemMutation,
} from '../../api/planning-api';
import { offlineItemId, pendingListChange } from '../../offline/apply-pending';
import type { ChangeQueue, PendingChange } from '../../offline/change-queue';
import { newChangeId } from '../../offline/change-id';
import { isOffline } from '../../offline/offline-sync';

type ChangeOf<K> = K extends PendingChange['kind'] ? Omit<Extract<PendingChange, { kind: K }>, 'id' | 'listId' | 'at'> : never;

/** How a change that went through is told: a tick or a move on the page's quiet line, not a toast each. */
interface ItemFeedback {
  ticked: (text: string) => void;
  moved: (text: string) => void;
}

/**
 * The add call that puts a removed item back as it was: its catalogue ingredient (and name, for a
 * copy made offline), quantity and unit, and its aisle if a member had chosen another than its
 * name suggests.
 */
function restoreBody(item: ShoppingItem): AddShoppingItemBody {
  const chosenAisle = item.aisle !== guessAisle(item.name) ? { aisle: item.aisle } : {};
  return { ...(item.ingredient ? { ingredientId: item.ingredient._id } : {}), name: item.name, quantity: item.quantity, unit: item.unit, ...chosenAisle };
}

/** The item an add created: new since `before`, of the name asked for (another member may have added one meanwhile). */
function addedItem(list: ShoppingList, before: Set<string>, name: string): string | undefined {
  const fresh = list.items.filter((item) => !before.has(item._id));
  return (fresh.filter((item) => item.name.toLowerCase() === name.toLowerCase()).at(-1) ?? (fresh.length === 1 ? fresh[0] : undefined))?._id;
}

/**
 * What a list's items can do (docs/product/planning.md "A shopping list"), each telling the user
 * how it went. A tick shows at once; the api slice rolls it back if the server refuses. Without a
 * network (or while earlier changes still wait, to keep their order) a change applies on screen
 * and waits in `queue` to be sent ("Offline"); the waiting count says so instead of a toast.
 * A removal says nothing here: the page's notice says it, with its Undo (`restore`).
 */
export function useItemActions(listId: string, queue: ChangeQueue | undefined, sync: () => Promise<void>, feedback: ItemFeedback) {
  const notify = useNotify();
  const dispatch = usePlanningDispatch();
  const [toggle] = useToggleShoppingItemMutation();
  const [remove] = useRemoveShoppingItemMutation();
  const [add, adding] = useAddShoppingItemMutation();
  const [update] = useUpdateShoppingItemMutation();

  const changeOf = (partial: ChangeOf<PendingChange['kind']>) => ({ ...partial, id: newChangeId(), listId, at: new Date().toISOString() }) as PendingChange;

  const wait = async (change: PendingChange) => {
    await queue!.add(change);
    dispatch(planningApi.util.updateQueryData('getShoppingList', listId, (list) => writeListChange(list, pendingListChange(change))));
    if (navigator.onLine) void sync();
    return true;
  };

  /** Sends `change` (or queues it), then `done()` if it was sent; a failure is a toast. */
  const run = async (change: PendingChange, send: (change: PendingChange) => Promise<unknown>, failure: string, done?: () => void) => {
    if (queue && (!navigator.onLine || queue.size > 0)) return wait(change);
    try {
      await send(change);
      done?.();
      return true;
    } catch (error) {
      if (queue && isOffline(error)) return wait(change);
      notify.error(errorMessage(error, failure));
      return false;
    }
  };

  const setPurchased = (itemId: string, purchased: boolean, done?: () => void) =>
    run(
      changeOf({ kind: 'toggle', itemId, purchased }),
      (change) => toggle({ id: listId, itemId, purchased, changedAt: change.at, changeId: change.id }).unwrap(),
      messages.itemToggleFailed,
      done,
    );

  const cachedIds = () => dispatch((_dispatch, getState) => new Set(planningApi.endpoints.getShoppingList.select(listId)(getState()).data?.items.map((item) => item._id)));

  return {
    adding: adding.isLoading,
    toggle: (item: ShoppingItem) => setPurchased(item._id, !item.purchased, () => feedback.ticked(messages.itemToggled)),
    remove: (item: ShoppingItem) =>
      run(changeOf({ kind: 'remove', itemId: item._id }), (change) => remove({ id: listId, itemId: item._id, changeId: change.id }).unwrap(), messages.itemRemoveFailed),
    /** Moves the item to another aisle: on screen at once, for everyone once sent; offline it waits like a tick. */
    moveToAisle: (item: ShoppingItem, aisle: ShoppingAisle) =>
      run(
        changeOf({ kind: 'aisle', itemId: item._id, aisle }),
        (change) => update({ id: listId, itemId: item._id, aisle, changeId: change.id }).unwrap(),
        messages.itemMoveFailed,
        () => feedback.moved(messages.itemMoved.replace('(aisle)', shoppingAisleNames[aisle])),
      ),
    add: (item: AddShoppingItemBody) =>
      run(
        changeOf({ kind: 'add', item }),
        (change) => add({ id: listId, item, changeId: change.id }).unwrap(),
        messages.itemAddFailed,
        () => notify.success(messages.itemAdded),
      ),
    /**
     * Undo of a removal: adds the item again as it was, and ticks it if it was purchased, through
     * the same calls (so the other members see it come back, and offline it waits in the queue).
     */
    restore: async (item: ShoppingItem) => {
      const before = cachedIds();
      const body = restoreBody(item);
      const change = changeOf({ kind: 'add', item: body });
      const answered: { list?: ShoppingList } = {};
      const added = await run(change, async (sent) => (answered.list = await add({ id: listId, item: body, changeId: sent.id }).unwrap()), messages.itemAddFailed);
      if (!added || !item.purchased) return added;
      // Sent: the answer holds the new item. Queued: it shows under its provisional id, which the replay maps.
      const itemId = answered.list ? addedItem(answered.list, before, item.name) : offlineItemId(change.id);
      return itemId ? setPurchased(itemId, true) : added;
    },
  };
}

export type ItemActions = ReturnType<typeof useItemActions>;
