import type { z } from 'zod';
import * as household from './household-events';
import * as planning from './planning-events';
import * as recipe from './recipe-events';
import * as user from './user-events';

const definitions = [
  user.userRegistered,
  user.userUpdated,
  user.userDeleted,
  user.userSessionsEnded,
  user.sessionEnded,
  household.householdCreated,
  household.householdRenamed,
  household.householdMemberJoined,
  household.householdMemberRemoved,
  household.householdDeleted,
  recipe.recipeCreated,
  recipe.recipeUpdated,
  recipe.recipeDeleted,
  recipe.ingredientCreated,
  recipe.imageUploaded,
  recipe.imageProcessed,
  planning.shoppingListCreated,
  planning.shoppingListRenamed,
  planning.shoppingListDeleted,
  planning.shoppingListItemAdded,
  planning.shoppingListItemRemoved,
  planning.shoppingListItemToggled,
  planning.shoppingListItemAisleChanged,
  planning.shoppingListUpdatedFromWeek,
  planning.mealPlanChanged,
  planning.mealPlanMealAdded,
  planning.mealPlanMealRemoved,
] as const;

type Definition = (typeof definitions)[number];

export type EventType = Definition['type'];

export type EventPayload<T extends EventType> = z.infer<Extract<Definition, { type: T }>['payload']>;

export const eventCatalogue = Object.fromEntries(definitions.map((d) => [d.type, d])) as {
  [T in EventType]: Extract<Definition, { type: T }>;
};

export const eventTypes = definitions.map((d) => d.type) as EventType[];

export function isEventType(value: string): value is EventType {
  return Object.hasOwn(eventCatalogue, value);
}
