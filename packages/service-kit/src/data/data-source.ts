import 'reflect-metadata';
import type pg from 'pg';
import { DataSource, MigrationExecutor, type EntitySchema, type MigrationInterface, type QueryRunner } from 'typeorm';
import { PoolClient } from './pool-client';

export interface DataSourceOptions {
  url: string;
  /** The service's own schema; no service reads another's. */
  schema: string;
  entities: EntitySchema[];
  migrations: (new () => MigrationInterface)[];
  poolSize?: number;
  /** Shorter (or longer) than `databaseTimeouts`; tests shorten them rather than wait 8 s. */
  timeouts?: Partial<DatabaseTimeouts>;
}

const schemaName = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * How long anything may wait on PostgreSQL, so a request answers (503) rather than hangs while the
 * server restarts or is out of reach: a connection from the pool (a new one, or a busy pool's
 * next free one), a statement (cancelled by the server), and the server's answer at all (the
 * client gives up on a connection that went silent). All inside nginx's 10 s read timeout
 * (gateway/nginx/upstream-timeouts.conf), so the service's own 503 is what the caller gets.
 */
export const databaseTimeouts = { connectMs: 5_000, statementMs: 8_000, answerMs: 9_000 };
export type DatabaseTimeouts = typeof databaseTimeouts;

export function createDataSource(options: DataSourceOptions): DataSource {
  if (!schemaName.test(options.schema)) throw new Error(`Invalid schema name: ${options.schema}`);
  const timeouts = { ...databaseTimeouts, ...options.timeouts };
  return new DataSource({
    type: 'postgres',
    url: options.url,
    schema: options.schema,
    entities: options.entities,
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    // Ids come from gen_random_uuid() (core PostgreSQL); no extension is needed.
    installExtensions: false,
    extra: {
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: timeouts.connectMs,
      statement_timeout: timeouts.statementMs,
      query_timeout: timeouts.answerMs,
      keepAlive: true,
      Client: PoolClient,
      // Statements name tables bare (data/sql.ts): the service's own schema is searched first.
      options: `-c search_path=${options.schema},public`,
    },
    // Failures surface as errors to the caller, which logs what is unexpected.
    logging: false,
  });
}

/** The schema a data source owns, already validated, for raw SQL. */
export function schemaOf(dataSource: DataSource): string {
  return (dataSource.options as { schema: string }).schema;
}

/**
 * A connection of its own, outside the pool, with the pool's settings (timeouts, search path), for
 * a session that must outlast any request: the outbox relay's leadership is held by one. `settings`
 * are server parameters for this session only. Its `error` event must be listened to.
 */
export async function openSession(dataSource: DataSource, applicationName: string, settings: Record<string, string | number> = {}): Promise<pg.Client> {
  const { url, extra } = dataSource.options as { url: string; extra: Record<string, unknown> & { Client: typeof pg.Client; options: string } };
  const { max: _max, Client, options, ...config } = extra;
  const flags = Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`);
  const client = new Client({ ...config, connectionString: url, application_name: applicationName, options: [options, ...flags].join(' ') });
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  return client;
}

/**
 * Connects and applies pending migrations, one process at a time (an advisory lock keyed on the
 * schema). TypeORM keeps its bookkeeping table inside the schema and creates it before running
 * the first migration, so the schema must exist first; the first migration creates it too, so the
 * migrations alone describe the whole database.
 *
 * Replicas starting together queue on the lock for as long as the first one's migrations take:
 * the wait runs without the request timeouts, like the migrations, so a slow migration makes the
 * others wait rather than fail (and restart, and wait again). Each then finds nothing pending.
 */
export async function openDataSource(dataSource: DataSource): Promise<DataSource> {
  await dataSource.initialize();
  const schema = schemaOf(dataSource);
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await withoutTimeouts(runner, async () => {
      await runner.query('SELECT pg_advisory_lock(hashtext($1))', [schema]);
      try {
        await runner.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
        const executor = new MigrationExecutor(dataSource, runner);
        executor.transaction = 'all';
        await executor.executePendingMigrations();
      } finally {
        await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [schema]).catch(() => undefined);
      }
    });
  } finally {
    await runner.release();
  }
  return dataSource;
}

/**
 * Runs `work` on `runner`'s connection with the request timeouts lifted (the server's statement
 * timeout and the client's wait for an answer): building an index on a large table, or waiting
 * for another replica that builds one, may rightly take longer than any request should. The
 * connection goes back to the pool with its timeouts as configured.
 */
async function withoutTimeouts(runner: QueryRunner, work: () => Promise<void>): Promise<void> {
  await runner.query('SET statement_timeout = 0');
  const client = (runner as unknown as { databaseConnection?: { connectionParameters?: { query_timeout?: number | false } } }).databaseConnection;
  const parameters = client?.connectionParameters;
  const answerTimeout = parameters?.query_timeout;
  if (parameters) parameters.query_timeout = false;
  try {
    await work();
  } finally {
    if (parameters) parameters.query_timeout = answerTimeout;
    // Back to the value the connection was opened with (the pool's statement_timeout).
    await runner.query('RESET statement_timeout').catch(() => undefined);
  }
}
