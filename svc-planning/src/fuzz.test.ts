import { randomUUID } from 'node:crypto';
import {
  addMealBody,
  addShoppingItemBody,
  createMealPlanBody,
  createShoppingListBody,
  generateShoppingListBody,
  listMealPlansQuery,
  renameShoppingListBody,
  toggleShoppingItemBody,
  updateMealPlanBody,
} from '@hearth/contracts/planning/schemas';
import { FuzzTarget, fuzzSettings, uncoveredRoutes, type FuzzRow } from '@hearth/service-kit/testing';
import { startPlanningService, type PlanningHarness } from './test/planning-harness';

/** Every svc-planning route, from its contract, fed bad input. */
const meal = { date: '2025-03-03', mealType: 'dinner', recipeId: randomUUID(), notes: 'Early' };
const rows: FuzzRow[] = [
  { route: 'GET /api/meal-plans', access: 'signed-in', query: listMealPlansQuery },
  {
    route: 'POST /api/meal-plans',
    access: 'signed-in',
    body: createMealPlanBody,
    example: { startDate: '2025-03-03', endDate: '2025-03-09', notes: 'Week', meals: [meal] },
    references: ['meals.0.recipeId'],
  },
  { route: 'GET /api/meal-plans/:id', access: 'signed-in' },
  { route: 'PUT /api/meal-plans/:id', access: 'signed-in', body: updateMealPlanBody, example: { notes: 'Week', meals: [meal] }, references: ['meals.0.recipeId'] },
  { route: 'DELETE /api/meal-plans/:id', access: 'signed-in' },
  { route: 'POST /api/meal-plans/:id/meals', access: 'signed-in', body: addMealBody, example: meal, references: ['recipeId'] },
  { route: 'DELETE /api/meal-plans/:id/meals/:mealId', access: 'signed-in' },
  { route: 'GET /api/shopping-lists', access: 'signed-in' },
  { route: 'POST /api/shopping-lists', access: 'signed-in', body: createShoppingListBody, example: { name: 'Saturday', recipeIds: [randomUUID()] }, references: ['recipeIds.0'] },
  {
    route: 'POST /api/shopping-lists/generate-from-meal-plan',
    access: 'signed-in',
    body: generateShoppingListBody,
    example: { mealPlanId: randomUUID(), name: 'For the week' },
    references: ['mealPlanId'],
  },
  { route: 'GET /api/shopping-lists/:id', access: 'signed-in' },
  { route: 'PUT /api/shopping-lists/:id', access: 'signed-in', body: renameShoppingListBody, example: { name: 'Sunday' } },
  { route: 'DELETE /api/shopping-lists/:id', access: 'signed-in' },
  {
    route: 'POST /api/shopping-lists/:id/items',
    access: 'signed-in',
    body: addShoppingItemBody,
    example: { ingredientId: randomUUID(), name: 'Milk', quantity: 1, unit: 'l' },
    references: ['ingredientId'],
  },
  { route: 'DELETE /api/shopping-lists/:id/items/:itemId', access: 'signed-in' },
  {
    route: 'PATCH /api/shopping-lists/:id/items/:itemId/toggle',
    access: 'signed-in',
    body: toggleShoppingItemBody,
    example: { purchased: true, changedAt: '2026-11-23T10:00:00.000Z' },
  },
  // Only refusals are sent (a member's GET is a stream that stays open).
  { route: 'GET /api/live', access: 'signed-in' },
];

let planning: PlanningHarness;
let target: FuzzTarget;
beforeAll(async () => {
  planning = await startPlanningService();
  const member = await planning.household();
  target = new FuzzTarget(planning, member.auth.Authorization.replace('Bearer ', ''));
  await target.start();
});
afterAll(async () => {
  await target.stop();
  await planning.stop();
});

describe('svc-planning under bad input', () => {
  it('has a fuzz row for every route it answers', () => {
    expect(uncoveredRoutes(planning.service, rows)).toEqual({ withoutRow: [], unknownRows: [] });
  });

  it.each(rows.map((row) => [row.route, row] as const))('%s refuses bad input with a clean 4xx and changes nothing', async (_route, row) => {
    await target.fuzz(row, fuzzSettings(30));
  });
});
