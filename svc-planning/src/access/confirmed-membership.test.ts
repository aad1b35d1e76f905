import { bearer } from '@hearth/service-kit/testing';
import { startPlanningService, type PlanningHarness } from '../test/planning-harness';

/**
 * A write is refused to a member svc-household has removed, even while this
 * service's copy of the memberships still has them (its events delayed, the broker down).
 */

/** What svc-household answers now, per user; users it was not told about: it cannot say. */
const household = new Map<string, string | null>();
const asked: string[] = [];

let planning: PlanningHarness;
beforeAll(async () => {
  planning = await startPlanningService({
    membership: async (userId, authorization) => {
      asked.push(authorization);
      return household.has(userId) ? household.get(userId) : undefined;
    },
  });
});
afterAll(() => planning.stop());

describe('writes, confirmed with svc-household', () => {
  it("refuses a removed member's writes before the removal reaches this service; reads follow the copy", async () => {
    const owner = await planning.household();
    const ben = await planning.join(owner.householdId);
    household.set(owner.id, owner.householdId);
    household.set(ben.id, owner.householdId);
    const list = await planning.http.post('/api/shopping-lists').set(owner.auth).send({ name: 'Weekly' }).expect(201);
    await planning.http.post(`/api/shopping-lists/${list.body._id}/items`).set(ben.auth).send({ name: 'Milk', quantity: 1, unit: 'whole' }).expect(201);

    household.set(ben.id, null); // removed at svc-household; household.member.removed not here yet
    const write = await planning.http.post(`/api/shopping-lists/${list.body._id}/items`).set(ben.auth).send({ name: 'Cake', quantity: 1, unit: 'whole' });
    expect(write.status).toBe(404);
    expect((await planning.http.post('/api/shopping-lists').set(ben.auth).send({ name: 'Mine now' })).status).toBe(409);
    expect((await planning.http.get(`/api/shopping-lists/${list.body._id}`).set(ben.auth)).status).toBe(200);
    expect(asked).toContain(ben.auth.Authorization);

    await planning.remove(ben);
    expect((await planning.http.get(`/api/shopping-lists/${list.body._id}`).set(ben.auth)).status).toBe(404);
    const items = (await planning.http.get(`/api/shopping-lists/${list.body._id}`).set(owner.auth)).body.items as { name: string }[];
    expect(items.map((item) => item.name)).toEqual(['Milk']);
  });

  it('follows the copy when svc-household cannot say, so its outage does not stop the lists', async () => {
    const owner = await planning.household();
    const list = await planning.http.post('/api/shopping-lists').set(owner.auth).send({ name: 'Weekly' });
    expect(list.status).toBe(201);
    expect((await planning.http.post(`/api/shopping-lists/${list.body._id}/items`).set(owner.auth).send({ name: 'Milk', quantity: 1, unit: 'whole' })).status).toBe(201);
  });

  it('does not ask for reads', async () => {
    const owner = await planning.household();
    const before = asked.length;
    await planning.http.get('/api/shopping-lists').set(bearer(owner.auth.Authorization.slice('Bearer '.length))).expect(200);
    expect(asked.length).toBe(before);
  });
});
