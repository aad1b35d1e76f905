import type { ShoppingItem, ShoppingList } from '@hearth/contracts/planning';
import { createHostStore } from '@hearth/host';
import { applyPending, offlineItemId, pendingListChange } from '../offline/apply-pending';
import type { PendingChange } from '../offline/change-queue';
import { applyListChange, writeListChange, type ListChange } from './list-changes';
import { planningApi, type PlanningDispatch } from './planning-api';

const item = (id: string, name: string, purchased = false): ShoppingItem => ({ _id: id, name, ingredient: null, quantity: 1, unit: 'whole', purchased, recipes: [], aisle: 'other' });
const list = (): ShoppingList => ({
  _id: 'list',
  name: 'Groceries',
  createdAt: '2026-11-23T10:00:00.000Z',
  recipes: [],
  items: [item('milk', 'Milk'), item('bread', 'Bread', true)],
});
const at = '2026-11-23T10:05:00.000Z';
const purchased = (shown: ShoppingList) => Object.fromEntries(shown.items.map((each) => [each._id, each.purchased]));

describe('applyListChange', () => {
  it('ticks and unticks an item, leaving the others as they were', () => {
    const before = list();
    const ticked = applyListChange(before, { kind: 'tick', itemId: 'milk', purchased: true, at });
    expect(purchased(ticked)).toEqual({ milk: true, bread: true });
    expect(ticked.items[1]).toBe(before.items[1]);
    expect(purchased(applyListChange(ticked, { kind: 'tick', itemId: 'bread', purchased: false, at }))).toEqual({ milk: true, bread: false });
    // Pure: the list it was given is unchanged.
    expect(purchased(before)).toEqual({ milk: false, bread: true });
  });

  it('adds an item at the end, once however often the same add is applied', () => {
    const eggs = item('offline-1', 'Eggs');
    const change: ListChange = { kind: 'add', item: eggs };
    const once = applyListChange(list(), change);
    expect(once.items.map((each) => each.name)).toEqual(['Milk', 'Bread', 'Eggs']);
    expect(applyListChange(once, change)).toBe(once);
  });

  it('removes an item; removing it again changes nothing', () => {
    const once = applyListChange(list(), { kind: 'remove', itemId: 'milk' });
    expect(once.items.map((each) => each._id)).toEqual(['bread']);
    expect(applyListChange(once, { kind: 'remove', itemId: 'milk' })).toBe(once);
  });

  it("moves an item to another aisle; the same move again, or one of an item that is gone, changes nothing", () => {
    const before = list();
    const moved = applyListChange(before, { kind: 'aisle', itemId: 'milk', aisle: 'dairy-eggs' });
    expect(moved.items.map((each) => each.aisle)).toEqual(['dairy-eggs', 'other']);
    expect(moved.items[1]).toBe(before.items[1]);
    expect(applyListChange(moved, { kind: 'aisle', itemId: 'milk', aisle: 'dairy-eggs' })).toBe(moved);
    expect(applyListChange(before, { kind: 'aisle', itemId: 'gone', aisle: 'frozen' })).toBe(before);
  });

  it('renames the list', () => {
    const renamed = applyListChange(list(), { kind: 'rename', name: 'Market' });
    expect(renamed.name).toBe('Market');
    expect(applyListChange(renamed, { kind: 'rename', name: 'Market' })).toBe(renamed);
  });

  it('applies the same tick twice as once, and a tick of an item that is gone or already so changes nothing', () => {
    const tick: ListChange = { kind: 'tick', itemId: 'milk', purchased: true, at };
    const once = applyListChange(list(), tick);
    expect(applyListChange(once, tick)).toBe(once);
    const before = list();
    expect(applyListChange(before, { kind: 'tick', itemId: 'gone', purchased: true, at })).toBe(before);
    expect(applyListChange(before, { kind: 'tick', itemId: 'bread', purchased: true, at })).toBe(before);
  });

  it('applies ticks in the order they come, whatever their time: the server orders them and its answer has the last word', () => {
    const later = applyListChange(list(), { kind: 'tick', itemId: 'milk', purchased: true, at: '2026-11-23T10:10:00.000Z' });
    const earlier = applyListChange(later, { kind: 'tick', itemId: 'milk', purchased: false, at: '2026-11-23T10:00:00.000Z' });
    expect(purchased(earlier).milk).toBe(false);
  });
});

