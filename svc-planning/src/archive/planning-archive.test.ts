import { householdArchive } from '@hearth/contracts/archive';
import { planningOwnMessages as own } from '@hearth/contracts/planning';
import { mealPlanResponse, planningArchive, planningRestoreResponse, shoppingListResponse } from '@hearth/contracts/planning/schemas';
import { derivedId, writeZip } from '@hearth/service-kit';
import { expectToMatchContract } from '@hearth/service-kit/testing';
import { line, startPlanningService, type Person, type PlanningHarness } from '../test/planning-harness';

let svc: PlanningHarness;
beforeAll(async () => {
  svc = await startPlanningService({ restoreWaitMs: 1500 });
});
afterAll(() => svc.stop());

/** A household with two weeks of meals and two lists (one made from a recipe, one ticked item). */
async function plannedHousehold() {
  const owner = await svc.household();
  const soup = await svc.recipe(owner, 'Tomato Soup', [line('Tomatoes', 500, 'g')]);
  const curry = await svc.recipe(owner, 'Green Curry', [line('Coconut milk', 400, 'ml')], true);
  await svc.http
    .post('/api/meal-plans')
    .set(owner.auth)
    .send({ startDate: '2026-11-23', notes: 'Busy week', meals: [{ date: '2026-11-24', mealType: 'dinner', recipeId: soup, notes: 'Double it', servings: 6 }, { date: '2026-11-23', mealType: 'lunch', recipeId: curry }] })
    .expect(201);
  await svc.http.post('/api/meal-plans').set(owner.auth).send({ startDate: '2026-11-30', meals: [{ date: '2026-12-06', mealType: 'snack', recipeId: soup }] }).expect(201);
  const fromRecipe = (await svc.http.post('/api/shopping-lists').set(owner.auth).send({ name: 'Soup things', recipeIds: [soup] }).expect(201)).body;
  const plain = (await svc.http.post('/api/shopping-lists').set(owner.auth).send({ name: 'Corner shop' }).expect(201)).body;
  const withMilk = (await svc.http.post(`/api/shopping-lists/${plain._id}/items`).set(owner.auth).send({ name: 'Oat milk', quantity: 2, unit: 'l' }).expect(201)).body;
  const milk = withMilk.items.find((item: { name: string }) => item.name === 'Oat milk');
  await svc.http.post(`/api/shopping-lists/${plain._id}/items`).set(owner.auth).send({ name: 'Bread', quantity: 1, unit: 'whole' }).expect(201);
  await svc.http.patch(`/api/shopping-lists/${plain._id}/items/${milk._id}/toggle`).set(owner.auth).send({}).expect(200);
  return { owner, recipes: { soup, curry }, lists: [fromRecipe._id as string, plain._id as string] };
}

const exported = async (person: Person) => expectToMatchContract(planningArchive, (await svc.http.get('/api/meal-plans/export').set(person.auth).expect(200)).body);
const restore = (person: Person, file: Buffer, name = 'hearth.zip') => svc.http.post('/api/meal-plans/restore').set(person.auth).attach('file', file, name);
/** The archive as the app makes it: the recipes part's files and planning.json. */
const archiveOf = (part: unknown) =>
  writeZip([
    { name: householdArchive.manifest, data: JSON.stringify({ format: householdArchive.format, version: 1, exportedAt: new Date().toISOString(), household: 'Home' }) },
    { name: householdArchive.planning, data: JSON.stringify(part) },
  ]);

/** Everything a member sees of the household's plans and lists, without ids (which a restore changes). */
async function seen(person: Person) {
  const answered = (await svc.http.get('/api/meal-plans').set(person.auth).expect(200)).body as unknown[];
  const plans = answered.map((plan) => expectToMatchContract(mealPlanResponse, plan));
  const summaries = (await svc.http.get('/api/shopping-lists').set(person.auth).expect(200)).body as { _id: string }[];
  const lists = await Promise.all(
    summaries.map(async ({ _id }) => expectToMatchContract(shoppingListResponse, (await svc.http.get(`/api/shopping-lists/${_id}`).set(person.auth).expect(200)).body)),
  );
  return {
    plans: plans.map(({ startDate, endDate, notes, meals }) => ({ startDate, endDate, notes, meals: meals.map(({ date, mealType, notes: mealNotes, recipe, servings }) => ({ date, mealType, notes: mealNotes, recipe: recipe?.title, servings })) })),
    lists: lists.map(({ name, createdAt, recipes, items }) => ({
      name,
      createdAt,
      recipes: recipes.map((recipe) => recipe.title),
      items: items.map(({ name: itemName, quantity, unit, purchased, ingredient, recipes: from }) => ({ itemName, quantity, unit, purchased, ingredient: ingredient?.name ?? null, from: from.map((recipe) => recipe.title) })),
    })),
  };
}

