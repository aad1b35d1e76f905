import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { householdArchive } from '@hearth/contracts/archive';
import { planningOwnMessages as own, type ShoppingList } from '@hearth/contracts/planning';
import { planningArchive, shoppingItemResponse, shoppingLinesResponse, shoppingListResponse } from '@hearth/contracts/planning/schemas';
import { derivedId, listen, writeZip, type RunningServer } from '@hearth/service-kit';
import { expectToMatchContract, openEventStream, testDatabaseUrl, type EventStreamClient, type ServerEvent } from '@hearth/service-kit/testing';
import { ShoppingItemAisles1738100000000 } from '../migrations/1738100000000-shopping-item-aisles';
import { line, startPlanningService, type Person, type PlanningHarness } from '../test/planning-harness';

// Each item has an aisle (docs/product/planning.md "A shopping list"): the one a member chose, or
// the one its name suggests (the contract's guess), wherever the item came from.
let svc: PlanningHarness;
beforeAll(async () => {
  svc = await startPlanningService({ restoreWaitMs: 500 });
});
afterAll(() => svc.stop());

const flour = randomUUID();
const aisles = (list: Pick<ShoppingList, 'items'>) => Object.fromEntries(list.items.map((item) => [item.name, item.aisle]));

async function newList(person: Person, body: object = {}) {
  const answer = await svc.http.post('/api/shopping-lists').set(person.auth).send({ name: 'Shop', ...body }).expect(201);
  return expectToMatchContract(shoppingListResponse, answer.body);
}
const addItem = (person: Person, listId: string, item: object) =>
  svc.http.post(`/api/shopping-lists/${listId}/items`).set(person.auth).send({ quantity: 1, unit: 'whole', ...item });
const move = (person: Pick<Person, 'auth'>, listId: string, itemId: string, body: object) =>
  svc.http.patch(`/api/shopping-lists/${listId}/items/${itemId}`).set(person.auth).send(body);
const read = async (person: Person, listId: string) =>
  expectToMatchContract(shoppingListResponse, (await svc.http.get(`/api/shopping-lists/${listId}`).set(person.auth).expect(200)).body);

