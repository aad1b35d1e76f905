import { Client } from 'pg';
import type { EventBus } from '../messaging/event-bus';
import { RabbitMqBus } from '../messaging/rabbitmq-bus';
import { ServiceRuntime } from '../service-runtime';
import { deleteBrokerObjects, dropSchema, eventually, silentLogger, TcpProxy, TestBus, testAmqpUrl, testDatabaseUrl, uniqueName } from '../testing';
import { CreateNotes1000000000000 } from '../testing/notes-migration';
import { lockOutboxForWriting } from './outbox-order';
import type { RelayOptions } from './outbox-relay';

/**
 * Several replicas of one service, each with its own relay, over one schema: one relay publishes,
 * each event once, in the order the transactions committed; when it goes, another takes over.
 */
const logger = silentLogger();
const userId = '0f8fad5b-d9cb-469f-a165-70867728950e';
const postgres = new URL(testDatabaseUrl);

let schema: string;
let bus: TestBus;
let replicas: ServiceRuntime[];
let proxies: TcpProxy[];

function replica(databaseUrl = testDatabaseUrl, intervalMs = 100, own: { bus?: EventBus; relay?: RelayOptions } = {}): ServiceRuntime {
  const runtime = new ServiceRuntime({
    name: 'replicated',
    databaseUrl,
    schema,
    entities: [],
    migrations: [CreateNotes1000000000000],
    bus: own.bus ?? bus,
    logger,
    relay: { intervalMs, leadershipRetryMs: 250, ...own.relay },
    poolSize: 3,
  });
  replicas.push(runtime);
  return runtime;
}

function register(runtime: ServiceRuntime, name: string) {
  return runtime.database.transaction(async (tx) => {
    await tx.manager.query('INSERT INTO notes (text) VALUES ($1)', [name]);
    tx.emit('user.registered', { userId, name, email: `${name}@example.com` });
  });
}

const publishedNames = () => bus.published.map((event) => (event.payload as { name: string }).name);
const leaders = () => replicas.filter((runtime) => runtime.relay.isLeading);
async function sql(query: string, parameters: unknown[] = []) {
  const [runtime] = replicas;
  if (!runtime) throw new Error('no replica started');
  return runtime.dataSource.query(query, parameters);
}

beforeEach(async () => {
  schema = uniqueName('kit_replicas');
  bus = new TestBus(logger);
  await bus.start();
  replicas = [];
  proxies = [];
});

afterEach(async () => {
  for (const proxy of proxies) proxy.restore();
  for (const runtime of replicas) await runtime.close();
  for (const proxy of proxies) await proxy.stop();
  await bus.close();
  await dropSchema(schema);
});

it('publishes each event once, in sequence order, whichever of three replicas committed it', async () => {
  const [first, second, third] = [replica(), replica(), replica()];
  const three = [first, second, third];
  await Promise.all(three.map((runtime) => runtime.open()));
  expect(leaders()).toHaveLength(1);

  const names = Array.from({ length: 90 }, (_, i) => `user${i}`);
  // Each replica commits its third, all at once.
  await Promise.all(three.flatMap((runtime, r) => names.filter((_, i) => i % 3 === r).map((name) => register(runtime, name))));

  await eventually(() => expect(publishedNames()).toHaveLength(names.length));
  // A few of the relays' passes later, still nothing published twice.
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(publishedNames()).toHaveLength(names.length);
  expect(new Set(publishedNames())).toEqual(new Set(names));
  const committed = await sql('SELECT event_id FROM outbox ORDER BY sequence');
  expect(bus.published.map((event) => event.id)).toEqual(committed.map((row: { event_id: string }) => row.event_id));
  expect(await first.relay.unpublishedCount()).toBe(0);
});

it('hands the relay to another replica within seconds when the leader is cut off, losing and doubling nothing', async () => {
  const proxy = new TcpProxy(postgres.hostname, Number(postgres.port || 5432));
  await proxy.start();
  proxies.push(proxy);
  const first = replica(proxy.rewrite(testDatabaseUrl));
  await first.open();
  // The first replica to start relays at once: no wait for leadership.
  expect(first.relay.isLeading).toBe(true);
  const [second, third] = [replica(), replica()];
  await Promise.all([second.open(), third.open()]);
  expect(leaders()).toEqual([first]);

  await register(first, 'before');
  await register(second, 'before-too');
  await eventually(() => expect(publishedNames()).toEqual(['before', 'before-too']));
  // Marked sent, too: a leader cut off between publishing and marking leaves that event to be sent again.
  await first.relay.flush();
  expect(await first.relay.unpublishedCount()).toBe(0);

  // Its process as good as gone: every connection of it dropped, and no new one let through.
  proxy.cut();
  const cutAt = Date.now();
  await register(second, 'during');
  await register(third, 'during-too');

  await eventually(() => expect(leaders()).toHaveLength(1));
  expect(first.relay.isLeading).toBe(false);
  expect(Date.now() - cutAt).toBeLessThan(3000);
  await eventually(() => expect(publishedNames()).toEqual(['before', 'before-too', 'during', 'during-too']));

  // Back on the network, the old leader stands by: still one relay, still each event once.
  proxy.restore();
  await register(first, 'after');
  await eventually(() => expect(publishedNames()).toEqual(['before', 'before-too', 'during', 'during-too', 'after']));
  await new Promise((resolve) => setTimeout(resolve, 600));
  expect(leaders()).toHaveLength(1);
  expect(publishedNames()).toHaveLength(5);
});

