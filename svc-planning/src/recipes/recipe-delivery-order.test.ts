import { randomUUID } from 'node:crypto';
import type { EventEnvelope, EventPayload } from '@hearth/events';
import { deliverInEveryOrder, eventSource } from '@hearth/service-kit/testing';
import { line, startPlanningService, type PlanningHarness } from '../test/planning-harness';

let svc: PlanningHarness;
beforeAll(async () => {
  svc = await startPlanningService();
});
afterAll(() => svc.stop());

/** svc-recipes' and svc-household's events, each numbered as its own relay publishes them. */
const fromRecipes = eventSource();
const fromHousehold = eventSource();
const deliver = (event: EventEnvelope) => svc.deliver(event);

const picture = (name: string) => ({ url: `/api/images/${name}.jpg`, cardUrl: `/api/images/${name}-card.jpg` });

/** A recipe's snapshot as svc-recipes announces it. */
function snapshot(recipeId: string, title: string, changes: Partial<EventPayload<'recipe.updated'>> = {}): EventPayload<'recipe.updated'> {
  return { recipeId, householdId: '5d9b7a52-2f38-4c8e-9a0d-6c3b5a4e1f20', createdBy: randomUUID(), title, isPrivate: false, ingredients: [], ...changes };
}

/** The recipe as svc-planning keeps it, and its ingredient lines. */
async function recipeOf(recipeId: string) {
  const [recipe] = await svc.sql<{ title: string; servings: number | null; picture: string | null; deleted: boolean }>(
    `SELECT title, servings, image_card_url AS picture, deleted_at IS NOT NULL AS deleted FROM "${svc.schema}".recipes WHERE id = $1`,
    [recipeId],
  );
  const lines = await svc.sql(`SELECT name, quantity FROM "${svc.schema}".recipe_ingredients WHERE recipe_id = $1 ORDER BY position`, [recipeId]);
  return { ...recipe, lines };
}

describe("svc-recipes' recipe events, in whatever order the replicas apply them", () => {
  it('leave a recipe as its latest snapshot: title, servings, lines and picture', async () => {
    await deliverInEveryOrder(
      () => {
        const recipeId = randomUUID();
        return {
          recipeId,
          events: [
            fromRecipes('recipe.created', snapshot(recipeId, 'Soup', { image: picture('first'), ingredients: [line('Carrot', 1, 'whole')] })),
            fromRecipes('recipe.updated', snapshot(recipeId, 'A', { image: null, servings: 2, ingredients: [line('Carrot', 2, 'whole')] })),
            fromRecipes('recipe.updated', snapshot(recipeId, 'B', { image: picture('last'), servings: 4, ingredients: [line('Leek', 3, 'whole')] })),
          ] as EventEnvelope[],
        };
      },
      deliver,
      async ({ recipeId }) =>
        expect(await recipeOf(recipeId)).toEqual({ title: 'B', servings: 4, picture: '/api/images/last-card.jpg', deleted: false, lines: [{ name: 'Leek', quantity: 3 }] }),
    );
  });

  it('keep a picture taken away off the recipe', async () => {
    await deliverInEveryOrder(
      () => {
        const recipeId = randomUUID();
        return {
          recipeId,
          events: [
            fromRecipes('recipe.updated', snapshot(recipeId, 'Pie', { image: picture('pie') })),
            fromRecipes('recipe.updated', snapshot(recipeId, 'Pie', { image: null })),
          ] as EventEnvelope[],
        };
      },
      deliver,
      async ({ recipeId }) => expect((await recipeOf(recipeId)).picture).toBeNull(),
    );
  });

  it('never bring a deleted recipe back, and show it by the title of its latest snapshot', async () => {
    await deliverInEveryOrder(
      () => {
        const recipeId = randomUUID();
        return {
          recipeId,
          events: [
            fromRecipes('recipe.created', snapshot(recipeId, 'Stew', { image: picture('stew'), ingredients: [line('Bean', 1, 'cup')] })),
            fromRecipes('recipe.updated', snapshot(recipeId, 'Bean stew', { image: picture('stew'), ingredients: [line('Bean', 2, 'cup')] })),
            fromRecipes('recipe.deleted', { recipeId, householdId: '5d9b7a52-2f38-4c8e-9a0d-6c3b5a4e1f20' }),
          ] as EventEnvelope[],
        };
      },
      deliver,
      async ({ recipeId }) => expect(await recipeOf(recipeId)).toMatchObject({ title: 'Bean stew', picture: null, deleted: true, lines: [] }),
    );
  });
});

describe("svc-household's membership events, in whatever order the replicas apply them", () => {
  it('put a member who moved to another household in that one, by its latest name', async () => {
    await deliverInEveryOrder(
      () => {
        const [userId, first, second] = [randomUUID(), randomUUID(), randomUUID()];
        return {
          userId,
          second,
          events: [
            fromHousehold('household.member.joined', { householdId: first, householdName: 'First', userId }),
            fromHousehold('household.member.removed', { householdId: first, userId, reason: 'left' }),
            fromHousehold('household.member.joined', { householdId: second, householdName: 'Second', userId }),
            fromHousehold('household.renamed', { householdId: second, name: 'Second home' }),
          ] as EventEnvelope[],
        };
      },
      deliver,
      async ({ userId, second }) =>
        expect(await svc.sql(`SELECT household_id, household_name FROM "${svc.schema}".memberships WHERE user_id = $1`, [userId])).toEqual([
          { household_id: second, household_name: 'Second home' },
        ]),
    );
  });
});
