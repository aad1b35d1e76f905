import { randomUUID } from 'node:crypto';
import { mealPlanListResponse, mealPlanResponse } from '@hearth/contracts/planning/schemas';
import { createEvent, type EventPayload } from '@hearth/events';
import { expectToMatchContract } from '@hearth/service-kit/testing';
import { startPlanningService, type Person, type PlanningHarness } from '../test/planning-harness';

let svc: PlanningHarness;
beforeAll(async () => {
  svc = await startPlanningService();
});
afterAll(() => svc.stop());

type Snapshot = EventPayload<'recipe.updated'>;

/** A recipe's picture as svc-recipes announces it (the served files of one content hash). */
const picture = (hash: string) => ({ url: `/api/images/${hash}-detail-v1.webp`, cardUrl: `/api/images/${hash}-card-v1.webp` });
const RED = picture('c'.repeat(32));
const GREEN = picture('d'.repeat(32));

const snapshotOf = (owner: Person, recipeId: string, image?: Snapshot['image']): Snapshot => ({
  recipeId,
  householdId: owner.householdId,
  createdBy: owner.id,
  title: 'Beetroot salad',
  isPrivate: false,
  servings: 2,
  ...(image === undefined ? {} : { image }),
  ingredients: [],
});

/** An announcement made `minutesAgo` minutes ago, arriving now (a late redelivery). */
const announcedAgo = (minutesAgo: number, payload: Snapshot) => ({
  ...createEvent('recipe.updated', payload, 'test'),
  occurredAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
});

/** `person` plans the recipe on a week of their own; a function reading the meal's picture back. */
async function planned(person: Person, recipeId: string, startDate: string) {
  const created = await svc.http.post('/api/meal-plans').set(person.auth).send({ startDate, meals: [{ date: startDate, mealType: 'dinner', recipeId }] }).expect(201);
  const planId = expectToMatchContract(mealPlanResponse, created.body)._id;
  return async () => {
    const plan = expectToMatchContract(mealPlanResponse, (await svc.http.get(`/api/meal-plans/${planId}`).set(person.auth).expect(200)).body);
    const [week] = expectToMatchContract(mealPlanListResponse, (await svc.http.get(`/api/meal-plans?startDate=${startDate}&endDate=${startDate}`).set(person.auth).expect(200)).body);
    expect(week!.meals.map((meal) => meal.recipeImage)).toEqual(plan.meals.map((meal) => meal.recipeImage));
    return plan.meals[0]!.recipeImage;
  };
}

describe("a recipe's picture on planned meals", () => {
  it("is the card-size picture svc-recipes announced, on the meal plan's answers; null without one", async () => {
    const ada = await svc.household();
    const pictured = randomUUID();
    await svc.deliver('recipe.created', snapshotOf(ada, pictured, RED));
    const plain = await svc.recipe(ada, 'Toast');
    const created = await svc.http
      .post('/api/meal-plans')
      .set(ada.auth)
      .send({ startDate: '2025-05-05', meals: [{ date: '2025-05-05', mealType: 'lunch', recipeId: pictured }, { date: '2025-05-05', mealType: 'dinner', recipeId: plain }] })
      .expect(201);
    const plan = expectToMatchContract(mealPlanResponse, created.body);
    expect(plan.meals.map((meal) => [meal.recipe?.title, meal.recipeImage])).toEqual([
      ['Beetroot salad', RED.cardUrl],
      ['Toast', null],
    ]);
  });

  it('follows the newest announcement: ready later, replaced, removed; never undone by an older one arriving late', async () => {
    const ada = await svc.household();
    const recipeId = randomUUID();
    await svc.deliver('recipe.created', snapshotOf(ada, recipeId, null));
    const image = await planned(ada, recipeId, '2025-05-12');
    expect(await image()).toBeNull();

    await svc.deliver('recipe.updated', snapshotOf(ada, recipeId, RED));
    expect(await image()).toBe(RED.cardUrl);
    await svc.deliver('recipe.updated', snapshotOf(ada, recipeId, GREEN));
    expect(await image()).toBe(GREEN.cardUrl);

    // Older announcements, redelivered late: the recipe without a picture, with the one replaced.
    await svc.deliver(announcedAgo(5, snapshotOf(ada, recipeId, null)));
    await svc.deliver(announcedAgo(1, snapshotOf(ada, recipeId, RED)));
    expect(await image()).toBe(GREEN.cardUrl);
    // One sent before pictures were announced says nothing of them.
    await svc.deliver('recipe.updated', snapshotOf(ada, recipeId));
    expect(await image()).toBe(GREEN.cardUrl);

    await svc.deliver('recipe.updated', snapshotOf(ada, recipeId, null));
    expect(await image()).toBeNull();
    await svc.deliver('recipe.updated', snapshotOf(ada, recipeId, RED));
    await svc.deliver('recipe.deleted', { recipeId, householdId: ada.householdId });
    expect(await image()).toBeNull();
    await svc.deliver('recipe.updated', snapshotOf(ada, recipeId, GREEN));
    expect(await image()).toBeNull();
  });

  it("shows another household's public recipe with its picture to whoever plans it, and no plan to anyone outside", async () => {
    const ada = await svc.household();
    const eve = await svc.household();
    const recipeId = randomUUID();
    await svc.deliver('recipe.created', snapshotOf(ada, recipeId, RED));
    const evesImage = await planned(eve, recipeId, '2025-05-19');
    expect(await evesImage()).toBe(RED.cardUrl);

    const [evesPlan] = (await svc.http.get('/api/meal-plans?startDate=2025-05-19&endDate=2025-05-19').set(eve.auth).expect(200)).body;
    await svc.http.get(`/api/meal-plans/${evesPlan._id}`).set(ada.auth).expect(404);
    expect((await svc.http.get('/api/meal-plans?startDate=2025-05-19&endDate=2025-05-19').set(ada.auth).expect(200)).body).toEqual([]);
  });
});