describe('a leader whose own connection to RabbitMQ is cut', () => {
  let exchange: string;
  let buses: RabbitMqBus[];
  /** Names of the events that reached the broker, as a listener of the exchange got them. */
  let delivered: string[];
  const relay = { brokerLossGraceMs: 500 };

  async function rabbitBus(url = testAmqpUrl): Promise<RabbitMqBus> {
    const rabbit = new RabbitMqBus({ url, exchange, logger });
    buses.push(rabbit);
    await rabbit.start();
    await rabbit.waitForConnection();
    return rabbit;
  }

  beforeEach(async () => {
    exchange = uniqueName('test.events');
    buses = [];
    delivered = [];
    const watcher = await rabbitBus();
    await watcher.listen(['user.registered'], async (event) => {
      delivered.push((event.payload as { name: string }).name);
    });
  });

  afterEach(async () => {
    for (const proxy of proxies) proxy.restore();
    for (const runtime of replicas.splice(0)) await runtime.close();
    for (const rabbit of buses) await rabbit.close();
    await deleteBrokerObjects(exchange, []);
  });

  async function brokerProxy(): Promise<TcpProxy> {
    const proxy = new TcpProxy('127.0.0.1', Number(new URL(testAmqpUrl).port || 5672));
    await proxy.start();
    proxies.push(proxy);
    return proxy;
  }

  it('hands the relay to a replica that can still publish, and does not take it back while cut off', async () => {
    const proxy = await brokerProxy();
    const first = replica(testDatabaseUrl, 100, { bus: await rabbitBus(proxy.rewrite(testAmqpUrl)), relay });
    await first.open();
    // Passes a minute apart: once it leads, what it publishes sooner it was woken for.
    const second = replica(testDatabaseUrl, 60_000, { bus: await rabbitBus(), relay });
    await second.open();
    expect(leaders()).toEqual([first]);
    await register(first, 'before');
    await eventually(() => expect(delivered).toEqual(['before']));

    proxy.cut();
    await register(first, 'during');
    await register(second, 'during-too');
    await eventually(() => expect(leaders()).toEqual([second]));
    await eventually(() => expect(delivered).toEqual(['before', 'during', 'during-too']));
    // Several of its retries for leadership later, the cut-off replica still stands by.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(leaders()).toEqual([second]);

    // A change on the cut-off replica that waits for its events (a sign-out, say) waits for the
    // new leader, which that replica wakes, to publish them.
    const committedAt = Date.now();
    await register(first, 'cut-off');
    await first.database.published();
    expect(await first.relay.unpublishedCount()).toBe(0);
    expect(Date.now() - committedAt).toBeLessThan(1000);
    await eventually(() => expect(delivered).toEqual(['before', 'during', 'during-too', 'cut-off']));

    proxy.restore();
    await register(first, 'after');
    await eventually(() => expect(delivered).toEqual(['before', 'during', 'during-too', 'cut-off', 'after']));
    expect(leaders()).toEqual([second]);
    expect(await first.relay.unpublishedCount()).toBe(0);
  });

  it('alone, keeps changes working while it stands down and publishes them once its broker is back', async () => {
    const proxy = await brokerProxy();
    const alone = replica(testDatabaseUrl, 100, { bus: await rabbitBus(proxy.rewrite(testAmqpUrl)), relay });
    await alone.open();
    expect(alone.relay.isLeading).toBe(true);

    proxy.cut();
    await eventually(() => expect(alone.relay.isLeading).toBe(false));
    await register(alone, 'during');
    // A change that waits for its events (a sign-out, say) is not held up by an outage.
    const startedAt = Date.now();
    await alone.database.published();
    expect(Date.now() - startedAt).toBeLessThan(1000);
    expect(await alone.relay.unpublishedCount()).toBe(1);

    proxy.restore();
    await eventually(() => expect(delivered).toEqual(['during']), 20_000);
    expect(alone.relay.isLeading).toBe(true);
  });
});

