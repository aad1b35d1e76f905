import { randomUUID } from 'node:crypto';
import { planningMessages, planningOwnMessages } from '@hearth/contracts/planning';
import { mealPlanResponse, shoppingListResponse } from '@hearth/contracts/planning/schemas';
import { expectToMatchContract } from '@hearth/service-kit/testing';
import { line, startPlanningService, type Person, type PlanningHarness } from '../test/planning-harness';

let svc: PlanningHarness;
beforeAll(async () => {
  svc = await startPlanningService();
});
afterAll(() => svc.stop());

const flour = randomUUID();
type Item = { _id: string; name: string; quantity: number; unit: string; purchased: boolean };
const lines = (list: { items: Item[] }) => list.items.map(({ name, quantity, unit, purchased }) => `${purchased ? '✓ ' : ''}${quantity} ${unit} ${name}`);

/** A week with pancakes (serve 4) on Monday and soup on Tuesday, and the list generated from it. */
async function generatedWeek(ada: Person, startDate: string) {
  const pancakes = await svc.recipe(ada, 'Pancakes', [line('Flour', 200, 'g', flour), line('Eggs', 2, 'whole'), line('Salt', 1, 'pinch')], false, randomUUID(), 4);
  const soup = await svc.recipe(ada, 'Soup', [line('Carrot', 3, 'whole'), line('Flour', 50, 'g', flour)]);
  const curry = await svc.recipe(ada, 'Curry', [line('Rice', 300, 'g'), line('Carrot', 1, 'whole')]);
  const meals = [
    { date: startDate, mealType: 'breakfast', recipeId: pancakes },
    { date: startDate, mealType: 'dinner', recipeId: soup },
  ];
  const plan = (await svc.http.post('/api/meal-plans').set(ada.auth).send({ startDate, meals }).expect(201)).body;
  const list = expectToMatchContract(shoppingListResponse, (await svc.http.post('/api/shopping-lists/generate-from-meal-plan').set(ada.auth).send({ mealPlanId: plan._id }).expect(201)).body);
  return { plan, list, pancakes, soup, curry };
}

const update = (person: Person, listId: string) => svc.http.post(`/api/shopping-lists/${listId}/update-from-meal-plan`).set(person.auth);

describe("updating a generated list from its week", () => {
  it("is offered by the week's plan, which names the list generated from it", async () => {
    const ada = await svc.household();
    const { plan, list } = await generatedWeek(ada, '2025-07-07');
    const read = expectToMatchContract(mealPlanResponse, (await svc.http.get(`/api/meal-plans/${plan._id}`).set(ada.auth).expect(200)).body);
    expect(read.shoppingList).toEqual({ _id: list._id, name: 'Shopping list for week of 2025-07-07' });
    const other = (await svc.http.post('/api/meal-plans').set(ada.auth).send({ startDate: '2025-07-14' }).expect(201)).body;
    expect(other.shoppingList).toBeNull();
  });

  it('adds the lines of new meals, follows servings, drops lines of removed meals, and keeps ticks, hand-added items and removals', async () => {
    const ada = await svc.household();
    const { plan, list, pancakes, curry } = await generatedWeek(ada, '2025-07-21');
    expect(lines(list)).toEqual(['3 whole Carrot', '2 whole Eggs', '250 g Flour', '1 pinch Salt']);
    const item = (name: string) => list.items.find((candidate) => candidate.name === name)!;
    // In the shop: flour ticked, salt removed (there is some at home), candles added by hand.
    await svc.http.patch(`/api/shopping-lists/${list._id}/items/${item('Flour')._id}/toggle`).set(ada.auth).expect(200);
    await svc.http.delete(`/api/shopping-lists/${list._id}/items/${item('Salt')._id}`).set(ada.auth).expect(200);
    await svc.http.post(`/api/shopping-lists/${list._id}/items`).set(ada.auth).send({ name: 'Candles', quantity: 2, unit: 'whole' }).expect(201);

    // The week changes: the soup goes, curry comes, and the pancakes are for 8.
    const week = (await svc.http.get(`/api/meal-plans/${plan._id}`).set(ada.auth).expect(200)).body;
    const meals = [
      { date: '2025-07-21', mealType: 'breakfast', recipeId: pancakes, servings: 8 },
      { date: '2025-07-22', mealType: 'dinner', recipeId: curry },
    ];
    await svc.http.put(`/api/meal-plans/${week._id}`).set(ada.auth).send({ meals }).expect(200);

    const updated = expectToMatchContract(shoppingListResponse, (await update(ada, list._id).expect(200)).body);
    expect(updated._id).toBe(list._id);
    expect(lines(updated)).toEqual(['2 whole Candles', '1 whole Carrot', '4 whole Eggs', '✓ 400 g Flour', '300 g Rice']);
    expect(updated.items.find((candidate) => candidate.name === 'Flour')!._id).toBe(item('Flour')._id);
    expect(updated.recipes.map((recipe) => recipe.title).sort()).toEqual(['Curry', 'Pancakes']);
    const [event] = (await svc.publishedOf('shopping-list.updated-from-week')).filter((published) => published.payload.listId === list._id);
    expect(event!.payload).toMatchObject({ name: list.name, added: 1, changed: 3, removed: 0 });

    // Once more with nothing changed: the same list.
    const again = (await update(ada, list._id).expect(200)).body;
    expect(lines(again)).toEqual(lines(updated));
    const all = (await svc.http.get('/api/shopping-lists').set(ada.auth).expect(200)).body;
    expect(all).toHaveLength(1);
  });

  it('refuses a list made by hand or whose week is gone (409), and another household or a stranger (404)', async () => {
    const ada = await svc.household();
    const { plan, list } = await generatedWeek(ada, '2025-08-04');
    const byHand = (await svc.http.post('/api/shopping-lists').set(ada.auth).send({ name: 'By hand' }).expect(201)).body;
    expect((await update(ada, byHand._id).expect(409)).body.message).toBe(planningOwnMessages.listNotFromWeek);

    const eve = await svc.household();
    expect((await update(eve, list._id).expect(404)).body.message).toBe(planningMessages.listNotFound);
    expect((await update(await svc.stranger(), list._id).expect(404)).body.message).toBe(planningMessages.listNotFound);
    await update(ada, randomUUID()).expect(404);
    await update(ada, 'not-an-id').expect(404);
    await svc.http.post(`/api/shopping-lists/${list._id}/update-from-meal-plan`).expect(401);

    await svc.http.delete(`/api/meal-plans/${plan._id}`).set(ada.auth).expect(204);
    expect((await update(ada, list._id).expect(409)).body.message).toBe(planningOwnMessages.listNotFromWeek);
    expect((await svc.http.get(`/api/shopping-lists/${list._id}`).set(ada.auth).expect(200)).body.items).toHaveLength(4);
  });
});
