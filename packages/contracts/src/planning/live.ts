import type { MealType, ShoppingAisle } from './schemas';

/**
 * `GET /api/live` (docs/offline-and-live.md "Live changes"): what each Server-Sent Event of the
 * stream carries as its `data`. Plain types, no zod: svc-planning presents each integration event
 * as one of these (src/live/live-presenter.ts) and the planning front end reads them; the events'
 * own payloads are not part of the wire.
 */

/** Every change says who made it (a member's id) and when (RFC 3339). */
interface Made {
  at: string;
  by: string;
}

/** A change to a household's shopping lists or to one list's items. */
export type LiveListChange = Made &
  (
    | { type: 'shopping-list.created'; listId: string; name: string }
    | { type: 'shopping-list.renamed'; listId: string; name: string }
    | { type: 'shopping-list.deleted'; listId: string }
    /** `aisle`: where the new item goes in the list's 'By aisle' view. */
    | { type: 'shopping-list.item.added'; listId: string; itemId: string; name: string; aisle: ShoppingAisle }
    | { type: 'shopping-list.item.removed'; listId: string; itemId: string; name: string }
    | { type: 'shopping-list.item.toggled'; listId: string; itemId: string; name: string; purchased: boolean }
    /** A member moved the item to another aisle. */
    | { type: 'shopping-list.item.aisle-changed'; listId: string; itemId: string; name: string; aisle: ShoppingAisle }
    | { type: 'shopping-list.updated-from-week'; listId: string; name: string }
  );

/** A change to a week's meal plan; `startDate` (YYYY-MM-DD) is the week's. */
export type LiveMealPlanChange = Made &
  (
    | { type: 'meal-plan.changed'; startDate: string; change: 'created' | 'updated' | 'deleted' }
    /** `date`: the meal's day (YYYY-MM-DD). */
    | { type: 'meal-plan.meal.added'; startDate: string; date: string; mealType: MealType }
    | { type: 'meal-plan.meal.removed'; startDate: string }
  );

/** A `change` event's data, told apart by `type`. The event's SSE id is the change's id. */
export type LiveChange = LiveListChange | LiveMealPlanChange;
export type LiveChangeType = LiveChange['type'];

/** Each event name of the stream and its data. */
export interface LiveEvents {
  /** The stream is open (after what a `Last-Event-ID` missed, if any). */
  ready: { householdId: string };
  change: LiveChange;
  /** Changes may have been missed (an unknown `Last-Event-ID`, a broker reconnection): refetch. */
  reset: { reason: 'resume' | 'gap' };
  /** The member was removed from the household: the stream ends. */
  revoked: { householdId: string };
}
export type LiveEventName = keyof LiveEvents;
