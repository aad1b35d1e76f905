import type { LiveChange, MealType, ShoppingAisle } from '@hearth/contracts/planning';
import { guessAisle } from '@hearth/contracts/planning/aisle-guess';
import type { EventEnvelope, EventType } from '@hearth/events';

/** The planning changes a household's members see live. */
export const liveChangeTypes = [
  'shopping-list.created',
  'shopping-list.renamed',
  'shopping-list.deleted',
  'shopping-list.item.added',
  'shopping-list.item.removed',
  'shopping-list.item.toggled',
  'shopping-list.item.aisle-changed',
  'shopping-list.updated-from-week',
  'meal-plan.changed',
  'meal-plan.meal.added',
  'meal-plan.meal.removed',
] as const satisfies readonly (EventType & LiveChange['type'])[];

/** An integration event the hub forwards to a household's streams. */
export type LiveEvent = EventEnvelope<(typeof liveChangeTypes)[number]>;

/**
 * A planning event as the stream's `change` data (`LiveChange` of the planning contract): what a
 * member's page needs to update what it shows and say who did what, nothing more. The event's
 * payload (its household, ids the page never reads) stays on the bus.
 */
export function presentLiveChange(event: LiveEvent): LiveChange {
  const made = { at: event.occurredAt, by: event.payload.by };
  switch (event.type) {
    case 'shopping-list.created':
    case 'shopping-list.renamed':
    case 'shopping-list.updated-from-week': {
      const { listId, name } = event.payload;
      return { type: event.type, ...made, listId, name };
    }
    case 'shopping-list.deleted':
      return { type: event.type, ...made, listId: event.payload.listId };
    case 'shopping-list.item.added': {
      const { listId, itemId, name, aisle } = event.payload;
      // svc-planning publishes the aisles its own schema accepted; an event from before aisles has none.
      return { type: event.type, ...made, listId, itemId, name, aisle: (aisle as ShoppingAisle | undefined) ?? guessAisle(name) };
    }
    case 'shopping-list.item.removed': {
      const { listId, itemId, name } = event.payload;
      return { type: event.type, ...made, listId, itemId, name };
    }
    case 'shopping-list.item.toggled': {
      const { listId, itemId, name, purchased } = event.payload;
      return { type: event.type, ...made, listId, itemId, name, purchased };
    }
    case 'shopping-list.item.aisle-changed': {
      const { listId, itemId, name, aisle } = event.payload;
      return { type: event.type, ...made, listId, itemId, name, aisle: aisle as ShoppingAisle };
    }
    case 'meal-plan.changed':
      return { type: event.type, ...made, startDate: event.payload.startDate, change: event.payload.change };
    case 'meal-plan.meal.added': {
      const { startDate, date, mealType } = event.payload;
      // svc-planning publishes the meal types its own schema accepted (the event's field is a plain string).
      return { type: event.type, ...made, startDate, date, mealType: mealType as MealType };
    }
    case 'meal-plan.meal.removed':
      return { type: event.type, ...made, startDate: event.payload.startDate };
  }
}
