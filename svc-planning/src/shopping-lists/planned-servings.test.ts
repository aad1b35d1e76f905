import { randomUUID } from 'node:crypto';
import { recipesOwnMessages } from '@hearth/contracts/recipes';
import { mealPlanResponse, shoppingLinesResponse, shoppingListResponse } from '@hearth/contracts/planning/schemas';
import { expectToMatchContract } from '@hearth/service-kit/testing';
import { line, startPlanningService, type Person, type PlanningHarness } from '../test/planning-harness';

let svc: PlanningHarness;
beforeAll(async () => {
  svc = await startPlanningService();
});
afterAll(() => svc.stop());

const flour = randomUUID();
const items = (list: { items: { name: string; quantity: number; unit: string }[] }) => list.items.map(({ name, quantity, unit }) => `${quantity} ${unit} ${name}`);

/** Pancakes serve 4; the crumble does not say how many it serves. */
async function recipes(owner: Person) {
  const pancakes = await svc.recipe(owner, 'Pancakes', [line('Flour', 200, 'g', flour), line('Eggs', 2, 'whole'), line('Milk', 0.5, 'l')], false, randomUUID(), 4);
  const crumble = await svc.recipe(owner, 'Crumble', [line('Flour', 100, 'g', flour), line('Apples', 3, 'whole')]);
  return { pancakes, crumble };
}

describe('a meal planned for a number of people', () => {
  it('keeps its servings, answers null for "as the recipe says", and refuses what is not a whole number from 1 to 100', async () => {
    const ada = await svc.household();
    const { pancakes } = await recipes(ada);
    const created = await svc.http
      .post('/api/meal-plans')
      .set(ada.auth)
      .send({ startDate: '2025-06-02', meals: [{ date: '2025-06-02', mealType: 'breakfast', recipeId: pancakes, servings: 6 }] })
      .expect(201);
    const plan = expectToMatchContract(mealPlanResponse, created.body);
    expect(plan.meals.map((meal) => meal.servings)).toEqual([6]);

    const added = await svc.http.post(`/api/meal-plans/${plan._id}/meals`).set(ada.auth).send({ date: '2025-06-03', mealType: 'breakfast', recipeId: pancakes, servings: null });
    expect(added.status).toBe(201);
    expect(expectToMatchContract(mealPlanResponse, added.body).meals.map((meal) => meal.servings)).toEqual([6, null]);
    const read = await svc.http.get(`/api/meal-plans/${plan._id}`).set(ada.auth).expect(200);
    expect(read.body.meals.map((meal: { servings: number | null }) => meal.servings)).toEqual([6, null]);

    for (const servings of [0, 101, 2.5, '6', true, -1]) {
      const refused = await svc.http.post(`/api/meal-plans/${plan._id}/meals`).set(ada.auth).send({ date: '2025-06-04', mealType: 'lunch', recipeId: pancakes, servings });
      expect({ servings, status: refused.status, message: refused.body.message }).toEqual({ servings, status: 400, message: recipesOwnMessages.servingsInvalid });
    }
    expect((await svc.http.get(`/api/meal-plans/${plan._id}`).set(ada.auth).expect(200)).body.meals).toHaveLength(2);
  });
});

