import { randomUUID } from 'node:crypto';
import { createEvent } from '@hearth/events';
import { presentLiveChange, type LiveEvent } from './live-presenter';

const [list, milk, ada] = [randomUUID(), randomUUID(), randomUUID()];
const onList = { listId: list, householdId: randomUUID(), by: ada };
const onPlan = { planId: randomUUID(), householdId: randomUUID(), by: ada, startDate: '2026-11-23' };

/** Each event the hub forwards, and what its `change` data says besides its type, time and author. */
const events: [LiveEvent, Record<string, unknown>][] = [
  [createEvent('shopping-list.created', { ...onList, name: 'Market', itemCount: 3 }, 'c'), { listId: list, name: 'Market' }],
  [createEvent('shopping-list.renamed', { ...onList, name: 'Shop' }, 'c'), { listId: list, name: 'Shop' }],
  [createEvent('shopping-list.deleted', onList, 'c'), { listId: list }],
  [createEvent('shopping-list.item.added', { ...onList, itemId: milk, name: 'Milk', quantity: 1, unit: 'l', aisle: 'drinks' }, 'c'), { listId: list, itemId: milk, name: 'Milk', aisle: 'drinks' }],
  // Sent before items had aisles: the name's guess.
  [createEvent('shopping-list.item.added', { ...onList, itemId: milk, name: 'Milk', quantity: 1, unit: 'l' }, 'c'), { listId: list, itemId: milk, name: 'Milk', aisle: 'dairy-eggs' }],
  [createEvent('shopping-list.item.removed', { ...onList, itemId: milk, name: 'Milk' }, 'c'), { listId: list, itemId: milk, name: 'Milk' }],
  [createEvent('shopping-list.item.toggled', { ...onList, itemId: milk, name: 'Milk', purchased: false }, 'c'), { listId: list, itemId: milk, name: 'Milk', purchased: false }],
  [createEvent('shopping-list.item.aisle-changed', { ...onList, itemId: milk, name: 'Milk', aisle: 'frozen' }, 'c'), { listId: list, itemId: milk, name: 'Milk', aisle: 'frozen' }],
  [createEvent('meal-plan.changed', { ...onPlan, change: 'deleted' }, 'c'), { startDate: '2026-11-23', change: 'deleted' }],
  [createEvent('meal-plan.meal.added', { ...onPlan, date: '2026-11-25', mealType: 'dinner' }, 'c'), { startDate: '2026-11-23', date: '2026-11-25', mealType: 'dinner' }],
  [createEvent('meal-plan.meal.removed', { ...onPlan, mealId: randomUUID() }, 'c'), { startDate: '2026-11-23' }],
];

describe("the live stream's change data (the planning contract's LiveChange)", () => {
  it.each(events.map(([event, fields]) => [event.type, event, fields] as const))('%s: what the page reads, not the household or other ids', (_type, event, fields) => {
    expect(presentLiveChange(event)).toEqual({ type: event.type, at: event.occurredAt, by: ada, ...fields });
  });
});
