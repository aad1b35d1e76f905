import { createEvent, type EventEnvelope } from '@hearth/events';
import { schemaOf } from '../data/data-source';
import { ServiceRuntime } from '../service-runtime';
import { CreateNotes1000000000000 } from '../testing/notes-migration';
import {
  deleteBrokerObjects,
  dropSchema,
  eventually,
  queueDepth,
  silentLogger,
  TcpProxy,
  testAmqpUrl,
  testDatabaseUrl,
  uniqueName,
} from '../testing';
import type { EventBus } from './event-bus';
import { InProcessBus } from './in-process-bus';
import { RabbitMqBus } from './rabbitmq-bus';

const userId = '0f8fad5b-d9cb-469f-a165-70867728950e';
const logger = silentLogger();

interface Harness {
  bus: EventBus;
  producer: ServiceRuntime;
  consumer: ServiceRuntime;
  /** Names received by the consumer, one per applied event. */
  received(): Promise<string[]>;
  /** The position of each event the consumer applied, in the order applied. */
  positions: (number | undefined)[];
  close(): Promise<void>;
}

async function startHarness(
  makeBus: () => EventBus,
  onEvent: (name: string) => void = () => undefined,
): Promise<Harness & { queue: string }> {
  const bus = makeBus();
  await bus.start();
  const queue = uniqueName('test.consumer');
  const runtime = (name: string) =>
    new ServiceRuntime({
      name,
      databaseUrl: testDatabaseUrl,
      schema: uniqueName(`kit_${name}`),
      entities: [],
      migrations: [CreateNotes1000000000000],
      bus,
      logger,
      queue,
      relay: { intervalMs: 100 },
      poolSize: 4,
    });
  const producer = runtime('producer');
  const consumer = runtime('consumer');
  const positions: (number | undefined)[] = [];
  await producer.open();
  await consumer.open({
    'user.registered': async (event, tx) => {
      onEvent(event.payload.name);
      positions.push(event.position);
      await tx.manager.query(`INSERT INTO "${schemaOf(tx.manager.connection)}".notes (text) VALUES ($1)`, [event.payload.name]);
    },
  });
  return {
    bus,
    queue,
    producer,
    consumer,
    positions,
    received: async () =>
      (await consumer.dataSource.query(`SELECT text FROM "${schemaOf(consumer.dataSource)}".notes ORDER BY id`)).map(
        (row: { text: string }) => row.text,
      ),
    async close() {
      await producer.close();
      await consumer.close();
      await bus.close();
      await dropSchema(schemaOf(producer.dataSource));
      await dropSchema(schemaOf(consumer.dataSource));
    },
  };
}

function registerUser(runtime: ServiceRuntime, name: string, fail = false) {
  return runtime.database.transaction(async (tx) => {
    await tx.manager.query(`INSERT INTO "${schemaOf(runtime.dataSource)}".notes (text) VALUES ($1)`, [name]);
    tx.emit('user.registered', { userId, name, email: `${name}@example.com` });
    if (fail) throw new Error('change refused');
  });
}

async function notesOf(runtime: ServiceRuntime): Promise<string[]> {
  const rows = await runtime.dataSource.query(`SELECT text FROM "${schemaOf(runtime.dataSource)}".notes ORDER BY id`);
  return rows.map((row: { text: string }) => row.text);
}

const exchanges: string[] = [];
const adapters: [string, () => EventBus][] = [
  ['in-process', () => new InProcessBus(logger, { retryDelayMs: 10 })],
  [
    'RabbitMQ',
    () => {
      const exchange = uniqueName('test.events');
      exchanges.push(exchange);
      return new RabbitMqBus({ url: testAmqpUrl, exchange, logger, retry: { maxAttempts: 3, retryDelayMs: 100 } });
    },
  ],
];

