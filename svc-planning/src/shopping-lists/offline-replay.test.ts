import { randomUUID } from 'node:crypto';
import { planningMessages, planningOwnMessages } from '@hearth/contracts/planning';
import { startPlanningService, type Person, type PlanningHarness } from '../test/planning-harness';

// docs/product/planning.md "Offline": changes a phone made offline, replayed when it is back.
let svc: PlanningHarness;
beforeAll(async () => {
  svc = await startPlanningService();
});
afterAll(() => svc.stop());

async function listWith(person: Person, ...names: string[]) {
  const list = (await svc.http.post('/api/shopping-lists').set(person.auth).send({ name: 'Shop', recipeIds: [] }).expect(201)).body;
  for (const name of names) await svc.http.post(`/api/shopping-lists/${list._id}/items`).set(person.auth).send({ name, quantity: 1, unit: 'whole' }).expect(201);
  const full = (await svc.http.get(`/api/shopping-lists/${list._id}`).set(person.auth).expect(200)).body;
  const itemId = (name: string) => full.items.find((item: { name: string }) => item.name === name)._id as string;
  return { id: list._id as string, itemId };
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('a change replayed with its Idempotency-Key', () => {
  it('adds an item once however often it is sent', async () => {
    const ada = await svc.household();
    const list = await listWith(ada);
    const key = randomUUID();
    const add = () => svc.http.post(`/api/shopping-lists/${list.id}/items`).set(ada.auth).set('Idempotency-Key', key).send({ name: 'Milk', quantity: 2, unit: 'l' });
    expect((await add().expect(201)).body.items).toHaveLength(1);
    expect((await add().expect(201)).body.items).toHaveLength(1);
    expect((await svc.publishedOf('shopping-list.item.added')).filter((event) => event.payload.listId === list.id)).toHaveLength(1);
  });

  it("is its household's own: another household's change with the same key is applied, not dropped", async () => {
    const ada = await svc.household();
    const eve = await svc.household();
    const [ours, theirs] = [await listWith(ada), await listWith(eve)];
    const key = randomUUID();
    await svc.http.post(`/api/shopping-lists/${theirs.id}/items`).set(eve.auth).set('Idempotency-Key', key).send({ name: 'Decoy', quantity: 1, unit: 'whole' }).expect(201);
    const added = await svc.http.post(`/api/shopping-lists/${ours.id}/items`).set(ada.auth).set('Idempotency-Key', key).send({ name: 'Milk', quantity: 2, unit: 'l' }).expect(201);
    expect(added.body.items.map((item: { name: string }) => item.name)).toEqual(['Milk']);
  });

  it('applies once when the same change arrives twice at the same moment', async () => {
    const ada = await svc.household();
    const list = await listWith(ada);
    const key = randomUUID();
    const add = () => svc.http.post(`/api/shopping-lists/${list.id}/items`).set(ada.auth).set('Idempotency-Key', key).send({ name: 'Tea', quantity: 1, unit: 'whole' });
    await Promise.all([add(), add(), add()]);
    expect((await svc.http.get(`/api/shopping-lists/${list.id}`).set(ada.auth).expect(200)).body.items).toHaveLength(1);
  });

  it('answers a replayed removal with the list, not an error', async () => {
    const ada = await svc.household();
    const list = await listWith(ada, 'Bread', 'Jam');
    const key = randomUUID();
    const remove = () => svc.http.delete(`/api/shopping-lists/${list.id}/items/${list.itemId('Bread')}`).set(ada.auth).set('Idempotency-Key', key);
    expect((await remove().expect(200)).body.items.map((item: { name: string }) => item.name)).toEqual(['Jam']);
    expect((await remove().expect(200)).body.items.map((item: { name: string }) => item.name)).toEqual(['Jam']);
  });

  it('refuses a key that is not a UUID, and a changedAt that is not a time', async () => {
    const ada = await svc.household();
    const list = await listWith(ada, 'Milk');
    const bad = await svc.http.post(`/api/shopping-lists/${list.id}/items`).set(ada.auth).set('Idempotency-Key', 'abc').send({ name: 'Tea', quantity: 1, unit: 'whole' }).expect(400);
    expect(bad.body.message).toBe(planningOwnMessages.changeIdInvalid);
    for (const changedAt of ['yesterday', '0000-01-01T00:00:00Z', '2026-02-30T10:00:00Z', '10000-01-01T00:00:00Z', 12]) {
      const late = await svc.http.patch(`/api/shopping-lists/${list.id}/items/${list.itemId('Milk')}/toggle`).set(ada.auth).send({ purchased: true, changedAt }).expect(400);
      expect(late.body.message).toBe(planningOwnMessages.changedAtInvalid);
    }
    expect((await svc.http.get(`/api/shopping-lists/${list.id}`).set(ada.auth).expect(200)).body.items.map((item: { name: string }) => item.name)).toEqual(['Milk']);
  });
});

describe('conflicts between a phone that was offline and the others', () => {
  it('keeps the later change to an item: an offline tick made before an online untick does not undo it', async () => {
    const ada = await svc.household();
    const bob = await svc.join(ada.householdId);
    const list = await listWith(ada, 'Milk');
    const milk = `/api/shopping-lists/${list.id}/items/${list.itemId('Milk')}/toggle`;
    // Bob ticks and unticks it online, now.
    await svc.http.patch(milk).set(bob.auth).send({}).expect(200);
    expect((await svc.http.patch(milk).set(bob.auth).send({}).expect(200)).body.purchased).toBe(false);
    // Ada's tick, made ten minutes ago in a basement, arrives: Bob's untick is later and stays.
    const replayed = await svc.http.patch(milk).set(ada.auth).set('Idempotency-Key', randomUUID()).send({ purchased: true, changedAt: minutesAgo(10) }).expect(200);
    expect(replayed.body.purchased).toBe(false);
    // A tick made after Bob's untick wins.
    expect((await svc.http.patch(milk).set(ada.auth).set('Idempotency-Key', randomUUID()).send({ purchased: true, changedAt: new Date().toISOString() }).expect(200)).body.purchased).toBe(true);
    // One from the future counts as made now: a wrong clock cannot pin an item forever.
    await svc.http.patch(milk).set(ada.auth).send({ purchased: true, changedAt: new Date(Date.now() + 86_400_000).toISOString() }).expect(200);
    expect((await svc.http.patch(milk).set(bob.auth).send({ purchased: false }).expect(200)).body.purchased).toBe(false);
  });

  it('does not bring back an item someone else removed: the offline tick answers 404', async () => {
    const ada = await svc.household();
    const bob = await svc.join(ada.householdId);
    const list = await listWith(ada, 'Milk', 'Eggs');
    await svc.http.delete(`/api/shopping-lists/${list.id}/items/${list.itemId('Milk')}`).set(bob.auth).expect(200);
    const tick = await svc.http
      .patch(`/api/shopping-lists/${list.id}/items/${list.itemId('Milk')}/toggle`)
      .set(ada.auth)
      .set('Idempotency-Key', randomUUID())
      .send({ purchased: true, changedAt: minutesAgo(1) })
      .expect(404);
    expect(tick.body.message).toBe(planningOwnMessages.itemNotFound);
    expect((await svc.http.get(`/api/shopping-lists/${list.id}`).set(ada.auth).expect(200)).body.items.map((item: { name: string }) => item.name)).toEqual(['Eggs']);
  });

  it("does not reach another household's item through a replayed key", async () => {
    const ada = await svc.household();
    const eve = await svc.household();
    const mine = await listWith(ada, 'Milk');
    const theirs = await listWith(eve, 'Secret');
    const key = randomUUID();
    await svc.http.patch(`/api/shopping-lists/${mine.id}/items/${mine.itemId('Milk')}/toggle`).set(ada.auth).set('Idempotency-Key', key).send({}).expect(200);
    const probe = await svc.http.patch(`/api/shopping-lists/${mine.id}/items/${theirs.itemId('Secret')}/toggle`).set(ada.auth).set('Idempotency-Key', key).send({}).expect(404);
    expect(probe.body.message).toBe(planningOwnMessages.itemNotFound);
    const elsewhere = await svc.http.get(`/api/shopping-lists/${theirs.id}`).set(ada.auth).expect(404);
    expect(elsewhere.body.message).toBe(planningMessages.listNotFound);
  });
});
