import { randomUUID } from 'node:crypto';
import { line, startPlanningService, type PlanningHarness } from '../test/planning-harness';

let svc: PlanningHarness;
beforeAll(async () => {
  svc = await startPlanningService();
});
afterAll(() => svc.stop());

describe("svc-recipes' recipe events", () => {
  it('show a renamed recipe by its new title, and a deleted one by its last title, on meals and lists', async () => {
    const ada = await svc.household();
    const recipeId = await svc.recipe(ada, 'Soup', [line('Carrot', 2, 'whole')]);
    const plan = (
      await svc.http
        .post('/api/meal-plans')
        .set(ada.auth)
        .send({ startDate: '2025-09-01', meals: [{ date: '2025-09-01', mealType: 'lunch', recipeId }] })
        .expect(201)
    ).body;
    const list = (await svc.http.post('/api/shopping-lists').set(ada.auth).send({ name: 'Soup', recipeIds: [recipeId] }).expect(201)).body;
    const titles = async () => {
      const meal = (await svc.http.get(`/api/meal-plans/${plan._id}`).set(ada.auth).expect(200)).body.meals[0].recipe.title;
      const { recipes, items } = (await svc.http.get(`/api/shopping-lists/${list._id}`).set(ada.auth).expect(200)).body;
      return [meal, recipes[0].title, items[0].recipes[0].title];
    };

    const renamed = { recipeId, householdId: ada.householdId, createdBy: ada.id, title: 'Carrot soup', isPrivate: false, ingredients: [line('Carrot', 5, 'whole')] };
    const update = await svc.deliver('recipe.updated', renamed);
    expect(await titles()).toEqual(['Carrot soup', 'Carrot soup', 'Carrot soup']);
    const fresh = (await svc.http.post('/api/shopping-lists').set(ada.auth).send({ name: 'Again', recipeIds: [recipeId] }).expect(201)).body;
    expect(fresh.items.map((item: { quantity: number }) => item.quantity)).toEqual([5]);

    await svc.deliver('recipe.deleted', { recipeId, householdId: ada.householdId });
    await svc.deliver(update);
    await svc.deliver('recipe.updated', { ...renamed, title: 'Too late' });
    expect(await titles()).toEqual(['Carrot soup', 'Carrot soup', 'Carrot soup']);
    await svc.http.post('/api/shopping-lists').set(ada.auth).send({ name: 'Gone', recipeIds: [recipeId] }).expect(404);
    const generated = (await svc.http.post('/api/shopping-lists/generate-from-meal-plan').set(ada.auth).send({ mealPlanId: plan._id }).expect(201)).body;
    expect([generated.recipes, generated.items]).toEqual([[], []]);
  });

  it("let members use their household's private recipes and everyone's public ones", async () => {
    const ada = await svc.household();
    const bob = await svc.join(ada.householdId);
    const eve = await svc.household();
    const secret = await svc.recipe(ada, 'Secret', [], true);
    const shared = await svc.recipe(eve, 'Shared');
    await svc.http.post('/api/shopping-lists').set(bob.auth).send({ name: 'Ok', recipeIds: [secret, shared] }).expect(201);
    await svc.http.post('/api/shopping-lists').set(eve.auth).send({ name: 'No', recipeIds: [secret] }).expect(404);
  });
});

describe("svc-recipes' catalogue events", () => {
  it('put an ingredient created in the catalogue on a list by its id, under its catalogue name', async () => {
    const ada = await svc.household();
    const list = (await svc.http.post('/api/shopping-lists').set(ada.auth).send({ name: 'Shop' }).expect(201)).body;
    const ingredientId = randomUUID();
    const add = () => svc.http.post(`/api/shopping-lists/${list._id}/items`).set(ada.auth).send({ ingredientId, quantity: 2, unit: 'g' });
    expect((await add().expect(404)).body.message).toBe('Ingredient not found');

    await svc.deliver('ingredient.created', { ingredientId, name: 'Saffron' });
    const added = (await add().expect(201)).body;
    expect(added.items).toEqual([expect.objectContaining({ name: 'Saffron', ingredient: { _id: ingredientId, name: 'Saffron' }, quantity: 2 })]);
  });
});

describe("svc-household's membership events", () => {
  it('let a new member see the household plans and lists, and a household deleted take them away', async () => {
    const ada = await svc.household();
    await svc.http.post('/api/shopping-lists').set(ada.auth).send({ name: 'Ours' }).expect(201);
    const bob = await svc.join(ada.householdId);
    expect((await svc.http.get('/api/shopping-lists').set(bob.auth).expect(200)).body.map((l: { name: string }) => l.name)).toEqual(['Ours']);

    const elsewhere = randomUUID();
    await svc.deliver('household.member.joined', { householdId: elsewhere, householdName: 'Other', userId: bob.id });
    await svc.deliver('household.member.removed', { householdId: ada.householdId, userId: bob.id, reason: 'left' });
    expect((await svc.http.get('/api/shopping-lists').set(bob.auth).expect(200)).body).toEqual([]);

    await svc.deliver('household.deleted', { householdId: ada.householdId });
    expect((await svc.http.get('/api/shopping-lists').set(ada.auth).expect(200)).body).toEqual([]);
    expect(await svc.sql(`SELECT 1 FROM "${svc.schema}".shopping_lists WHERE household_id = $1`, [ada.householdId])).toEqual([]);
  });
});
