import net, { type AddressInfo } from 'node:net';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import type { EventBus } from '../messaging/event-bus';
import { InProcessBus } from '../messaging/in-process-bus';
import { RabbitMqBus } from '../messaging/rabbitmq-bus';
import { ServiceRuntime } from '../service-runtime';
import { deleteBrokerObjects, dropSchema, eventually, queueDepth, silentLogger, TcpProxy, testAmqpUrl, testDatabaseUrl, uniqueName } from '../testing';
import { CreateNotes1000000000000 } from '../testing/notes-migration';
import { createDataSource, databaseTimeouts, openDataSource, schemaOf } from './data-source';
import { isDatabaseUnavailable } from './database-unavailable';

const logger = silentLogger();

/** A migration that writes down the statement timeout it ran under. */
class RecordStatementTimeout1000000000001 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = (queryRunner.connection.options as { schema: string }).schema;
    await queryRunner.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    await queryRunner.query(`CREATE TABLE "${schema}".timeouts AS SELECT current_setting('statement_timeout') AS setting`);
  }
  async down(): Promise<void> {}
}
const postgres = new URL(testDatabaseUrl);

function runtime(name: string, bus: EventBus, databaseUrl = testDatabaseUrl, queue = uniqueName('test.consumer')) {
  return new ServiceRuntime({
    name,
    databaseUrl,
    schema: uniqueName(`kit_${name}`),
    entities: [],
    migrations: [CreateNotes1000000000000],
    bus,
    logger,
    queue,
    relay: { intervalMs: 100 },
    poolSize: 2,
  });
}

