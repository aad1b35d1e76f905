import { randomUUID } from 'node:crypto';
import { listen, type RunningServer } from '@hearth/service-kit';
import { openEventStream, type EventStreamClient, type ServerEvent } from '@hearth/service-kit/testing';
import { startPlanningService, type Person, type PlanningHarness } from '../test/planning-harness';

let svc: PlanningHarness;
let server: RunningServer;
const streams: EventStreamClient[] = [];
beforeAll(async () => {
  svc = await startPlanningService();
  server = await listen(svc.service.app.callback(), 0, '127.0.0.1');
});
afterAll(async () => {
  streams.forEach((stream) => stream.close());
  await server.close(100);
  await svc.stop();
});

async function live(person: Pick<Person, 'auth'> | null, lastEventId?: string) {
  const headers: Record<string, string> = { ...(person?.auth ?? {}), ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}) };
  const stream = await openEventStream(`http://127.0.0.1:${server.port}/api/live`, headers);
  streams.push(stream);
  if (stream.status === 200) await stream.next((event) => event.event === 'ready');
  return stream;
}

const change = (type: string) => (event: ServerEvent) => event.event === 'change' && (event.data as { type: string }).type === type;

async function newList(person: Person, name = 'Groceries'): Promise<string> {
  return (await svc.http.post('/api/shopping-lists').set(person.auth).send({ name, recipeIds: [] }).expect(201)).body._id;
}

async function addItem(person: Person, listId: string, name: string): Promise<string> {
  const list = (await svc.http.post(`/api/shopping-lists/${listId}/items`).set(person.auth).send({ name, quantity: 1, unit: 'whole' }).expect(201)).body;
  return list.items.find((item: { name: string }) => item.name === name)._id;
}

describe('GET /api/live', () => {
  it('is for members only: a guest gets 401 and someone without a household 404', async () => {
    expect((await live(null)).status).toBe(401);
    expect((await live(await svc.stranger())).status).toBe(404);
  });

  it("carries the household's list and planner changes, each with who made it, to every member and no one else", async () => {
    const ada = await svc.household();
    const bob = await svc.join(ada.householdId);
    const carol = await svc.household();
    const adaSees = await live(ada);
    const carolSees = await live(carol);

    const listId = await newList(bob);
    expect((await adaSees.next(change('shopping-list.created'))).data).toMatchObject({ listId, by: bob.id, name: 'Groceries' });
    const milk = await addItem(bob, listId, 'Milk');
    expect((await adaSees.next(change('shopping-list.item.added'))).data).toMatchObject({ listId, itemId: milk, name: 'Milk', by: bob.id });
    await svc.http.patch(`/api/shopping-lists/${listId}/items/${milk}/toggle`).set(bob.auth).expect(200);
    const ticked = await adaSees.next(change('shopping-list.item.toggled'));
    // The presented change (the planning contract's LiveChange), not the event's payload: no household id, nothing the page does not read.
    expect(ticked.data).toEqual({ type: 'shopping-list.item.toggled', at: expect.any(String), listId, itemId: milk, name: 'Milk', purchased: true, by: bob.id });
    expect(ticked.id).toEqual(expect.any(String));

    const recipe = await svc.recipe(ada, 'Soup');
    await svc.http
      .post('/api/meal-plans')
      .set(bob.auth)
      .send({ startDate: '2026-11-23', meals: [{ date: '2026-11-24', mealType: 'dinner', recipeId: recipe }] })
      .expect(201);
    expect((await adaSees.next(change('meal-plan.changed'))).data).toEqual({ type: 'meal-plan.changed', at: expect.any(String), change: 'created', startDate: '2026-11-23', by: bob.id });

    // Carol's household changes reach Carol; none of Ada's reached her.
    await newList(carol, 'Hers');
    await carolSees.next(change('shopping-list.created'));
    expect(carolSees.events.filter((event) => event.event === 'change').map((event) => (event.data as { name: string }).name)).toEqual(['Hers']);
  });

  it("holds a member to 10 streams (their devices and tabs), with 429 and Retry-After beyond; another member is not held by it", async () => {
    const ada = await svc.household();
    const bob = await svc.join(ada.householdId);
    const open = await Promise.all(Array.from({ length: 10 }, () => live(ada)));
    expect(open.map((stream) => stream.status)).toEqual(Array(10).fill(200));
    const eleventh = await live(ada);
    expect(eleventh.status).toBe(429);
    expect((await live(bob)).status).toBe(200);
    open[0]!.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await live(ada)).status).toBe(200);
  });

  it('ends the stream of a member who is removed, at once, and does not let them back in', async () => {
    const ada = await svc.household();
    const bob = await svc.join(ada.householdId);
    const bobSees = await live(bob);
    await svc.remove(bob);
    expect((await bobSees.next((event) => event.event === 'revoked')).data).toEqual({ householdId: ada.householdId });
    await bobSees.ended;
    expect((await live(bob)).status).toBe(404);

    const listId = await newList(ada);
    await addItem(ada, listId, 'Secret');
    expect(bobSees.events.some((event) => event.event === 'change')).toBe(false);
  });

  it('ends the streams of sessions svc-auth ended (one logout, or all of a user), and no one else\'s', async () => {
    const ada = await svc.household();
    const sign = (sessionId: string) => svc.signingKey.sign({ id: ada.id, name: 'Someone', email: `${ada.id}@example.com` }, { sessionId });
    const [phone, laptop] = [randomUUID(), randomUUID()];
    const phoneSees = await live({ auth: { Authorization: `Bearer ${await sign(phone)}` } });
    const laptopSees = await live({ auth: { Authorization: `Bearer ${await sign(laptop)}` } });
    const bob = await svc.join(ada.householdId);
    const bobSees = await live(bob);

    await svc.deliver('session.ended', { userId: ada.id, sessionId: phone, expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    await phoneSees.ended;
    await svc.deliver('user.sessions-ended', { userId: ada.id, validFrom: new Date(Date.now() + 1000).toISOString() });
    await laptopSees.ended;

    const listId = await newList(bob);
    await addItem(bob, listId, 'Still flowing');
    await bobSees.next(change('shopping-list.item.added'));
  });

  it('resumes after a dropped connection with what was missed, in order, or asks for a reset', async () => {
    const ada = await svc.household();
    const bob = await svc.join(ada.householdId);
    const first = await live(ada);
    const listId = await newList(bob);
    const seen = await first.next(change('shopping-list.created'));
    first.close();

    await addItem(bob, listId, 'Bread');
    await addItem(bob, listId, 'Butter');
    const resumed = await live(ada, seen.id);
    const missed = resumed.events.filter((event) => event.event === 'change').map((event) => (event.data as { name: string }).name);
    expect(missed).toEqual(['Bread', 'Butter']);

    const unknown = await openEventStream(`http://127.0.0.1:${server.port}/api/live`, { ...ada.auth, 'Last-Event-ID': randomUUID() });
    streams.push(unknown);
    expect((await unknown.next()).event).toBe('reset');
  });
});
