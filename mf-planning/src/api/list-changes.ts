import type { ShoppingAisle, ShoppingItem, ShoppingList } from '@hearth/contracts/planning';

/**
 * One change to a shopping list as the page applies it to its cached copy, wherever it comes from:
 * the member's own tick before the server answers, another member's change from the live stream,
 * a change waiting in the offline queue (and shown on top of every fetch until it is sent).
 */
export type ListChange =
  /** The item's purchased state set (a tick or an untick), as of `at` (RFC 3339, when it was made). */
  | { kind: 'tick'; itemId: string; purchased: boolean; at: string }
  /** An item that is not on the list yet (one added offline carries its provisional id). */
  | { kind: 'add'; item: ShoppingItem }
  | { kind: 'remove'; itemId: string }
  /** The item moved to another aisle (the 'By aisle' view's headings). */
  | { kind: 'aisle'; itemId: string; aisle: ShoppingAisle }
  | { kind: 'rename'; name: string };

/**
 * `list` with `change` applied: a new list when it changes anything, `list` itself otherwise.
 * Items it does not touch keep their identity. Applying the same change twice is applying it once
 * (an add whose item is there already, the remove of an item that is gone, a tick, an aisle or a
 * name the list already has change nothing): a waiting change is applied on screen when it is made and
 * again on top of every fetch until it is sent. A tick is applied whatever its `at`: the cached
 * items carry no time of their last change, and the server orders ticks (the later one wins there,
 * docs/offline-and-live.md "Offline"); its answer or the live stream then brings its word.
 */
export function applyListChange(list: ShoppingList, change: ListChange): ShoppingList {
  switch (change.kind) {
    case 'tick': {
      const { itemId, purchased } = change;
      if (!list.items.some((item) => item._id === itemId && item.purchased !== purchased)) return list;
      return { ...list, items: list.items.map((item) => (item._id === itemId ? { ...item, purchased } : item)) };
    }
    case 'add':
      if (list.items.some((item) => item._id === change.item._id)) return list;
      return { ...list, items: [...list.items, change.item] };
    case 'remove':
      if (!list.items.some((item) => item._id === change.itemId)) return list;
      return { ...list, items: list.items.filter((item) => item._id !== change.itemId) };
    case 'aisle': {
      const { itemId, aisle } = change;
      if (!list.items.some((item) => item._id === itemId && item.aisle !== aisle)) return list;
      return { ...list, items: list.items.map((item) => (item._id === itemId ? { ...item, aisle } : item)) };
    }
    case 'rename':
      return list.name === change.name ? list : { ...list, name: change.name };
  }
}

/**
 * `applyListChange` written into an immer draft of a cached list (an RTK Query `updateQueryData`
 * recipe): only what the change made anew is written (a tick writes the item's `purchased`, a move its `aisle`), so
 * the recipe's patches, and an optimistic tick's undo, touch nothing else.
 */
export function writeListChange(draft: ShoppingList, change: ListChange): void {
  const next = applyListChange(draft, change);
  if (next === draft) return;
  if (next.name !== draft.name) draft.name = next.name;
  if (next.items === draft.items) return;
  if (next.items.length !== draft.items.length) {
    draft.items = next.items;
    return;
  }
  next.items.forEach((item, index) => {
    const target = draft.items[index]!;
    if (item === target) return;
    if (item._id !== target._id) {
      draft.items[index] = item;
      return;
    }
    for (const key of Object.keys(item) as (keyof ShoppingItem)[]) if (item[key] !== target[key]) Object.assign(target, { [key]: item[key] });
  });
}