async function caught(work: () => Promise<unknown>): Promise<unknown> {
  return work().then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('a database out of reach', () => {
  let proxy: TcpProxy;
  beforeEach(async () => {
    proxy = new TcpProxy(postgres.hostname, Number(postgres.port || 5432));
    await proxy.start();
  });
  afterEach(() => proxy.stop());

  it('is told apart from a statement the database refused', async () => {
    const dataSource = createDataSource({ url: proxy.rewrite(testDatabaseUrl), schema: 'public', entities: [], migrations: [] });
    await dataSource.initialize();
    try {
      expect(isDatabaseUnavailable(await caught(() => dataSource.query('SELEC 1')))).toBe(false);
      expect(isDatabaseUnavailable(await caught(() => dataSource.query("SELECT 'x'::int")))).toBe(false);
      // A statement longer than the statement timeout is cancelled: an error, not a hang.
      const cancelled = await caught(() => dataSource.query(`SELECT pg_sleep(${databaseTimeouts.statementMs / 1000 + 1})`));
      expect(cancelled).toMatchObject({ code: '57014' });
      expect(isDatabaseUnavailable(cancelled)).toBe(false);

      const running = caught(() => dataSource.query('SELECT pg_sleep(5)'));
      await new Promise((resolve) => setTimeout(resolve, 200));
      proxy.cut();
      expect(isDatabaseUnavailable(await running)).toBe(true);
      expect(isDatabaseUnavailable(await caught(() => dataSource.query('SELECT 1')))).toBe(true);

      proxy.restore();
      expect(await dataSource.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await dataSource.destroy();
    }
  });

  it('fails a connection that never answers after the connect timeout instead of hanging', async () => {
    const accepted: net.Socket[] = [];
    const silent = net.createServer((socket) => accepted.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const url = Object.assign(new URL(testDatabaseUrl), { port: String((silent.address() as AddressInfo).port) }).toString();
    const dataSource = createDataSource({ url, schema: 'public', entities: [], migrations: [] });
    try {
      const error = await caught(() => dataSource.initialize());
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      accepted.forEach((socket) => socket.destroy());
      silent.close();
    }
  });

  it('gives up on a connection that went silent mid-statement after the answer timeout, and carries on with a new one', async () => {
    // Forwards PostgreSQL's bytes until `silent`, then drops them: a server or network that hangs.
    let silent = false;
    const sockets: net.Socket[] = [];
    const hanging = net.createServer((client) => {
      const upstream = net.connect(Number(postgres.port || 5432), postgres.hostname);
      sockets.push(client, upstream);
      client.on('data', (data) => silent || upstream.write(data));
      upstream.on('data', (data) => silent || client.write(data));
      for (const [socket, other] of [[client, upstream], [upstream, client]] as const) {
        socket.on('error', () => other.destroy());
        socket.on('close', () => other.destroy());
      }
    });
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const url = Object.assign(new URL(testDatabaseUrl), { hostname: '127.0.0.1', port: String((hanging.address() as AddressInfo).port) }).toString();
    const dataSource = createDataSource({ url, schema: 'public', entities: [], migrations: [], poolSize: 1 });
    try {
      await dataSource.initialize();
      expect(await dataSource.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
      silent = true;
      const error = await caught(() => dataSource.query('SELECT 2 AS two'));
      expect(isDatabaseUnavailable(error)).toBe(true);
      silent = false;
      expect(await dataSource.query('SELECT 3 AS three')).toEqual([{ three: 3 }]);
    } finally {
      await dataSource.destroy();
      sockets.forEach((socket) => socket.destroy());
      hanging.close();
    }
  });

  const exchange = uniqueName('test.events');
  const adapters: [string, () => EventBus][] = [
    ['in-process', () => new InProcessBus(logger, { maxAttempts: 2, retryDelayMs: 50 })],
    ['RabbitMQ', () => new RabbitMqBus({ url: testAmqpUrl, exchange, logger, retry: { maxAttempts: 2, retryDelayMs: 50 } })],
  ];

  it.each(adapters)('holds events for a consumer whose database is cut, and applies them in order once it is back (%s bus)', async (_name, makeBus) => {
    const bus = makeBus();
    await bus.start();
    if (bus instanceof RabbitMqBus) await bus.waitForConnection();
    const queue = uniqueName('test.consumer');
    const producer = runtime('producer', bus);
    const consumer = runtime('consumer', bus, proxy.rewrite(testDatabaseUrl), queue);
    const table = (r: ServiceRuntime) => `"${schemaOf(r.dataSource)}".notes`;
    try {
      await producer.open();
      await consumer.open({
        'user.registered': async (event, tx) => {
          await tx.manager.query(`INSERT INTO ${table(consumer)} (text) VALUES ($1)`, [event.payload.name]);
        },
      });
      proxy.cut();
      const names = ['ada', 'bea', 'cy', 'dee'];
      for (const name of names) {
        await producer.database.transaction(async (tx) => {
          tx.emit('user.registered', { userId: '0f8fad5b-d9cb-469f-a165-70867728950e', name, email: `${name}@example.com` });
        });
      }
      // Many times the retry policy's two attempts go by while the database is out of reach.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      proxy.restore();

      await eventually(async () => {
        const rows: { text: string }[] = await consumer.dataSource.query(`SELECT text FROM ${table(consumer)} ORDER BY id`);
        expect(rows.map((row) => row.text)).toEqual(names);
      }, 20_000);
      if (bus instanceof InProcessBus) expect(bus.deadLetters).toEqual([]);
      else expect(await queueDepth(`${queue}.dead`)).toBe(0);
    } finally {
      proxy.restore();
      await bus.close();
      await producer.close();
      await consumer.close();
      await dropSchema(schemaOf(producer.dataSource));
      await dropSchema(schemaOf(consumer.dataSource));
      if (bus instanceof RabbitMqBus) await deleteBrokerObjects(exchange, [queue]);
    }
  });

  it('runs migrations without the request timeouts, and requests with them', async () => {
    const dataSource = createDataSource({ url: testDatabaseUrl, schema: uniqueName('kit_migrations'), entities: [], migrations: [RecordStatementTimeout1000000000001] });
    try {
      await openDataSource(dataSource);
      const schema = schemaOf(dataSource);
      expect(await dataSource.query(`SELECT setting FROM "${schema}".timeouts`)).toEqual([{ setting: '0' }]);
      const [request] = await dataSource.query('SHOW statement_timeout');
      expect(request.statement_timeout).toBe(`${databaseTimeouts.statementMs / 1000}s`);
    } finally {
      await dataSource.destroy();
      await dropSchema(schemaOf(dataSource));
    }
  });
});
