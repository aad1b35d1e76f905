import type { ShoppingItem, ShoppingList } from '@hearth/contracts/planning';
import { guessAisle } from '@hearth/contracts/planning/aisle-guess';
import { applyListChange, type ListChange } from '../api/list-changes';
import type { PendingChange } from './change-queue';

/** The id an item added offline has on this phone until the server gives it one. */
export const offlineItemId = (changeId: string) => `offline-${changeId}`;
export const isOfflineItem = (itemId: string) => itemId.startsWith('offline-');

/**
 * A waiting change as the change it makes to its list; an added item shows under its provisional
 * id, in the aisle chosen or the one the server will guess from its name.
 */
export function pendingListChange(change: PendingChange): ListChange {
  if (change.kind === 'toggle') return { kind: 'tick', itemId: change.itemId, purchased: change.purchased, at: change.at };
  if (change.kind === 'remove') return { kind: 'remove', itemId: change.itemId };
  if (change.kind === 'aisle') return { kind: 'aisle', itemId: change.itemId, aisle: change.aisle };
  const { item } = change;
  const added: ShoppingItem = {
    _id: offlineItemId(change.id),
    name: item.name ?? '',
    ingredient: null,
    quantity: Number(item.quantity),
    unit: item.unit,
    purchased: false,
    recipes: [],
    aisle: item.aisle ?? guessAisle(item.name ?? ''),
  };
  return { kind: 'add', item: added };
}

/** `list` as the member sees it: the server's copy with the changes still waiting applied, in order. */
export function applyPending(list: ShoppingList, changes: PendingChange[]): ShoppingList {
  return changes.filter((change) => change.listId === list._id).reduce((shown, change) => applyListChange(shown, pendingListChange(change)), list);
}
