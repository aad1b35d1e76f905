import { shoppingAisleNames } from '@hearth/contracts/planning';
import type { LiveChange } from './live-connection';

const mealTypeNames: Record<string, string> = { breakfast: 'breakfast', lunch: 'lunch', dinner: 'dinner', snack: 'a snack' };

function day(date: string): string {
  const parsed = new Date(`${date}T00:00:00`);
  return Number.isNaN(parsed.getTime()) ? date : parsed.toLocaleDateString(undefined, { weekday: 'long' });
}

/** What another member just did, in a few words: "Sam ticked Milk". */
export function describeChange(change: LiveChange, who: string): string {
  switch (change.type) {
    case 'shopping-list.item.toggled':
      return `${who} ${change.purchased ? 'ticked' : 'unticked'} ${change.name}`;
    case 'shopping-list.item.added':
      return `${who} added ${change.name}`;
    case 'shopping-list.item.removed':
      return `${who} removed ${change.name}`;
    case 'shopping-list.item.aisle-changed':
      return `${who} moved ${change.name} to ${shoppingAisleNames[change.aisle] ?? change.aisle}`;
    case 'shopping-list.renamed':
      return `${who} renamed a list to ${change.name}`;
    case 'shopping-list.created':
      return `${who} made the list ${change.name}`;
    case 'shopping-list.updated-from-week':
      return `${who} updated ${change.name} from the week`;
    case 'shopping-list.deleted':
      return `${who} deleted a list`;
    case 'meal-plan.meal.added':
      return `${who} planned ${mealTypeNames[change.mealType] ?? 'a meal'} for ${day(change.date)}`;
    case 'meal-plan.meal.removed':
      return `${who} removed a meal`;
    case 'meal-plan.changed':
      return `${who} changed the meal plan`;
  }
}