describe("an item's aisle", () => {
  it('is guessed from the name of an item added by hand or from the catalogue, unless the member sent one', async () => {
    const ada = await svc.household();
    await svc.recipe(ada, 'Bread', [line('Plain flour', 500, 'g', flour)]);
    const list = await newList(ada);
    await addItem(ada, list._id, { name: 'Chicken thighs' }).expect(201);
    await addItem(ada, list._id, { ingredientId: flour, quantity: 1, unit: 'kg' }).expect(201);
    await addItem(ada, list._id, { name: 'Birthday candles' }).expect(201);
    await addItem(ada, list._id, { name: 'Truffle' }).expect(201);
    const chosen = expectToMatchContract(shoppingListResponse, (await addItem(ada, list._id, { name: 'Halloumi', aisle: 'meat-fish' }).expect(201)).body);
    expect(aisles(chosen)).toEqual({ 'Birthday candles': 'household', 'Chicken thighs': 'meat-fish', Halloumi: 'meat-fish', 'Plain flour': 'pantry', Truffle: 'other' });
    const halloumi = chosen.items.find((item) => item.name === 'Halloumi')!;
    await svc.publishedOf('shopping-list.item.added', { listId: list._id, householdId: ada.householdId, by: ada.id, itemId: halloumi._id, name: 'Halloumi', quantity: 1, unit: 'whole', aisle: 'meat-fish' });
  });

  it("is guessed for a list's lines from recipes and from the week, and in the week's preview", async () => {
    const ada = await svc.household();
    const soup = await svc.recipe(ada, 'Soup', [line('Red onion', 2, 'whole'), line('Chicken stock', 1, 'l'), line('Milk', 200, 'ml')]);
    expect(aisles(await newList(ada, { recipeIds: [soup] }))).toEqual({ 'Chicken stock': 'pantry', Milk: 'dairy-eggs', 'Red onion': 'produce' });

    const plan = (await svc.http.post('/api/meal-plans').set(ada.auth).send({ startDate: '2025-09-01', meals: [{ date: '2025-09-02', mealType: 'dinner', recipeId: soup }] }).expect(201)).body;
    const preview = expectToMatchContract(shoppingLinesResponse, (await svc.http.get(`/api/meal-plans/${plan._id}/shopping-lines`).set(ada.auth).expect(200)).body);
    expect(preview.map((item) => item.aisle)).toEqual(['pantry', 'dairy-eggs', 'produce']);
    const generated = await svc.http.post('/api/shopping-lists/generate-from-meal-plan').set(ada.auth).send({ mealPlanId: plan._id }).expect(201);
    expect(aisles(expectToMatchContract(shoppingListResponse, generated.body))).toEqual({ 'Chicken stock': 'pantry', Milk: 'dairy-eggs', 'Red onion': 'produce' });
  });

  it('is changed by any member of the household, for everyone, announced once per change', async () => {
    const ada = await svc.household();
    const bob = await svc.join(ada.householdId);
    const list = await newList(ada);
    const [tofu] = (await addItem(ada, list._id, { name: 'Tofu' }).expect(201)).body.items;
    expect(tofu.aisle).toBe('other');

    const moved = expectToMatchContract(shoppingItemResponse, (await move(bob, list._id, tofu._id, { aisle: 'dairy-eggs' }).expect(200)).body);
    expect(moved).toEqual({ ...tofu, aisle: 'dairy-eggs' });
    expect(aisles(await read(ada, list._id))).toEqual({ Tofu: 'dairy-eggs' });
    const announced = { listId: list._id, householdId: ada.householdId, by: bob.id, itemId: tofu._id, name: 'Tofu', aisle: 'dairy-eggs' };
    await svc.publishedOf('shopping-list.item.aisle-changed', announced);

    // The same aisle again, or a replay of the same change, changes nothing and says nothing.
    await move(ada, list._id, tofu._id, { aisle: 'dairy-eggs' }).expect(200);
    const key = randomUUID();
    await move(ada, list._id, tofu._id, { aisle: 'pantry' }).set('Idempotency-Key', key).expect(200);
    await move(bob, list._id, tofu._id, { aisle: 'frozen' }).expect(200);
    expect((await move(ada, list._id, tofu._id, { aisle: 'pantry' }).set('Idempotency-Key', key).expect(200)).body.aisle).toBe('frozen');
    const changes = (await svc.publishedOf('shopping-list.item.aisle-changed')).filter((event) => event.payload.itemId === tofu._id);
    expect(changes.map((event) => event.payload.aisle)).toEqual(['dairy-eggs', 'pantry', 'frozen']);
  });

  it("refuses an aisle that is not on the contract's list with 400 and a message naming the list, changing nothing", async () => {
    const ada = await svc.household();
    const list = await newList(ada);
    const [milk] = (await addItem(ada, list._id, { name: 'Milk' }).expect(201)).body.items;
    for (const body of [{ aisle: 'Dairy & eggs' }, { aisle: 'aisle 7' }, { aisle: '' }, { aisle: 3 }, { aisle: null }, {}]) {
      const refused = await move(ada, list._id, milk._id, body).expect(400);
      expect(refused.body.message).toBe(own.aisleInvalid);
    }
    expect(own.aisleInvalid).toBe('Please choose an aisle from the list: produce, meat-fish, dairy-eggs, bakery, pantry, spices-herbs, frozen, drinks, household, other');
    expect((await addItem(ada, list._id, { name: 'Bread', aisle: 'bread' }).expect(400)).body.message).toBe(own.aisleInvalid);
    expect(aisles(await read(ada, list._id))).toEqual({ Milk: 'dairy-eggs' });
  });

  it('is not found on another household, for a removed member or someone in none, or for an unknown item; a guest gets 401', async () => {
    const ada = await svc.household();
    const bob = await svc.join(ada.householdId);
    const eve = await svc.household();
    const list = await newList(ada);
    const [milk] = (await addItem(ada, list._id, { name: 'Milk' }).expect(201)).body.items;
    await svc.remove(bob);
    for (const outsider of [eve, bob, await svc.stranger()]) {
      expect((await move(outsider, list._id, milk._id, { aisle: 'frozen' }).expect(404)).body.message).toBe('Shopping list not found');
    }
    // Eve's own list does not reach Ada's item either.
    const hers = await newList(eve);
    expect((await move(eve, hers._id, milk._id, { aisle: 'frozen' }).expect(404)).body.message).toBe(own.itemNotFound);
    expect((await move(ada, list._id, randomUUID(), { aisle: 'frozen' }).expect(404)).body.message).toBe(own.itemNotFound);
    await move({ auth: { Authorization: '' } }, list._id, milk._id, { aisle: 'frozen' }).expect(401);
    expect(aisles(await read(ada, list._id))).toEqual({ Milk: 'dairy-eggs' });
  });

  it('chosen by a member, stays when the list is updated from its week; new lines get their guess', async () => {
    const ada = await svc.household();
    const soup = await svc.recipe(ada, 'Soup', [line('Leeks', 2, 'whole'), line('Stock', 1, 'l')], false, randomUUID(), 2);
    const toast = await svc.recipe(ada, 'Toast', [line('Sourdough', 1, 'whole')]);
    const plan = (await svc.http.post('/api/meal-plans').set(ada.auth).send({ startDate: '2025-09-08', meals: [{ date: '2025-09-08', mealType: 'dinner', recipeId: soup }] }).expect(201)).body;
    const list = (await svc.http.post('/api/shopping-lists/generate-from-meal-plan').set(ada.auth).send({ mealPlanId: plan._id }).expect(201)).body as ShoppingList;
    const leeks = list.items.find((item) => item.name === 'Leeks')!;
    await move(ada, list._id, leeks._id, { aisle: 'frozen' }).expect(200);

    const meals = [
      { date: '2025-09-08', mealType: 'dinner', recipeId: soup, servings: 4 },
      { date: '2025-09-09', mealType: 'breakfast', recipeId: toast },
    ];
    await svc.http.put(`/api/meal-plans/${plan._id}`).set(ada.auth).send({ meals }).expect(200);
    const updated = expectToMatchContract(shoppingListResponse, (await svc.http.post(`/api/shopping-lists/${list._id}/update-from-meal-plan`).set(ada.auth).expect(200)).body);
    expect(updated.items.map(({ name, quantity, aisle }) => `${quantity} ${name}: ${aisle}`)).toEqual(['4 Leeks: frozen', '1 Sourdough: bakery', '2 Stock: pantry']);
  });
});

