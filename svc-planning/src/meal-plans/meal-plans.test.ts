import { planningMessages, planningOwnMessages } from '@hearth/contracts/planning';
import { mealPlanListResponse, mealPlanResponse } from '@hearth/contracts/planning/schemas';
import { noHouseholdMessage } from '@hearth/service-kit';
import { expectToMatchContract } from '@hearth/service-kit/testing';
import { startPlanningService, type Person, type PlanningHarness } from '../test/planning-harness';

let svc: PlanningHarness;
beforeAll(async () => {
  svc = await startPlanningService();
});
afterAll(() => svc.stop());

const week = (startDate: string) => ({ startDate, endDate: addSix(startDate) });
const addSix = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);

async function newPlan(person: Person, startDate: string) {
  const response = await svc.http.post('/api/meal-plans').set(person.auth).send(week(startDate)).expect(201);
  return expectToMatchContract(mealPlanResponse, response.body);
}

describe('meal plans', () => {
  it("makes the week's plan on its first meal: 7 days, no meals, the week's note", async () => {
    const ada = await svc.household();
    const plan = await newPlan(ada, '2025-03-03');
    expect(plan).toEqual({ _id: plan._id, startDate: '2025-03-03', endDate: '2025-03-09', notes: 'Meal plan for week of 2025-03-03', meals: [], shoppingList: null });
    expect(plan.notes.startsWith(planningMessages.weekNotePrefix)).toBe(true);

    const soup = await svc.recipe(ada, 'Soup');
    const added = await svc.http
      .post(`/api/meal-plans/${plan._id}/meals`)
      .set(ada.auth)
      .send({ date: '2025-03-05', mealType: 'dinner', recipeId: soup, notes: 'double batch' })
      .expect(201);
    expect(expectToMatchContract(mealPlanResponse, added.body).meals).toEqual([
      { _id: expect.any(String), date: '2025-03-05', mealType: 'dinner', recipe: { _id: soup, title: 'Soup' }, recipeImage: null, notes: 'double batch', servings: null },
    ]);
  });

  it('takes dates as clients send them: a day, or a date-time read as the day its date part names', async () => {
    const ada = await svc.household();
    const soup = await svc.recipe(ada, 'Soup');
    const created = await svc.http
      .post('/api/meal-plans')
      .set(ada.auth)
      .send({ startDate: '2026-11-30T00:00:00.000Z', endDate: '2026-12-06T23:59:59.999Z', meals: [{ date: '2026-12-01T18:30:00+01:00', mealType: 'dinner', recipeId: soup }] })
      .expect(201);
    const plan = expectToMatchContract(mealPlanResponse, created.body);
    expect(plan).toMatchObject({ startDate: '2026-11-30', endDate: '2026-12-06', meals: [{ date: '2026-12-01' }] });

    const again = await svc.http.post('/api/meal-plans').set(ada.auth).send({ startDate: '2026-11-30T09:00:00-05:00' }).expect(200);
    expect(again.body._id).toBe(plan._id);
    const meal = await svc.http.post(`/api/meal-plans/${plan._id}/meals`).set(ada.auth).send({ date: '2026-12-06T23:59:59Z', mealType: 'lunch', recipeId: soup }).expect(201);
    expect(meal.body.meals.map((m: { date: string }) => m.date)).toEqual(['2026-12-01', '2026-12-06']);

    const range = new URLSearchParams({ startDate: '2026-12-01T00:00:00.000Z', endDate: '2026-12-01T00:00:00+01:00' });
    expect((await svc.http.get(`/api/meal-plans?${range}`).set(ada.auth).expect(200)).body.map((p: { _id: string }) => p._id)).toEqual([plan._id]);
    // A query string turns the '+' of an unencoded offset into a space.
    await svc.http.get('/api/meal-plans?startDate=2026-12-01T00:00:00+01:00').set(ada.auth).expect(200);
  });

  it.each([
    ['not-a-date', planningOwnMessages.dateInvalid],
    ['2026-02-30', planningOwnMessages.dateInvalid],
    ['2026-02-30T00:00:00Z', planningOwnMessages.dateInvalid],
    ['2026-11-30T24:00:00Z', planningOwnMessages.dateInvalid],
    ['0000-01-01', planningOwnMessages.dateInvalid],
    ['9999-12-30', planningOwnMessages.weekOutOfRange],
    [12, planningOwnMessages.dateInvalid],
    [true, planningOwnMessages.dateInvalid],
    [['2026-11-30'], planningOwnMessages.dateInvalid],
    [{}, planningOwnMessages.dateInvalid],
    [null, planningOwnMessages.startDateRequired],
  ])('refuses the start date %j with 400 and the field message', async (startDate, message) => {
    const ada = await svc.household();
    const response = await svc.http.post('/api/meal-plans').set(ada.auth).send({ startDate }).expect(400);
    expect(response.body).toEqual({ message, errors: { startDate: message } });
  });

  it('refuses a bad end date, meal date or range with 400, never running a rule on a refused value', async () => {
    const ada = await svc.household();
    const post = (body: object) => svc.http.post('/api/meal-plans').set(ada.auth).send(body).expect(400);
    expect((await post({ startDate: '2026-11-30', endDate: '2026-12-07T00:00:00Z' })).body.errors).toEqual({ endDate: planningOwnMessages.weekSpan });
    expect((await post({ startDate: '2026-11-30', endDate: '2026-12-32' })).body.errors).toEqual({ endDate: planningOwnMessages.dateInvalid });
    expect((await post({ startDate: 'not-a-date', endDate: 'also not' })).body.errors).toEqual({
      startDate: planningOwnMessages.dateInvalid,
      endDate: planningOwnMessages.dateInvalid,
    });
    const meals = [{ date: '2026-11-31', mealType: 'dinner', recipeId: 'x' }];
    expect((await post({ startDate: '2026-11-30', meals })).body.errors).toMatchObject({ 'meals.0.date': planningOwnMessages.dateInvalid });
    const range = await svc.http.get('/api/meal-plans?startDate=2026-12-08&endDate=2026-12-01T00:00:00Z').set(ada.auth).expect(400);
    expect(range.body.errors).toEqual({ endDate: planningOwnMessages.rangeInvalid });
    const bad = await svc.http.get('/api/meal-plans?startDate=10000-01-01&endDate=nope').set(ada.auth).expect(400);
    expect(bad.body.errors).toEqual({ startDate: planningOwnMessages.dateInvalid, endDate: planningOwnMessages.dateInvalid });
  });

  it('keeps one plan per household and week when two members add the first meal at once', async () => {
    const ada = await svc.household();
    const bob = await svc.join(ada.householdId);
    const soup = await svc.recipe(ada, 'Soup');
    const first = (person: Person, mealType: string) =>
      svc.http
        .post('/api/meal-plans')
        .set(person.auth)
        .send({ ...week('2025-04-07'), meals: [{ date: '2025-04-07', mealType, recipeId: soup }] });
    const answers = await Promise.all([first(ada, 'lunch'), first(bob, 'dinner'), first(ada, 'snack'), first(bob, 'breakfast')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.body._id)).size).toBe(1);
    const plans = expectToMatchContract(mealPlanListResponse, (await svc.http.get('/api/meal-plans').set(bob.auth).expect(200)).body);
    expect(plans).toHaveLength(1);
    expect(plans[0]!.meals.map((meal) => meal.mealType)).toEqual(['breakfast', 'lunch', 'dinner', 'snack']);
  });

  it('lists the weeks that overlap a date range, by start date', async () => {
    const ada = await svc.household();
    const later = await newPlan(ada, '2025-05-12');
    const earlier = await newPlan(ada, '2025-05-05');
    const list = async (query: string) => (await svc.http.get(`/api/meal-plans${query}`).set(ada.auth).expect(200)).body.map((p: { _id: string }) => p._id);
    expect(await list('')).toEqual([earlier._id, later._id]);
    expect(await list('?startDate=2025-05-12&endDate=2025-05-18')).toEqual([later._id]);
    expect(await list('?startDate=2025-05-11&endDate=2025-05-11')).toEqual([earlier._id]);
    expect(await list('?startDate=2025-06-01')).toEqual([]);
    const bad = await svc.http.get('/api/meal-plans?startDate=2025-05-12&endDate=2025-05-01').set(ada.auth).expect(400);
    expect(bad.body.message).toBe(planningOwnMessages.rangeInvalid);
  });

  it('reads, updates (notes, meals replaced) and deletes a plan, and removes a meal', async () => {
    const ada = await svc.household();
    const soup = await svc.recipe(ada, 'Soup');
    const plan = await newPlan(ada, '2025-06-02');
    const withMeal = (await svc.http.post(`/api/meal-plans/${plan._id}/meals`).set(ada.auth).send({ date: '2025-06-02', mealType: 'lunch', recipeId: soup }).expect(201)).body;
    expect((await svc.http.get(`/api/meal-plans/${plan._id}`).set(ada.auth).expect(200)).body).toEqual(withMeal);

    const updated = await svc.http
      .put(`/api/meal-plans/${plan._id}`)
      .set(ada.auth)
      .send({ notes: 'Busy week', meals: [{ date: '2025-06-08', mealType: 'snack', recipeId: soup, notes: null }] })
      .expect(200);
    expect(expectToMatchContract(mealPlanResponse, updated.body)).toMatchObject({ notes: 'Busy week', meals: [{ date: '2025-06-08', mealType: 'snack', notes: '' }] });

    const mealId = updated.body.meals[0]._id;
    expect((await svc.http.delete(`/api/meal-plans/${plan._id}/meals/${mealId}`).set(ada.auth).expect(200)).body.meals).toEqual([]);
    await svc.http.delete(`/api/meal-plans/${plan._id}/meals/${mealId}`).set(ada.auth).expect(404);
    await svc.http.delete(`/api/meal-plans/${plan._id}`).set(ada.auth).expect(204);
    await svc.http.get(`/api/meal-plans/${plan._id}`).set(ada.auth).expect(404);
  });

  it("refuses a meal without a recipe or meal type, of an unknown type, outside the week, or with a recipe it can't use", async () => {
    const ada = await svc.household();
    const other = await svc.household();
    const soup = await svc.recipe(ada, 'Soup');
    const secret = await svc.recipe(other, 'Secret', [], true);
    const plan = await newPlan(ada, '2025-07-07');
    const add = (meal: object) => svc.http.post(`/api/meal-plans/${plan._id}/meals`).set(ada.auth).send(meal);
    const both = planningMessages.mealNeedsRecipeAndType;
    expect((await add({ date: '2025-07-07', mealType: 'lunch', recipeId: null })).body.message).toBe(both);
    expect((await add({ date: '2025-07-07', recipeId: soup })).body.message).toBe(both);
    expect((await add({ date: '2025-07-07', mealType: 'brunch', recipeId: soup })).body.message).toBe(planningOwnMessages.mealTypeInvalid);
    const outside = await add({ date: '2025-07-14', mealType: 'lunch', recipeId: soup });
    expect([outside.status, outside.body.message]).toEqual([400, planningOwnMessages.dateOutsideWeek]);
    expect((await add({ date: '2025-02-30', mealType: 'lunch', recipeId: soup })).body.message).toBe(planningOwnMessages.dateInvalid);
    expect((await add({ date: '2025-07-08', mealType: 'lunch', recipeId: secret })).status).toBe(404);
    expect((await svc.http.post('/api/meal-plans').set(ada.auth).send({ startDate: '2025-07-07', endDate: '2025-07-12' })).body.message).toBe(
      planningOwnMessages.weekSpan,
    );
    expect((await svc.http.get(`/api/meal-plans/${plan._id}`).set(ada.auth)).body.meals).toEqual([]);
  });

  it('answers 404 on every plan and meal id to another household, a removed member and someone in none; 401 to a guest', async () => {
    const ada = await svc.household();
    const bob = await svc.join(ada.householdId);
    const eve = await svc.household();
    const soup = await svc.recipe(ada, 'Soup');
    const plan = await newPlan(ada, '2025-08-04');
    const { meals } = (await svc.http.post(`/api/meal-plans/${plan._id}/meals`).set(bob.auth).send({ date: '2025-08-04', mealType: 'lunch', recipeId: soup }).expect(201)).body;
    await svc.remove(bob);
    const stranger = await svc.stranger();
    for (const outsider of [eve, bob, stranger]) {
      const as = outsider.auth;
      await svc.http.get(`/api/meal-plans/${plan._id}`).set(as).expect(404);
      await svc.http.put(`/api/meal-plans/${plan._id}`).set(as).send({ notes: 'mine' }).expect(404);
      await svc.http.post(`/api/meal-plans/${plan._id}/meals`).set(as).send({ date: '2025-08-04', mealType: 'lunch', recipeId: soup }).expect(404);
      await svc.http.delete(`/api/meal-plans/${plan._id}/meals/${meals[0]._id}`).set(as).expect(404);
      await svc.http.delete(`/api/meal-plans/${plan._id}`).set(as).expect(404);
    }
    expect((await svc.http.get('/api/meal-plans').set(eve.auth).expect(200)).body).toEqual([]);
    // Without a household (the service kit's rule): the collection is empty, creating is 409.
    expect((await svc.http.get('/api/meal-plans').set(bob.auth).expect(200)).body).toEqual([]);
    const refused = await svc.http.post('/api/meal-plans').set(bob.auth).send(week('2025-08-04')).expect(409);
    expect(refused.body.message).toBe(noHouseholdMessage);
    await svc.http.get('/api/meal-plans/not-an-id').set(ada.auth).expect(404);
    await svc.http.get('/api/meal-plans').expect(401);
    await svc.http.post('/api/meal-plans').send(week('2025-08-04')).expect(401);
    expect((await svc.http.get(`/api/meal-plans/${plan._id}`).set(ada.auth).expect(200)).body.meals).toHaveLength(1);
  });
});
