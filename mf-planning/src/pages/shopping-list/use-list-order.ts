import { useState } from 'react';

/** How a list's items are arranged: by name (the default), or under their aisles by name. */
export type ListOrder = 'a-z' | 'aisle';

/** Where this device remembers a list's order; only 'By aisle' is written, A–Z is no entry. */
export const listOrderKey = (listId: string) => `hearth.shopping-list.${listId}.order`;

function stored(listId: string): ListOrder {
  try {
    return localStorage.getItem(listOrderKey(listId)) === 'aisle' ? 'aisle' : 'a-z';
  } catch {
    // Storage refused (a private window's quota, a blocked site): the default.
    return 'a-z';
  }
}

/**
 * The order the member chose for list `listId` on this device (docs/product/planning.md "A
 * shopping list"), remembered in localStorage per list: the weekly shop's list by aisle, a party's
 * list A–Z. Another list, or a list never arranged, is A–Z.
 */
export function useListOrder(listId: string): [ListOrder, (order: ListOrder) => void] {
  const [chosen, setChosen] = useState<{ listId: string; order: ListOrder } | null>(null);
  const order = chosen?.listId === listId ? chosen.order : stored(listId);
  const choose = (next: ListOrder) => {
    setChosen({ listId, order: next });
    try {
      if (next === 'aisle') localStorage.setItem(listOrderKey(listId), next);
      else localStorage.removeItem(listOrderKey(listId));
    } catch {
      // Not remembered; this visit still shows it.
    }
  };
  return [order, choose];
}