describe('aisles in the household export', () => {
  const archiveOf = (part: unknown) =>
    writeZip([
      { name: householdArchive.manifest, data: JSON.stringify({ format: householdArchive.format, version: 1, exportedAt: new Date().toISOString(), household: 'Home' }) },
      { name: householdArchive.planning, data: JSON.stringify(part) },
    ]);

  it('are exported and restored as chosen; an export from before aisles gets each name its guess', async () => {
    const ada = await svc.household();
    const list = await newList(ada);
    const [oil] = (await addItem(ada, list._id, { name: 'Olive oil' }).expect(201)).body.items;
    await move(ada, list._id, oil._id, { aisle: 'household' }).expect(200);
    await addItem(ada, list._id, { name: 'Bananas' }).expect(201);

    const part = expectToMatchContract(planningArchive, (await svc.http.get('/api/meal-plans/export').set(ada.auth).expect(200)).body);
    expect(part.shoppingLists[0]!.items.map(({ name, aisle }) => ({ name, aisle }))).toEqual([
      { name: 'Bananas', aisle: 'produce' },
      { name: 'Olive oil', aisle: 'household' },
    ]);

    const target = await svc.household();
    await svc.http.post('/api/meal-plans/restore').set(target.auth).attach('file', archiveOf(part), 'hearth.zip').expect(201);
    const restored = await read(target, derivedId(target.householdId, list._id));
    expect(aisles(restored)).toEqual({ Bananas: 'produce', 'Olive oil': 'household' });

    const older = { ...part, shoppingLists: part.shoppingLists.map((archived) => ({ ...archived, items: archived.items.map(({ aisle: _aisle, ...item }) => item) })) };
    const another = await svc.household();
    await svc.http.post('/api/meal-plans/restore').set(another.auth).attach('file', archiveOf(older), 'hearth.zip').expect(201);
    expect(aisles(await read(another, derivedId(another.householdId, list._id)))).toEqual({ Bananas: 'produce', 'Olive oil': 'pantry' });
  });
});