it('wakes the leader after a commit on another replica, and lets another take over when it stops', async () => {
  // Passes a minute apart: whatever goes out sooner was woken.
  const [first, second] = [replica(testDatabaseUrl, 60_000), replica(testDatabaseUrl, 60_000)];
  await first.open();
  await second.open();
  expect(leaders()).toEqual([first]);

  const committedAt = Date.now();
  await register(second, 'from-follower');
  await second.database.published();
  expect(publishedNames()).toEqual(['from-follower']);
  expect(Date.now() - committedAt).toBeLessThan(1000);

  await first.close();
  await eventually(() => expect(second.relay.isLeading).toBe(true));
  await register(second, 'after-stop');
  await second.relay.flush();
  expect(publishedNames()).toEqual(['from-follower', 'after-stop']);
});

it('publishes at once an event committed while the relay finishes a pass (pruning old rows)', async () => {
  // A first replica makes the schema; the second's first pass prunes, and that is held up.
  const maker = replica(testDatabaseUrl, 60_000);
  await maker.open();
  await maker.close();
  const holder = new Client({ connectionString: testDatabaseUrl });
  await holder.connect();
  try {
    await holder.query('BEGIN');
    await holder.query(`LOCK TABLE "${schema}".inbox IN ACCESS EXCLUSIVE MODE`);
    const runtime = replica(testDatabaseUrl, 60_000);
    await runtime.open();
    // Its pass waits for the inbox (statements waiting at their parse show no text to match).
    await eventually(async () => {
      const waiting = await holder.query('SELECT 1 FROM pg_stat_activity WHERE pg_backend_pid() = ANY(pg_blocking_pids(pid))');
      expect(waiting.rows).toHaveLength(1);
    });
    await register(runtime, 'while-pruning');
    expect(publishedNames()).toEqual([]);
  } finally {
    await holder.query('ROLLBACK');
    await holder.end();
  }
  // Passes a minute apart: out within seconds means the commit was not forgotten.
  await eventually(() => expect(publishedNames()).toEqual(['while-pruning']));
});

it('holds an event back while a transaction that drew a lower sequence has yet to commit, then publishes both in sequence order', async () => {
  const runtime = replica();
  await runtime.open();
  // The outbox INSERT of the event named 'slow' takes 600 ms after drawing its sequence: 'fast'
  // draws the next one and commits first. Published then, 'fast' would go out before 'slow'.
  await sql(`
    CREATE FUNCTION slow_outbox() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.envelope->'payload'->>'name' = 'slow' THEN PERFORM pg_sleep(0.6); END IF;
      RETURN NEW;
    END $$`);
  await sql('CREATE TRIGGER slow_outbox AFTER INSERT ON outbox FOR EACH ROW EXECUTE FUNCTION slow_outbox()');

  const slow = register(runtime, 'slow');
  await new Promise((resolve) => setTimeout(resolve, 150));
  await register(runtime, 'fast');
  // 'fast' is committed, and the relay has been woken and ticked since, but 'slow' is not done.
  await new Promise((resolve) => setTimeout(resolve, 250));
  expect(publishedNames()).toEqual([]);

  await slow;
  await eventually(() => expect(publishedNames()).toEqual(['slow', 'fast']));
  const rows = await sql("SELECT envelope->>'id' AS id FROM outbox ORDER BY sequence");
  expect(rows.map((row: { id: string }) => row.id)).toEqual(bus.published.map((event) => event.id));
});

it('publishes a transaction that committed before another recorded its events first', async () => {
  const [first, second] = [replica(), replica()];
  await first.open();
  await second.open();
  const names = Array.from({ length: 20 }, (_, i) => `step${i}`);
  // One after the other, alternating replicas: each commits before the next begins.
  for (const [i, name] of names.entries()) await register(i % 2 ? second : first, name);
  await eventually(() => expect(publishedNames()).toEqual(names));
});

it('keeps the other writers going while one is frozen before its commit, and publishes once it ends', async () => {
  const runtime = replica();
  await runtime.open();
  // A writer that took the outbox lock and then stopped short of its COMMIT (its process frozen).
  const frozen = new Client({ connectionString: testDatabaseUrl });
  await frozen.connect();
  try {
    await frozen.query('BEGIN');
    await lockOutboxForWriting(frozen, schema);

    const names = ['w1', 'w2', 'w3', 'w4', 'w5'];
    for (const name of names) {
      const startedAt = Date.now();
      await register(runtime, name);
      // Held up by the relay's wait for the frozen one at most, never until a statement timeout.
      expect(Date.now() - startedAt).toBeLessThan(1000);
    }
    // It may still draw a lower sequence: nothing after it goes out meanwhile.
    expect(publishedNames()).toEqual([]);

    await frozen.query('COMMIT');
    await eventually(() => expect(publishedNames()).toEqual(names));
  } finally {
    await frozen.end();
  }
});