describe('GET /meal-plans/export and POST /meal-plans/restore', () => {
  it("restores a household's weeks, meals, lists, items and ticks into an empty household, field by field", async () => {
    const { owner, recipes } = await plannedHousehold();
    const part = await exported(owner);
    expect(part.mealPlans).toHaveLength(2);
    expect(part.shoppingLists.map((list) => list.name)).toEqual(['Soup things', 'Corner shop']);
    expect(part.mealPlans[0]!.meals.map((meal) => meal.recipe)).toEqual([recipes.curry, recipes.soup]);
    expect(part.mealPlans[0]!.meals.map((meal) => meal.servings)).toEqual([null, 6]);

    const target = await svc.household();
    // svc-recipes restores the recipes first, each under the id derived from the new household and its id in the export.
    await svc.recipe(target, 'Tomato Soup', [line('Tomatoes', 500, 'g')], false, derivedId(target.householdId, recipes.soup));
    await svc.recipe(target, 'Green Curry', [line('Coconut milk', 400, 'ml')], true, derivedId(target.householdId, recipes.curry));

    const answer = await restore(target, archiveOf(part)).expect(201);
    expect(expectToMatchContract(planningRestoreResponse, answer.body)).toEqual({ mealPlans: 2, meals: 3, mealsWithoutRecipe: 0, shoppingLists: 2, items: 3 });
    expect(await seen(target)).toEqual(await seen(owner));
    expect((await seen(target)).lists.flatMap((list) => list.items.filter((item) => item.purchased).map((item) => item.itemName))).toEqual(['Oat milk']);
  });

  it('takes planning.json on its own too, refuses a household that has plans already, and what is not an export', async () => {
    const { owner } = await plannedHousehold();
    const part = await exported(owner);
    const target = await svc.household();
    expect((await restore(target, Buffer.from(JSON.stringify({ ...part, mealPlans: [] })), 'planning.json').expect(201)).body).toMatchObject({ mealPlans: 0, shoppingLists: 2 });
    expect((await restore(target, archiveOf(part)).expect(409)).body.message).toBe(own.restoreNotEmpty);

    const other = await svc.household();
    for (const file of [Buffer.from('not a zip at all'), writeZip([{ name: 'recipes.json', data: '{}' }]), archiveOf({ version: 2, mealPlans: [], shoppingLists: [] })]) {
      expect((await restore(other, file).expect(400)).body.message).toMatch(own.restoreFileRefused);
    }
    expect((await svc.http.get('/api/meal-plans').set(other.auth).expect(200)).body).toEqual([]);
  });

  it('waits for a recipe still on its way, and leaves out and counts meals whose recipe never reached the household', async () => {
    const { owner, recipes } = await plannedHousehold();
    const part = await exported(owner);
    const late = await svc.household();
    await svc.recipe(late, 'Green Curry', [], true, derivedId(late.householdId, recipes.curry));
    const arriving = new Promise((resolve) => setTimeout(resolve, 400)).then(() => svc.recipe(late, 'Tomato Soup', [], false, derivedId(late.householdId, recipes.soup)));
    expect((await restore(late, archiveOf(part)).expect(201)).body).toMatchObject({ meals: 3, mealsWithoutRecipe: 0 });
    await arriving;

    const target = await svc.household();
    await svc.recipe(target, 'Tomato Soup', [], false, derivedId(target.householdId, recipes.soup));
    expect((await restore(target, archiveOf(part)).expect(201)).body).toEqual({ mealPlans: 2, meals: 2, mealsWithoutRecipe: 1, shoppingLists: 2, items: 3 });
    const week = (await svc.http.get('/api/meal-plans').set(target.auth).expect(200)).body[0];
    expect(week.meals.map((meal: { recipe: { title: string } }) => meal.recipe.title)).toEqual(['Tomato Soup']);
  });

  it("answers another household's plans to no one: each export holds its own household's only", async () => {
    const { owner } = await plannedHousehold();
    const neighbour = await svc.household();
    expect(await exported(neighbour)).toEqual({ version: 1, mealPlans: [], shoppingLists: [] });
    expect((await exported(owner)).mealPlans).toHaveLength(2);
    await svc.http.get('/api/meal-plans/export').expect(401);
    const stranger = await svc.stranger();
    expect((await svc.http.get('/api/meal-plans/export').set(stranger.auth).expect(404)).body.message).toBe("You don't have a household yet.");
    expect((await restore(stranger, archiveOf({ version: 1, mealPlans: [], shoppingLists: [] })).expect(409)).body.message).toBe("You don't have a household yet.");
  });
});
