import { randomUUID } from 'node:crypto';
import { createEvent } from '@hearth/events';
import { listen, RabbitMqBus, type RunningServer, type Service } from '@hearth/service-kit';
import {
  bearer,
  createTestSigningKey,
  deleteBrokerObjects,
  dropSchema,
  eventually,
  openEventStream,
  silentLogger,
  testAmqpUrl,
  testDatabaseUrl,
  uniqueName,
  type EventStreamClient,
  type TestSigningKey,
} from '@hearth/service-kit/testing';
import { createPlanningService } from '../planning-service';

/**
 * Two instances of svc-planning behind one gateway, as a deployment with replicas runs them: a
 * member's stream is open on one, the changes are made through the other, over the real broker.
 */
const logger = silentLogger();
const exchange = uniqueName('test.live');
const queue = uniqueName('test.planning');
const schema = uniqueName('svc_live');
const buses: RabbitMqBus[] = [];
const services: Service[] = [];
const servers: RunningServer[] = [];
const streams: EventStreamClient[] = [];
let key: TestSigningKey;
let household: RabbitMqBus;

function bus(): RabbitMqBus {
  const created = new RabbitMqBus({ url: testAmqpUrl, exchange, logger });
  buses.push(created);
  return created;
}

async function instance(): Promise<string> {
  const replicaBus = bus();
  await replicaBus.start();
  await replicaBus.waitForConnection();
  const service = createPlanningService({ databaseUrl: testDatabaseUrl, schema, bus: replicaBus, logger, keys: key.keySource, queue, poolSize: 2 });
  await service.start();
  services.push(service);
  const server = await listen(service.app.callback(), 0, '127.0.0.1');
  servers.push(server);
  return `http://127.0.0.1:${server.port}`;
}

let first: string;
let second: string;
beforeAll(async () => {
  key = await createTestSigningKey();
  household = bus();
  await household.start();
  await household.waitForConnection();
  first = await instance();
  second = await instance();
});

afterAll(async () => {
  streams.forEach((stream) => stream.close());
  for (const server of servers) await server.close(100);
  for (const service of services) service.drain?.();
  for (const each of buses) await each.close();
  for (const service of services) await service.stop();
  await deleteBrokerObjects(exchange, [queue]);
  await dropSchema(schema);
});

async function member(householdId: string, joining: boolean) {
  const id = randomUUID();
  const event = joining
    ? createEvent('household.member.joined', { householdId, householdName: 'Home', userId: id }, 'test')
    : createEvent('household.created', { householdId, name: 'Home', ownerId: id }, 'test');
  await household.publish(event);
  const auth = bearer(await key.sign({ id, name: 'Someone', email: `${id}@example.com` }));
  // Applied by whichever instance took it from the shared queue; both read the same schema.
  await eventually(async () => {
    const response = await fetch(`${first}/api/shopping-lists`, { headers: auth });
    if (response.status !== 200) throw new Error(`still ${response.status}`);
  });
  return { id, auth };
}

it('delivers a change committed by one instance to the streams open on the other', async () => {
  const householdId = randomUUID();
  const ada = await member(householdId, false);
  const bob = await member(householdId, true);
  const adaSees = await openEventStream(`${first}/api/live`, ada.auth);
  const bobSees = await openEventStream(`${second}/api/live`, bob.auth);
  streams.push(adaSees, bobSees);
  await adaSees.next((event) => event.event === 'ready');
  await bobSees.next((event) => event.event === 'ready');

  const post = (base: string, path: string, auth: Record<string, string>, body: unknown) =>
    fetch(`${base}${path}`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json() as Promise<{ _id: string }>);
  const list = await post(second, '/api/shopping-lists', bob.auth, { name: 'Market', recipeIds: [] });
  const created = await adaSees.next((event) => event.event === 'change');
  expect(created.data).toMatchObject({ type: 'shopping-list.created', listId: list._id, by: bob.id });

  await post(first, `/api/shopping-lists/${list._id}/items`, ada.auth, { name: 'Milk', quantity: 1, unit: 'l' });
  const added = await bobSees.next((event) => event.event === 'change' && (event.data as { type: string }).type === 'shopping-list.item.added');
  expect(added.data).toMatchObject({ name: 'Milk', by: ada.id });
  // Each instance heard each change once: no duplicates on either stream.
  const ids = (stream: EventStreamClient) => stream.events.filter((event) => event.event === 'change').map((event) => event.id);
  await eventually(() => expect(ids(adaSees)).toHaveLength(2));
  expect(new Set(ids(adaSees)).size).toBe(2);
});
