import { z } from 'zod';
import { defineEvent, id } from './define-event';

/**
 * svc-planning's shopping-list events: what changed on a household's list, for what comes next
 * (live sync between members). Each names the list and its household.
 */
const onList = { listId: id, householdId: id };

export const shoppingListCreated = defineEvent(
  'shopping-list.created',
  1,
  z.object({ ...onList, name: z.string(), itemCount: z.number().int().nonnegative() }),
);

export const shoppingListRenamed = defineEvent('shopping-list.renamed', 1, z.object({ ...onList, name: z.string() }));

export const shoppingListDeleted = defineEvent('shopping-list.deleted', 1, z.object(onList));

export const shoppingListItemAdded = defineEvent(
  'shopping-list.item.added',
  1,
  z.object({ ...onList, itemId: id, name: z.string(), quantity: z.number(), unit: z.string() }),
);

export const shoppingListItemRemoved = defineEvent('shopping-list.item.removed', 1, z.object({ ...onList, itemId: id }));

export const shoppingListItemToggled = defineEvent(
  'shopping-list.item.toggled',
  1,
  z.object({ ...onList, itemId: id, purchased: z.boolean() }),
);