describe.each(adapters)('outbox, relay and inbox over the %s bus', (_name, makeBus) => {
  let harness: Harness & { queue: string };

  beforeEach(async () => {
    harness = await startHarness(makeBus);
    if (harness.bus instanceof RabbitMqBus) await harness.bus.waitForConnection();
  });

  afterEach(async () => {
    await harness.close();
    const exchange = exchanges.pop();
    if (exchange) await deleteBrokerObjects(exchange, [harness.queue]);
  });

  it('commits a change with its event, and the event reaches the consumer', async () => {
    await registerUser(harness.producer, 'ada');
    expect(await notesOf(harness.producer)).toEqual(['ada']);
    await eventually(async () => expect(await harness.received()).toEqual(['ada']));
    // The relay marks a row published once the bus has taken it, which can be after the consumer has it.
    await harness.producer.relay.flush();
    expect(await harness.producer.relay.unpublishedCount()).toBe(0);
  });

  it("keeps no one's e-mail or name in the outbox once the event is published: only its id, type and times", async () => {
    await registerUser(harness.producer, 'erin');
    await eventually(async () => expect(await harness.received()).toEqual(['erin']));
    await harness.producer.relay.flush();
    const rows = await harness.producer.dataSource.query(
      `SELECT type, published_at IS NOT NULL AS published, envelope::text AS envelope FROM "${schemaOf(harness.producer.dataSource)}".outbox`,
    );
    expect(rows).toEqual([{ type: 'user.registered', published: true, envelope: expect.any(String) }]);
    expect(rows[0].envelope).not.toMatch(/erin|payload/);
  });

  it("numbers each event with its outbox row's sequence, which the consumer receives as its position", async () => {
    await registerUser(harness.producer, 'fay');
    await registerUser(harness.producer, 'gil');
    await eventually(async () => expect(await harness.received()).toEqual(['fay', 'gil']));
    const sequences = await harness.producer.dataSource.query(
      `SELECT sequence::int AS sequence FROM "${schemaOf(harness.producer.dataSource)}".outbox ORDER BY sequence`,
    );
    expect(harness.positions).toEqual(sequences.map((row: { sequence: number }) => row.sequence));
    expect(harness.positions[0]).toBeLessThan(harness.positions[1]!);
  });

  it('rolls back the event with the change', async () => {
    await expect(registerUser(harness.producer, 'bob', true)).rejects.toThrow('change refused');
    expect(await notesOf(harness.producer)).toEqual([]);
    const [{ count }] = await harness.producer.dataSource.query(
      `SELECT count(*)::int AS count FROM "${schemaOf(harness.producer.dataSource)}".outbox`,
    );
    expect(count).toBe(0);
  });

  it('applies a redelivered event once', async () => {
    const event = createEvent('user.registered', { userId, name: 'cleo', email: 'cleo@example.com' }, 'req-1') as EventEnvelope;
    await harness.bus.publish(event);
    await harness.bus.publish(event);
    await registerUser(harness.producer, 'dan');
    await eventually(async () => expect(await harness.received()).toEqual(['cleo', 'dan']));
  });
});

describe('the RabbitMQ bus', () => {
  it('keeps changes working while the broker is unreachable and delivers their events after', async () => {
    const proxy = new TcpProxy('127.0.0.1', Number(new URL(testAmqpUrl).port || 5672));
    await proxy.start();
    const exchange = uniqueName('test.events');
    const harness = await startHarness(() => new RabbitMqBus({ url: proxy.rewrite(testAmqpUrl), exchange, logger }));
    try {
      await (harness.bus as RabbitMqBus).waitForConnection();
      proxy.cut();
      await eventually(() => !harness.bus.isReady());

      await registerUser(harness.producer, 'during-outage');
      expect(await notesOf(harness.producer)).toEqual(['during-outage']);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await harness.producer.relay.unpublishedCount()).toBe(1);

      proxy.restore();
      await eventually(async () => expect(await harness.received()).toEqual(['during-outage']), 20_000);
      await harness.producer.relay.flush();
      expect(await harness.producer.relay.unpublishedCount()).toBe(0);
    } finally {
      proxy.restore();
      await harness.close();
      await proxy.stop();
      await deleteBrokerObjects(exchange, [harness.queue]);
    }
  });

  it('dead-letters an event whose handler keeps failing, without blocking the ones after it', async () => {
    const exchange = uniqueName('test.events');
    const attempts: string[] = [];
    const harness = await startHarness(
      () => new RabbitMqBus({ url: testAmqpUrl, exchange, logger, retry: { maxAttempts: 3, retryDelayMs: 100 } }),
      (name) => {
        attempts.push(name);
        if (name === 'poison') throw new Error('cannot apply');
      },
    );
    try {
      await (harness.bus as RabbitMqBus).waitForConnection();
      await registerUser(harness.producer, 'poison');
      await registerUser(harness.producer, 'healthy');
      await eventually(async () => expect(await harness.received()).toEqual(['healthy']));
      await eventually(async () => expect(await queueDepth(`${harness.queue}.dead`)).toBe(1));
      expect(attempts.filter((name) => name === 'poison')).toHaveLength(3);
    } finally {
      await harness.close();
      await deleteBrokerObjects(exchange, [harness.queue]);
    }
  });

  it('dead-letters a malformed message instead of retrying it', async () => {
    const exchange = uniqueName('test.events');
    const harness = await startHarness(() => new RabbitMqBus({ url: testAmqpUrl, exchange, logger }));
    try {
      const bus = harness.bus as RabbitMqBus;
      await bus.waitForConnection();
      const event = createEvent('user.registered', { userId, name: 'x', email: 'x@example.com' }, 'req') as EventEnvelope;
      await bus.publish({ ...event, payload: { userId: 'nope' } } as unknown as EventEnvelope);
      await eventually(async () => expect(await queueDepth(`${harness.queue}.dead`)).toBe(1));
      expect(await harness.received()).toEqual([]);
    } finally {
      await harness.close();
      await deleteBrokerObjects(exchange, [harness.queue]);
    }
  });
});

describe('the in-process bus', () => {
  it('once closed, keeps events in the outbox for the next start instead of handing them to a stopping service', async () => {
    const harness = await startHarness(() => new InProcessBus(logger, { retryDelayMs: 10 }));
    try {
      await harness.producer.relay.stop();
      await harness.bus.close();
      await registerUser(harness.producer, 'late');
      await harness.producer.relay.flush();
      expect(await harness.received()).toEqual([]);
      expect(await harness.producer.relay.unpublishedCount()).toBe(1);
    } finally {
      await harness.close();
    }
  });
});