describe('the migration that gave items their aisles', () => {
  it("backfills each existing item with its name's guess, and then every item must have one of the list", async () => {
    const ada = await svc.household();
    const list = await newList(ada);
    for (const name of ['Plain flour', 'Chicken thighs', 'Milk', 'Red onion', 'Milk', 'Truffle']) await addItem(ada, list._id, { name }).expect(201);
    const [milk] = (await read(ada, list._id)).items.filter((item) => item.name === 'Milk');
    await move(ada, list._id, milk!._id, { aisle: 'frozen' }).expect(200);

    const client = new Client({ connectionString: testDatabaseUrl });
    await client.connect();
    try {
      await client.query(`SET search_path TO "${svc.schema}", public`);
      const queryRunner = { query: async (text: string, params?: unknown[]) => (await client.query(text, params)).rows };
      const migration = new ShoppingItemAisles1738100000000();
      // As before the migration: no aisles at all. Then as it runs on such a database.
      await migration.down(queryRunner as never);
      await migration.up(queryRunner as never);
      const stored = await client.query<{ name: string; aisle: string }>('SELECT name, aisle FROM shopping_items WHERE list_id = $1 ORDER BY name', [list._id]);
      expect(stored.rows.map(({ name, aisle }) => `${name}: ${aisle}`)).toEqual([
        'Chicken thighs: meat-fish',
        'Milk: dairy-eggs',
        'Milk: dairy-eggs',
        'Plain flour: pantry',
        'Red onion: produce',
        'Truffle: other',
      ]);
      const insert = (aisle: string | null) => client.query('INSERT INTO shopping_items (list_id, name, quantity, unit, aisle) VALUES ($1, $2, 1, $3, $4)', [list._id, 'Salt', 'g', aisle]);
      await expect(insert(null)).rejects.toThrow(/null value in column "aisle"/);
      await expect(insert('Bakery')).rejects.toThrow(/shopping_items_aisle/);
    } finally {
      await client.end();
    }
    expect(aisles(await read(ada, list._id))).toMatchObject({ Milk: 'dairy-eggs', Truffle: 'other' });
  });
});

describe("an aisle's change, live", () => {
  let server: RunningServer;
  const streams: EventStreamClient[] = [];
  beforeAll(async () => {
    server = await listen(svc.service.app.callback(), 0, '127.0.0.1');
  });
  afterAll(async () => {
    streams.forEach((stream) => stream.close());
    await server.close(100);
  });
  const change = (type: string) => (event: ServerEvent) => event.event === 'change' && (event.data as { type: string }).type === type;

  it("reaches the other members' pages with the item's new aisle, and a new item's aisle with it", async () => {
    const ada = await svc.household();
    const bob = await svc.join(ada.householdId);
    const stream = await openEventStream(`http://127.0.0.1:${server.port}/api/live`, bob.auth);
    streams.push(stream);
    await stream.next((event) => event.event === 'ready');

    const list = await newList(ada);
    const [milk] = (await addItem(ada, list._id, { name: 'Milk' }).expect(201)).body.items;
    expect((await stream.next(change('shopping-list.item.added'))).data).toMatchObject({ listId: list._id, itemId: milk._id, name: 'Milk', aisle: 'dairy-eggs' });
    await move(ada, list._id, milk._id, { aisle: 'drinks' }).expect(200);
    expect((await stream.next(change('shopping-list.item.aisle-changed'))).data).toEqual({
      type: 'shopping-list.item.aisle-changed',
      at: expect.any(String),
      by: ada.id,
      listId: list._id,
      itemId: milk._id,
      name: 'Milk',
      aisle: 'drinks',
    });
  });
});
