import type { ShoppingItem, ShoppingList } from '@hearth/contracts/planning';
import type { PendingChange } from './change-queue';

/** The id an item added offline has on this phone until the server gives it one. */
export const offlineItemId = (changeId: string) => `offline-${changeId}`;
export const isOfflineItem = (itemId: string) => itemId.startsWith('offline-');

/** `list` as the member sees it: the server's copy with the changes still waiting applied, in order. */
export function applyPending(list: ShoppingList, changes: PendingChange[]): ShoppingList {
  let items: ShoppingItem[] = list.items;
  for (const change of changes) {
    if (change.listId !== list._id) continue;
    if (change.kind === 'toggle') items = items.map((item) => (item._id === change.itemId ? { ...item, purchased: change.purchased } : item));
    else if (change.kind === 'remove') items = items.filter((item) => item._id !== change.itemId);
    else if (!items.some((item) => item._id === offlineItemId(change.id))) {
      const { item } = change;
      items = [
        ...items,
        {
          _id: offlineItemId(change.id),
          name: item.name ?? '',
          ingredient: null,
          quantity: Number(item.quantity),
          unit: item.unit,
          purchased: false,
          recipes: [],
        } as ShoppingItem,
      ];
    }
  }
  return items === list.items ? list : { ...list, items };
}
