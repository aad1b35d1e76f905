import 'reflect-metadata';
import { DataSource, MigrationExecutor, type EntitySchema, type MigrationInterface, type QueryRunner } from 'typeorm';
import { PoolClient } from './pool-client';

export interface DataSourceOptions {
  url: string;
  /** The service's own schema; no service reads another's. */
  schema: string;
  entities: EntitySchema[];
  migrations: (new () => MigrationInterface)[];
  poolSize?: number;
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

export function createDataSource(options: DataSourceOptions): DataSource {
  if (!schemaName.test(options.schema)) throw new Error(`Invalid schema name: ${options.schema}`);
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
      connectionTimeoutMillis: databaseTimeouts.connectMs,
      statement_timeout: databaseTimeouts.statementMs,
      query_timeout: databaseTimeouts.answerMs,
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
 * Connects and applies pending migrations, one process at a time (an advisory lock keyed on the
 * schema). TypeORM keeps its bookkeeping table inside the schema and creates it before running
 * the first migration, so the schema must exist first; the first migration creates it too, so the
 * migrations alone describe the whole database.
 */
export async function openDataSource(dataSource: DataSource): Promise<DataSource> {
  await dataSource.initialize();
  const schema = schemaOf(dataSource);
  const lock = dataSource.createQueryRunner();
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', [schema]);
    await lock.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    await runMigrationsWithoutTimeouts(dataSource, lock);
  } finally {
    await lock.query('SELECT pg_advisory_unlock(hashtext($1))', [schema]).catch(() => undefined);
    await lock.release();
  }
  return dataSource;
}

/**
 * Migrations run on the connection holding the lock, with the request timeouts lifted: building
 * an index on a large table may rightly take longer than any request should.
 */
async function runMigrationsWithoutTimeouts(dataSource: DataSource, runner: QueryRunner): Promise<void> {
  await runner.query('SET statement_timeout = 0');
  const client = (runner as unknown as { databaseConnection?: { connectionParameters?: { query_timeout?: number | false } } }).databaseConnection;
  const parameters = client?.connectionParameters;
  const answerTimeout = parameters?.query_timeout;
  if (parameters) parameters.query_timeout = false;
  try {
    const executor = new MigrationExecutor(dataSource, runner);
    executor.transaction = 'all';
    await executor.executePendingMigrations();
  } finally {
    if (parameters) parameters.query_timeout = answerTimeout;
    await runner.query(`SET statement_timeout = ${databaseTimeouts.statementMs}`).catch(() => undefined);
  }
}
