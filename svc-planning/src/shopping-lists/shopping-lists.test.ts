import { randomUUID } from 'node:crypto';
import { planningMessages, planningOwnMessages } from '@hearth/contracts/planning';
import { shoppingItemResponse, shoppingLinesResponse, shoppingListResponse, shoppingListSummaryListResponse } from '@hearth/contracts/planning/schemas';
import { noHouseholdMessage } from '@hearth/service-kit';
import { expectToMatchContract } from '@hearth/service-kit/testing';
import { line, startPlanningService, type Person, type PlanningHarness } from '../test/planning-harness';

let svc: PlanningHarness;
beforeAll(async () => {
  svc = await startPlanningService();
});
afterAll(() => svc.stop());

const flour = randomUUID();
const milk = randomUUID();
const eggs = randomUUID();

async function createList(person: Person, name: string, recipeIds: string[] = []) {
  const response = await svc.http.post('/api/shopping-lists').set(person.auth).send({ name, recipeIds }).expect(201);
  return expectToMatchContract(shoppingListResponse, response.body);
}

const items = (list: { items: { name: string; quantity: number; unit: string }[] }) => list.items.map(({ name, quantity, unit }) => `${quantity} ${unit} ${name}`);

describe('shopping lists from recipes', () => {
  it('adds every ingredient line, merging the same ingredient and unit and g with kg, and remembers the recipes', async () => {
    const ada = await svc.household();
    const pancakes = await svc.recipe(ada, 'Pancakes', [line('Flour', 200, 'g', flour), line('Milk', 300, 'ml', milk), line('Eggs', 2, 'whole', eggs)]);
    const bread = await svc.recipe(ada, 'Bread', [line('Flour', 1, 'kg', flour), line('Salt', 1, 'tsp'), line('Milk', 1, 'cup', milk)]);
    const list = await createList(ada, 'Weekend', [pancakes, bread, pancakes]);
    expect(list.recipes).toEqual([
      { _id: pancakes, title: 'Pancakes' },
      { _id: bread, title: 'Bread' },
    ]);
    // Items by name; the two Milk lines (cup and ml do not convert) in either order.
    expect(items(list).sort()).toEqual(['1 cup Milk', '1 tsp Salt', '1.2 kg Flour', '2 whole Eggs', '300 ml Milk']);
    expect(list.items.map((item) => item.name)).toEqual(['Eggs', 'Flour', 'Milk', 'Milk', 'Salt']);
    const flourItem = list.items.find((item) => item.name === 'Flour')!;
    expect(flourItem).toMatchObject({ ingredient: { _id: flour, name: 'Flour' }, purchased: false });
    expect(flourItem.recipes).toEqual(list.recipes);
    expect(list.items.find((item) => item.name === 'Salt')!.ingredient).toBeNull();
  });

  it("generates a list from the week's plan, a recipe planned twice counted twice", async () => {
    const ada = await svc.household();
    const soup = await svc.recipe(ada, 'Soup', [line('Carrot', 2, 'whole'), line('Stock', 0.5, 'l')]);
    const stew = await svc.recipe(ada, 'Stew', [line('Carrot', 3, 'whole'), line('Stock', 750, 'ml')]);
    const meals = [
      { date: '2025-03-03', mealType: 'lunch', recipeId: soup },
      { date: '2025-03-04', mealType: 'lunch', recipeId: soup },
      { date: '2025-03-05', mealType: 'dinner', recipeId: stew },
    ];
    const plan = (await svc.http.post('/api/meal-plans').set(ada.auth).send({ startDate: '2025-03-03', meals }).expect(201)).body;
    const generated = await svc.http.post('/api/shopping-lists/generate-from-meal-plan').set(ada.auth).send({ mealPlanId: plan._id }).expect(201);
    const list = expectToMatchContract(shoppingListResponse, generated.body);
    expect(list.name).toBe('Shopping list for week of 2025-03-03');
    expect(list.recipes.map((recipe) => recipe.title)).toEqual(['Soup', 'Stew']);
    expect(items(list)).toEqual(['7 whole Carrot', '1.75 l Stock']);
    const named = await svc.http.post('/api/shopping-lists/generate-from-meal-plan').set(ada.auth).send({ mealPlanId: plan._id, name: 'Week 10' }).expect(201);
    expect(named.body.name).toBe('Week 10');
    await svc.http.post('/api/shopping-lists/generate-from-meal-plan').set(ada.auth).send({ mealPlanId: randomUUID() }).expect(404);
    expect((await svc.http.post('/api/shopping-lists/generate-from-meal-plan').set(ada.auth).send({})).body.message).toBe(planningOwnMessages.mealPlanRequired);
  });
});

