import 'reflect-metadata';
import { DataSource, type EntitySchema, type MigrationInterface } from 'typeorm';

export interface DataSourceOptions {
  url: string;
  /** The service's own schema; no service reads another's. */
  schema: string;
  entities: EntitySchema[];
  migrations: (new () => MigrationInterface)[];
  poolSize?: number;
}

const schemaName = /^[a-z_][a-z0-9_]{0,62}$/;

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
    extra: { max: options.poolSize ?? 10 },
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
    await dataSource.runMigrations({ transaction: 'all' });
  } finally {
    await lock.query('SELECT pg_advisory_unlock(hashtext($1))', [schema]).catch(() => undefined);
    await lock.release();
  }
  return dataSource;
}