describe('writeListChange (the change as an updateQueryData recipe)', () => {
  /** The cached list after `change`, and the patches the cache update made and would undo. */
  async function write(change: ListChange) {
    const store = createHostStore();
    const dispatch = store.dispatch as PlanningDispatch;
    await dispatch(planningApi.util.upsertQueryData('getShoppingList', 'list', list()));
    const { patches, inversePatches } = dispatch(planningApi.util.updateQueryData('getShoppingList', 'list', (draft) => writeListChange(draft, change)));
    const cached = planningApi.endpoints.getShoppingList.select('list')(dispatch((_dispatch, getState) => getState()));
    return { next: cached.data!, patches, undo: inversePatches };
  }

  it("writes a tick as the item's purchased state alone, so undoing it touches nothing else", async () => {
    const { next, patches, undo } = await write({ kind: 'tick', itemId: 'milk', purchased: true, at });
    expect(purchased(next)).toEqual({ milk: true, bread: true });
    expect(patches).toEqual([{ op: 'replace', path: ['items', 0, 'purchased'], value: true }]);
    expect(undo).toEqual([{ op: 'replace', path: ['items', 0, 'purchased'], value: false }]);
  });

  it("writes a move as the item's aisle alone", async () => {
    const { next, patches, undo } = await write({ kind: 'aisle', itemId: 'bread', aisle: 'bakery' });
    expect(next.items.map((each) => each.aisle)).toEqual(['other', 'bakery']);
    expect(patches).toEqual([{ op: 'replace', path: ['items', 1, 'aisle'], value: 'bakery' }]);
    expect(undo).toEqual([{ op: 'replace', path: ['items', 1, 'aisle'], value: 'other' }]);
  });

  it('writes an add, a remove and a rename as applyListChange makes them, and nothing for a change already applied', async () => {
    const changes: ListChange[] = [{ kind: 'add', item: item('offline-1', 'Eggs') }, { kind: 'remove', itemId: 'bread' }, { kind: 'rename', name: 'Market' }];
    for (const change of changes) expect((await write(change)).next).toEqual(applyListChange(list(), change));
    expect((await write({ kind: 'remove', itemId: 'gone' })).patches).toEqual([]);
  });
});

describe('a waiting change as a list change (the offline queue)', () => {
  it('shows an item added offline under its provisional id, once however often the queue is applied on top', () => {
    const add: PendingChange = { id: 'add-eggs', listId: 'list', at, kind: 'add', item: { name: 'Eggs', quantity: 6, unit: 'whole' } };
    const tick: PendingChange = { id: 'tick-milk', listId: 'list', at, kind: 'toggle', itemId: 'milk', purchased: true };
    const once = applyPending(list(), [add, tick]);
    expect(once.items.map((each) => [each._id, each.name, each.purchased])).toEqual([
      ['milk', 'Milk', true],
      ['bread', 'Bread', true],
      [offlineItemId('add-eggs'), 'Eggs', false],
    ]);
    expect(applyPending(once, [add, tick])).toBe(once);
    expect(pendingListChange(tick)).toEqual({ kind: 'tick', itemId: 'milk', purchased: true, at });
  });

  it('shows an item added offline in the aisle chosen, or the one its name suggests, and a move made offline', () => {
    const eggs: PendingChange = { id: 'add-eggs', listId: 'list', at, kind: 'add', item: { name: 'Eggs', quantity: 6, unit: 'whole' } };
    const candles: PendingChange = { id: 'add-candles', listId: 'list', at, kind: 'add', item: { name: 'Candles', quantity: 6, unit: 'whole', aisle: 'bakery' } };
    const move: PendingChange = { id: 'move-milk', listId: 'list', at, kind: 'aisle', itemId: 'milk', aisle: 'dairy-eggs' };
    const shown = applyPending(list(), [eggs, candles, move]);
    expect(Object.fromEntries(shown.items.map((each) => [each.name, each.aisle]))).toEqual({ Milk: 'dairy-eggs', Bread: 'other', Eggs: 'dairy-eggs', Candles: 'bakery' });
    expect(pendingListChange(move)).toEqual({ kind: 'aisle', itemId: 'milk', aisle: 'dairy-eggs' });
  });
});