describe("what a list from the week's plan would hold", () => {
  it('answers the items the generated list gets, by name with their recipes, and makes no list', async () => {
    const ada = await svc.household();
    const soup = await svc.recipe(ada, 'Soup', [line('Carrot', 2, 'whole'), line('Stock', 0.5, 'l'), line('Flour', 600, 'g', flour)]);
    const stew = await svc.recipe(ada, 'Stew', [line('Carrot', 3, 'whole'), line('Stock', 750, 'ml'), line('Flour', 0.6, 'kg', flour)]);
    const meals = [
      { date: '2025-03-10', mealType: 'lunch', recipeId: soup },
      { date: '2025-03-11', mealType: 'lunch', recipeId: soup },
      { date: '2025-03-12', mealType: 'dinner', recipeId: stew },
    ];
    const plan = (await svc.http.post('/api/meal-plans').set(ada.auth).send({ startDate: '2025-03-10', meals }).expect(201)).body;
    const preview = expectToMatchContract(shoppingLinesResponse, (await svc.http.get(`/api/meal-plans/${plan._id}/shopping-lines`).set(ada.auth).expect(200)).body);
    expect(preview.map(({ name, quantity, unit }) => `${quantity} ${unit} ${name}`)).toEqual(['7 whole Carrot', '1.8 kg Flour', '1.75 l Stock']);
    expect(preview.find((item) => item.name === 'Flour')).toMatchObject({ ingredient: { _id: flour, name: 'Flour' } });
    expect(preview[0]!.recipes).toEqual([
      { _id: soup, title: 'Soup' },
      { _id: stew, title: 'Stew' },
    ]);
    expect((await svc.http.get('/api/shopping-lists').set(ada.auth).expect(200)).body).toEqual([]);

    const generated = await svc.http.post('/api/shopping-lists/generate-from-meal-plan').set(ada.auth).send({ mealPlanId: plan._id }).expect(201);
    expect((generated.body as { items: { _id: string; purchased: boolean }[] }).items.map(({ _id: _item, purchased: _tick, ...rest }) => rest)).toEqual(preview);
  });

  it("is not found for another household's plan, an unknown one, or a caller without a household", async () => {
    const ada = await svc.household();
    const plan = (await svc.http.post('/api/meal-plans').set(ada.auth).send({ startDate: '2025-03-10', meals: [] }).expect(201)).body;
    const stranger = await svc.household();
    const none = await svc.stranger();
    for (const [who, id] of [[stranger, plan._id], [ada, randomUUID()], [ada, 'not-an-id'], [none, plan._id]] as const) {
      const answer = await svc.http.get(`/api/meal-plans/${id}/shopping-lines`).set(who.auth).expect(404);
      expect(answer.body.message).toBe(planningOwnMessages.mealPlanNotFound);
    }
    await svc.http.get(`/api/meal-plans/${plan._id}/shopping-lines`).expect(401);
  });
});

