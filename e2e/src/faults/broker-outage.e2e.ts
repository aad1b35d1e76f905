import { eventually } from '@hearth/service-kit/testing';
import { startFaultStack, type FaultStack } from './fault-stack';
import { HearthClient, type Member } from './hearth-client';

jest.setTimeout(180_000);

let stack: FaultStack;
let hearth: HearthClient;

beforeAll(async () => {
  stack = await startFaultStack();
  hearth = new HearthClient(stack.baseUrl);
});
afterAll(() => stack?.stop());

/** Ids of the events a service committed to its outbox, by type. */
async function outboxIds(service: string, type: string): Promise<string[]> {
  const rows = await stack.sql<{ event_id: string }>(`SELECT event_id FROM "${service}".outbox WHERE type = $1`, [type]);
  return rows.map((row) => row.event_id);
}

async function inboxIds(service: string, type: string): Promise<string[]> {
  const rows = await stack.sql<{ event_id: string }>(`SELECT event_id FROM "${service}".inbox WHERE type = $1`, [type]);
  return rows.map((row) => row.event_id);
}

describe('RabbitMQ cut off while members work', () => {
  it('takes every change, delivers every event once it is back, applies none twice, and a member removed meanwhile loses the private recipes and plans', async () => {
    const ada = await hearth.member('Ada Owner');
    const ben = await hearth.member('Ben Member');
    await hearth.join(ben, await hearth.inviteCode(ada));
    const soups = await hearth.category(ada, 'Soups');
    const secret = await eventually(() => hearth.recipe(ada, 'Secret Soup', { category: soups }), 20_000);
    // svc-planning answers 'Recipe not found' until recipe.created has reached it.
    const plan = await eventually(
      () =>
        hearth.expect<{ _id: string }>(201, 'POST', '/meal-plans', {
          who: ada,
          body: { startDate: '2030-01-07', meals: [{ date: '2030-01-08', mealType: 'dinner', recipeId: secret }] },
        }),
      20_000,
      100,
    );
    // Ben is a member everywhere: each service has applied his joining.
    await eventually(async () => (await hearth.call('GET', `/recipes/${secret}`, { who: ben })).status === 200, 20_000, 100);
    await eventually(async () => (await hearth.call('GET', `/meal-plans/${plan._id}`, { who: ben })).status === 200, 20_000, 100);

    // A list Ben writes to, before the cut.
    const shared = await hearth.expect<{ _id: string }>(201, 'POST', '/shopping-lists', { who: ada, body: { name: 'Shared before the cut' } });
    const benAdds = (name: string) => hearth.call('POST', `/shopping-lists/${shared._id}/items`, { who: ben, body: { name, quantity: 1, unit: 'whole' } });
    await eventually(async () => (await benAdds('Ben was here')).status === 201, 20_000, 100);

    const changes: { what: string; status: number; body?: unknown }[] = [];
    const change = async (what: string, method: string, path: string, body?: unknown, who: Member = ada) => {
      const answer = await hearth.call(method, path, { who, body });
      changes.push({ what, status: answer.status, ...(answer.status >= 300 ? { body: answer.body } : {}) });
      return answer.body as { _id: string };
    };
    // Cut while the events of the change just made are on their way (published, being consumed).
    await change('a meal before the cut', 'POST', `/meal-plans/${plan._id}/meals`, { date: '2030-01-10', mealType: 'breakfast', recipeId: secret });
    stack.broker.cut();
    await change('remove Ben', 'DELETE', `/households/members/${ben.id}`);
    // svc-planning cannot hear of it while the broker is cut; it asks svc-household before a write.
    await eventually(async () => (await benAdds('Ben after his removal')).status === 404, 5_000, 100);
    await change('rename the household', 'PUT', '/households', { name: 'The Owners' });
    for (let i = 1; i <= 5; i++) await change(`recipe ${i}`, 'POST', '/recipes', {
      title: `Outage Stew ${i}`,
      category: soups,
      isPrivate: i % 2 === 0,
      prepTime: 5,
      cookTime: 10,
      ingredients: [{ name: 'Carrot', quantity: i, unit: 'whole' }],
      instructions: 'Cooking:\n1. Stir',
    });
    const list = await change('a shopping list', 'POST', '/shopping-lists', { name: 'Outage shop' });
    for (const item of ['Milk', 'Bread', 'Eggs']) {
      await change(`item ${item}`, 'POST', `/shopping-lists/${list._id}/items`, { name: item, quantity: 1, unit: 'whole' });
    }
    await change('a meal', 'POST', `/meal-plans/${plan._id}/meals`, { date: '2030-01-09', mealType: 'lunch', recipeId: secret });
    // Ben's account change is svc-auth's; his removal is svc-household's: neither needs the broker.
    await change("Ben's new name", 'PUT', '/auth/update-profile', { name: 'Ben Gone', email: ben.email }, ben);
    const cyEmail = `cy.${process.pid}.${Date.now()}@example.com`;
    const cy = await hearth.call<{ user: { _id: string }; token: string }>('POST', '/auth/register', {
      body: { name: 'Cy Newcomer', email: cyEmail, password: 'secret123' },
    });
    changes.push({ what: 'Cy registers', status: cy.status });

    expect(changes.filter((c) => c.status >= 300)).toEqual([]);
    // Nothing could be published: the events wait in the outboxes.
    const waiting = await stack.sql<{ count: number }>(`SELECT count(*)::int AS count FROM household.outbox WHERE published_at IS NULL`);
    expect(waiting[0]!.count).toBeGreaterThan(0);

    stack.broker.restore();

    // Every event arrives once the broker is back.
    const cyMember = { id: cy.body.user._id, name: 'Cy Newcomer', email: cyEmail, auth: { Authorization: `Bearer ${cy.body.token}` } };
    await eventually(async () => (await hearth.call('GET', '/households', { who: cyMember })).status === 200, 60_000, 250);
    await eventually(async () => (await hearth.call('GET', `/recipes/${secret}`, { who: ben })).status === 404, 60_000, 250);
    await eventually(async () => (await hearth.call('GET', `/meal-plans/${plan._id}`, { who: ben })).status === 404, 60_000, 250);
    expect((await hearth.call('GET', `/shopping-lists/${list._id}`, { who: ben })).status).toBe(404);
    await eventually(async () => {
      const recipe = await hearth.expect<{ household: { name: string } }>(200, 'GET', `/recipes/${secret}`, { who: ada });
      return recipe.household.name === 'The Owners';
    }, 60_000, 250);
    await eventually(async () => {
      for (const service of ['auth', 'recipes', 'household', 'planning']) {
        const [row] = await stack.sql<{ count: number }>(`SELECT count(*)::int AS count FROM "${service}".outbox WHERE published_at IS NULL`);
        if (row!.count > 0) throw new Error(`${service} still has ${row!.count} unpublished events`);
      }
    }, 60_000, 250);
    // Each consumer holds each event it was sent exactly once (the inbox is keyed by event id,
    // so a redelivery after the cut is recognised rather than applied again).
    // Ben's removal, and his leaving his first household when he joined Ada's.
    const removed = (await outboxIds('household', 'household.member.removed')).sort();
    expect(removed).toHaveLength(2);
    for (const consumer of ['auth', 'recipes', 'planning']) {
      await eventually(async () => expect((await inboxIds(consumer, 'household.member.removed')).sort()).toEqual(removed), 30_000, 250);
    }
    const recipeEvents = await outboxIds('recipes', 'recipe.created');
    await eventually(async () => expect((await inboxIds('planning', 'recipe.created')).sort()).toEqual(recipeEvents.sort()), 30_000, 250);
    expect(recipeEvents).toHaveLength(6);

    // What members see is whole: svc-auth no longer puts Ben in Ada's household, the meal added
    // during the outage is there once, and so is each recipe.
    const me = await hearth.expect<{ name: string; household: { _id: string } | null }>(200, 'GET', '/auth/me', { who: ben });
    const adaHousehold = await hearth.expect<{ _id: string }>(200, 'GET', '/households', { who: ada });
    expect(me.name).toBe('Ben Gone');
    expect(me.household?._id).not.toBe(adaHousehold._id);
    const week = await hearth.expect<{ meals: unknown[] }>(200, 'GET', `/meal-plans/${plan._id}`, { who: ada });
    expect(week.meals).toHaveLength(3);
    const adaRecipes = await hearth.expect<{ recipes: { title: string }[] }>(200, 'GET', '/recipes?search=Outage', { who: ada });
    expect(adaRecipes.recipes.map((r) => r.title).sort()).toEqual([1, 2, 3, 4, 5].map((i) => `Outage Stew ${i}`));
  });
});