describe("a list from the week's plan", () => {
  it('scales each meal from the servings its recipe is written for to those planned, and merges the lines as before', async () => {
    const ada = await svc.household();
    const { pancakes, crumble } = await recipes(ada);
    const meals = [
      { date: '2025-06-09', mealType: 'breakfast', recipeId: pancakes, servings: 6 },
      { date: '2025-06-10', mealType: 'breakfast', recipeId: pancakes },
      { date: '2025-06-11', mealType: 'dinner', recipeId: crumble, servings: 6 },
      { date: '2025-06-12', mealType: 'breakfast', recipeId: pancakes, servings: 1 },
    ];
    const plan = (await svc.http.post('/api/meal-plans').set(ada.auth).send({ startDate: '2025-06-09', meals }).expect(201)).body;

    const preview = expectToMatchContract(shoppingLinesResponse, (await svc.http.get(`/api/meal-plans/${plan._id}/shopping-lines`).set(ada.auth).expect(200)).body);
    const generated = await svc.http.post('/api/shopping-lists/generate-from-meal-plan').set(ada.auth).send({ mealPlanId: plan._id }).expect(201);
    const list = expectToMatchContract(shoppingListResponse, generated.body);
    // Pancakes for 6 (×1.5), for 4 (as written) and for 1 (×¼): 300 + 200 + 50 g of flour, with the
    // crumble's 100 g as written (it says nothing of servings): 650 g. Eggs 3 + 2 + 0.5, milk 0.75 + 0.5 + 0.125 l.
    expect(items(list)).toEqual(['3 whole Apples', '5.5 whole Eggs', '650 g Flour', '1.375 l Milk']);
    expect(preview.map(({ name, quantity, unit }) => `${quantity} ${unit} ${name}`)).toEqual(items(list));
    expect(list.recipes.map((recipe) => recipe.title).sort()).toEqual(['Crumble', 'Pancakes']);
  });

  it('follows the servings a recipe is changed to, and takes a recipe announced without servings as written', async () => {
    const ada = await svc.household();
    const { pancakes } = await recipes(ada);
    const plan = (
      await svc.http
        .post('/api/meal-plans')
        .set(ada.auth)
        .send({ startDate: '2025-06-16', meals: [{ date: '2025-06-16', mealType: 'breakfast', recipeId: pancakes, servings: 8 }] })
        .expect(201)
    ).body;
    const lines = async () => (await svc.http.get(`/api/meal-plans/${plan._id}/shopping-lines`).set(ada.auth).expect(200)).body.map((item: { name: string; quantity: number; unit: string }) => `${item.quantity} ${item.unit} ${item.name}`);
    expect(await lines()).toEqual(['4 whole Eggs', '400 g Flour', '1 l Milk']);

    const snapshot = { recipeId: pancakes, householdId: ada.householdId, createdBy: ada.id, title: 'Pancakes', isPrivate: false, ingredients: [line('Flour', 200, 'g', flour), line('Eggs', 2, 'whole'), line('Milk', 0.5, 'l')] };
    await svc.deliver('recipe.updated', { ...snapshot, servings: 2 });
    expect(await lines()).toEqual(['8 whole Eggs', '800 g Flour', '2 l Milk']);
    // An event from before recipes told their servings.
    await svc.deliver('recipe.updated', snapshot);
    expect(await lines()).toEqual(['2 whole Eggs', '200 g Flour', '0.5 l Milk']);
  });
});

describe('a list created from recipes', () => {
  it('scales every recipe that says how many it serves to the servings asked for', async () => {
    const ada = await svc.household();
    const { pancakes, crumble } = await recipes(ada);
    const created = await svc.http.post('/api/shopping-lists').set(ada.auth).send({ name: 'Brunch', recipeIds: [pancakes, crumble], servings: 2 }).expect(201);
    const list = expectToMatchContract(shoppingListResponse, created.body);
    expect(items(list)).toEqual(['3 whole Apples', '1 whole Eggs', '200 g Flour', '0.25 l Milk']);

    const asWritten = await svc.http.post('/api/shopping-lists').set(ada.auth).send({ name: 'As written', recipeIds: [pancakes] }).expect(201);
    expect(items(asWritten.body)).toEqual(['2 whole Eggs', '200 g Flour', '0.5 l Milk']);

    const refused = await svc.http.post('/api/shopping-lists').set(ada.auth).send({ name: 'Too many', recipeIds: [pancakes], servings: 1000 });
    expect([refused.status, refused.body.message]).toEqual([400, recipesOwnMessages.servingsInvalid]);
  });
});
