import { z } from 'zod';
import { defineEvent, id } from './define-event';

/**
 * svc-planning's events: what changed on a household's shopping lists and meal plans, for live
 * sync between members. Each names its household and `by`, the member who made the change (the
 * page says "Sam ticked Milk").
 */
const onList = { listId: id, householdId: id, by: id };

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
  // `aisle`: absent from events sent before items had aisles (its name's guess, then).
  z.object({ ...onList, itemId: id, name: z.string(), quantity: z.number(), unit: z.string(), aisle: z.string().optional() }),
);

export const shoppingListItemRemoved = defineEvent('shopping-list.item.removed', 1, z.object({ ...onList, itemId: id, name: z.string() }));

export const shoppingListItemToggled = defineEvent(
  'shopping-list.item.toggled',
  1,
  z.object({ ...onList, itemId: id, name: z.string(), purchased: z.boolean() }),
);

/** A member moved an item to another aisle (the list's 'By aisle' view). */
export const shoppingListItemAisleChanged = defineEvent(
  'shopping-list.item.aisle-changed',
  1,
  z.object({ ...onList, itemId: id, name: z.string(), aisle: z.string() }),
);

/** A list generated from a week brought up to date with the week's meals (lines added, changed, dropped). */
export const shoppingListUpdatedFromWeek = defineEvent(
  'shopping-list.updated-from-week',
  1,
  z.object({ ...onList, name: z.string(), added: z.number().int().nonnegative(), changed: z.number().int().nonnegative(), removed: z.number().int().nonnegative() }),
);

const onPlan = { planId: id, householdId: id, by: id, startDate: z.string() };

/** A week's plan made, its notes or meals replaced, or deleted. */
export const mealPlanChanged = defineEvent(
  'meal-plan.changed',
  1,
  z.object({ ...onPlan, change: z.enum(['created', 'updated', 'deleted']) }),
);

export const mealPlanMealAdded = defineEvent(
  'meal-plan.meal.added',
  1,
  z.object({ ...onPlan, date: z.string(), mealType: z.string() }),
);

export const mealPlanMealRemoved = defineEvent('meal-plan.meal.removed', 1, z.object({ ...onPlan, mealId: id }));