describe('a shopping list', () => {
  it('lists, reads, renames and deletes, publishing each change', async () => {
    const ada = await svc.household();
    const bob = await svc.join(ada.householdId);
    const older = await createList(ada, 'Older');
    const list = await createList(bob, 'Groceries');
    await svc.http.post(`/api/shopping-lists/${list._id}/items`).set(ada.auth).send({ name: 'Apples', quantity: 6, unit: 'whole' }).expect(201);
    const cards = expectToMatchContract(shoppingListSummaryListResponse, (await svc.http.get('/api/shopping-lists').set(ada.auth).expect(200)).body);
    expect(cards.map(({ name, itemCount, purchasedCount }) => ({ name, itemCount, purchasedCount }))).toEqual([
      { name: 'Groceries', itemCount: 1, purchasedCount: 0 },
      { name: 'Older', itemCount: 0, purchasedCount: 0 },
    ]);
    expect(Date.parse(cards[0]!.createdAt)).toBeGreaterThan(0);

    expect((await svc.http.put(`/api/shopping-lists/${list._id}`).set(ada.auth).send({ name: ' Market ' }).expect(200)).body.name).toBe('Market');
    expect((await svc.http.get(`/api/shopping-lists/${list._id}`).set(bob.auth).expect(200)).body.name).toBe('Market');
    await svc.http.delete(`/api/shopping-lists/${older._id}`).set(bob.auth).expect(204);
    await svc.http.get(`/api/shopping-lists/${older._id}`).set(bob.auth).expect(404);

    const onList = { listId: list._id, householdId: ada.householdId };
    await svc.publishedOf('shopping-list.created', { ...onList, by: bob.id, name: 'Groceries', itemCount: 0 });
    await svc.publishedOf('shopping-list.renamed', { ...onList, by: ada.id, name: 'Market' });
    await svc.publishedOf('shopping-list.deleted', { listId: older._id, householdId: ada.householdId, by: bob.id });
  });

  it('pages the lists newest first, every page saying how many there are, only the caller household ones', async () => {
    const ada = await svc.household();
    const other = await svc.household();
    await createList(other, 'Not ours');
    for (const name of ['One', 'Two', 'Three', 'Four', 'Five']) await createList(ada, name);
    const page = async (query: string) => {
      const response = await svc.http.get(`/api/shopping-lists${query}`).set(ada.auth).expect(200);
      return [expectToMatchContract(shoppingListSummaryListResponse, response.body).map((list) => list.name), response.headers['x-total-count']];
    };
    expect(await page('')).toEqual([['Five', 'Four', 'Three', 'Two', 'One'], '5']);
    expect(await page('?limit=2')).toEqual([['Five', 'Four'], '5']);
    expect(await page('?limit=2&page=3')).toEqual([['One'], '5']);
    expect(await page('?limit=2&page=4')).toEqual([[], '5']);
    expect(await page('?page=&limit=')).toEqual([['Five', 'Four', 'Three', 'Two', 'One'], '5']);
    expect(await page('?limit=100')).toEqual([['Five', 'Four', 'Three', 'Two', 'One'], '5']);
    const refused = async (query: string) => {
      const { status, body } = await svc.http.get(`/api/shopping-lists${query}`).set(ada.auth);
      return [status, body.message];
    };
    expect(await refused('?limit=101')).toEqual([400, planningOwnMessages.limitInvalid]);
    expect(await refused('?limit=0')).toEqual([400, planningOwnMessages.limitInvalid]);
    expect(await refused('?page=0')).toEqual([400, planningOwnMessages.pageInvalid]);
    expect(await refused('?page=1.5')).toEqual([400, planningOwnMessages.pageInvalid]);
    expect(await refused('?page=x')).toEqual([400, planningOwnMessages.pageInvalid]);
  });

  it('adds catalogue and custom items, removes them, and toggles purchased', async () => {
    const ada = await svc.household();
    await svc.recipe(ada, 'Pancakes', [line('Eggs', 2, 'whole', eggs)]);
    const list = await createList(ada, 'Mine');
    const add = (item: object) => svc.http.post(`/api/shopping-lists/${list._id}/items`).set(ada.auth).send(item);
    const withEggs = expectToMatchContract(shoppingListResponse, (await add({ ingredientId: eggs, quantity: 12, unit: 'whole' }).expect(201)).body);
    expect(withEggs.items).toEqual([{ _id: expect.any(String), name: 'Eggs', ingredient: { _id: eggs, name: 'Eggs' }, quantity: 12, unit: 'whole', purchased: false, recipes: [], aisle: 'dairy-eggs' }]);
    const both = (await add({ name: 'Bin bags', quantity: 1.5, unit: 'whole' }).expect(201)).body;
    expect(both.items.map((item: { name: string }) => item.name)).toEqual(['Bin bags', 'Eggs']);
    await add({ ingredientId: randomUUID(), quantity: 1, unit: 'g' }).expect(404);

    const eggsId = withEggs.items[0]!._id;
    const toggled = await svc.http.patch(`/api/shopping-lists/${list._id}/items/${eggsId}/toggle`).set(ada.auth).expect(200);
    expect(expectToMatchContract(shoppingItemResponse, toggled.body).purchased).toBe(true);
    expect((await svc.http.patch(`/api/shopping-lists/${list._id}/items/${eggsId}/toggle`).set(ada.auth).send({}).expect(200)).body.purchased).toBe(false);
    const onList = { listId: list._id, householdId: ada.householdId, by: ada.id };
    await svc.publishedOf('shopping-list.item.toggled', { ...onList, itemId: eggsId, name: 'Eggs', purchased: true });
    await svc.publishedOf('shopping-list.item.added', { ...onList, itemId: eggsId, name: 'Eggs', quantity: 12, unit: 'whole', aisle: 'dairy-eggs' });

    expect((await svc.http.delete(`/api/shopping-lists/${list._id}/items/${eggsId}`).set(ada.auth).expect(200)).body.items).toHaveLength(1);
    await svc.http.delete(`/api/shopping-lists/${list._id}/items/${eggsId}`).set(ada.auth).expect(404);
    await svc.publishedOf('shopping-list.item.removed', { ...onList, itemId: eggsId, name: 'Eggs' });
  });

  it('ends consistent when two members tap the same item at once', async () => {
    const ada = await svc.household();
    const bob = await svc.join(ada.householdId);
    const list = await createList(ada, 'Shared');
    const [item] = (await svc.http.post(`/api/shopping-lists/${list._id}/items`).set(ada.auth).send({ name: 'Milk', quantity: 1, unit: 'l' }).expect(201)).body.items;
    const tap = (person: Person) => svc.http.patch(`/api/shopping-lists/${list._id}/items/${item._id}/toggle`).set(person.auth).expect(200);
    const answers = await Promise.all([tap(ada), tap(bob), tap(ada)]);
    expect(answers.map((answer) => answer.body.purchased).sort()).toEqual([false, true, true]);
    expect((await svc.http.get(`/api/shopping-lists/${list._id}`).set(bob.auth)).body.items[0].purchased).toBe(true);
  });

  it("answers the docs' messages to bad input", async () => {
    const ada = await svc.household();
    const list = await createList(ada, 'Checks');
    const message = async (request: Promise<{ status: number; body: { message: string } }>) => {
      const { status, body } = await request;
      return [status, body.message];
    };
    expect(await message(svc.http.post('/api/shopping-lists').set(ada.auth).send({ name: '  ' }))).toEqual([400, planningMessages.listNameRequired]);
    expect(await message(svc.http.post('/api/shopping-lists').set(ada.auth).send({}))).toEqual([400, planningMessages.listNameRequired]);
    expect(await message(svc.http.put(`/api/shopping-lists/${list._id}`).set(ada.auth).send({ name: '' }))).toEqual([400, planningMessages.listNameEmpty]);
    const add = (item: object) => svc.http.post(`/api/shopping-lists/${list._id}/items`).set(ada.auth).send(item);
    expect(await message(add({ quantity: 1, unit: 'g' }))).toEqual([400, planningMessages.itemNeedsName]);
    expect(await message(add({ name: ' ', quantity: 1, unit: 'g' }))).toEqual([400, planningMessages.itemNeedsName]);
    expect(await message(add({ name: 'Salt', quantity: 0, unit: 'g' }))).toEqual([400, planningOwnMessages.quantityPositive]);
    expect(await message(add({ name: 'Salt', quantity: -1, unit: 'g' }))).toEqual([400, planningOwnMessages.quantityPositive]);
    expect(await message(add({ name: 'Salt', unit: 'g' }))).toEqual([400, planningOwnMessages.quantityRequired]);
    expect(await message(add({ name: 'Salt', quantity: 1, unit: 'handful' }))).toEqual([400, planningOwnMessages.unitInvalid]);
    expect(await message(add({ name: 'Salt', quantity: 1 }))).toEqual([400, planningOwnMessages.unitRequired]);
    expect(await message(svc.http.post('/api/shopping-lists').set(ada.auth).send({ name: 'X', recipeIds: [randomUUID()] }))).toEqual([
      404,
      planningOwnMessages.recipeNotFound,
    ]);
    expect((await svc.http.get(`/api/shopping-lists/${list._id}`).set(ada.auth)).body.items).toEqual([]);
  });

  it('answers 404 on every list and item id to another household, a removed member and someone in none; 401 to a guest', async () => {
    const ada = await svc.household();
    const bob = await svc.join(ada.householdId);
    const eve = await svc.household();
    const secret = await svc.recipe(eve, 'Secret', [line('Saffron', 1, 'pinch')], true);
    const list = await createList(ada, 'Ours');
    const [item] = (await svc.http.post(`/api/shopping-lists/${list._id}/items`).set(bob.auth).send({ name: 'Tea', quantity: 1, unit: 'whole' }).expect(201)).body.items;
    await svc.remove(bob);
    for (const outsider of [eve, bob, await svc.stranger()]) {
      const as = outsider.auth;
      await svc.http.get(`/api/shopping-lists/${list._id}`).set(as).expect(404);
      await svc.http.put(`/api/shopping-lists/${list._id}`).set(as).send({ name: 'Theirs' }).expect(404);
      await svc.http.post(`/api/shopping-lists/${list._id}/items`).set(as).send({ name: 'Coffee', quantity: 1, unit: 'whole' }).expect(404);
      await svc.http.patch(`/api/shopping-lists/${list._id}/items/${item._id}/toggle`).set(as).expect(404);
      await svc.http.delete(`/api/shopping-lists/${list._id}/items/${item._id}`).set(as).expect(404);
      await svc.http.delete(`/api/shopping-lists/${list._id}`).set(as).expect(404);
    }
    expect((await svc.http.get('/api/shopping-lists').set(eve.auth).expect(200)).body).toEqual([]);
    // Without a household (the service kit's rule): the collection is empty, creating is 409.
    expect((await svc.http.get('/api/shopping-lists').set(bob.auth).expect(200)).body).toEqual([]);
    for (const create of [
      svc.http.post('/api/shopping-lists').set(bob.auth).send({ name: 'Mine' }),
      svc.http.post('/api/shopping-lists/generate-from-meal-plan').set(bob.auth).send({ mealPlanId: randomUUID() }),
    ]) {
      const refused = await create.expect(409);
      expect(refused.body.message).toBe(noHouseholdMessage);
    }
    await svc.http.post('/api/shopping-lists').set(ada.auth).send({ name: 'Steal', recipeIds: [secret] }).expect(404);
    await svc.http.patch(`/api/shopping-lists/${list._id}/items/nope/toggle`).set(ada.auth).expect(404);
    await svc.http.get('/api/shopping-lists').expect(401);
    await svc.http.patch(`/api/shopping-lists/${list._id}/items/${item._id}/toggle`).expect(401);
    expect((await svc.http.get(`/api/shopping-lists/${list._id}`).set(ada.auth).expect(200)).body.items[0].purchased).toBe(false);
  });
});
