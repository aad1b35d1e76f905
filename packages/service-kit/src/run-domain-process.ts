import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { MigrationInterface } from 'typeorm';
import { remoteMembershipLookup } from './access/membership-check';
import { createDataSource, openDataSource } from './data/data-source';
import type { DomainEnv, DomainServiceModule } from './domain-service';
import { createLogger } from './logger';
import { RabbitMqBus } from './messaging/rabbitmq-bus';
import { runService } from './run-service';
import { readServiceConfig } from './service-config';

/** The domain's port in gateway/routes.json, the one list of domains (found upwards from here). */
export function domainPort(name: string, from = __dirname): number {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const table = path.join(dir, 'gateway', 'routes.json');
    if (existsSync(table)) {
      const { domains } = JSON.parse(readFileSync(table, 'utf8')) as { domains: { name: string; port: number }[] };
      const domain = domains.find((entry) => entry.name === name);
      if (!domain) throw new Error(`${name} is not a domain of ${table}`);
      return domain.port;
    }
    if (path.dirname(dir) === dir) throw new Error('gateway/routes.json not found above ' + from);
  }
}

/** `node dist/main.js --migrate-only`: apply the schema's pending migrations, then exit (deploy/README.md). */
export const MIGRATE_ONLY = '--migrate-only';

type Migrations = (new () => MigrationInterface)[];

/**
 * Applies a schema's pending migrations and closes its pool. It goes through openDataSource, the
 * same path as a service's start, so it takes the same advisory lock on the schema: any number of
 * these and of starting services at once apply each migration once, one after the other.
 */
export async function migrateSchema(options: { databaseUrl: string; schema: string; migrations: Migrations }): Promise<void> {
  const { databaseUrl: url, schema, migrations } = options;
  const dataSource = createDataSource({ url, schema, entities: [], migrations, poolSize: 2 });
  try {
    await openDataSource(dataSource);
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
  }
}

/**
 * The migrations a service's package exports as `<name>Migrations` from the index beside its
 * entry (every svc-<name>/src/index.ts does): the module passed to runDomainProcess does not
 * carry them.
 */
export function exportedMigrations(name: string, entry: string): Migrations {
  const index = createRequire(path.resolve(entry))('./index') as Record<string, unknown>;
  const migrations = index[`${name}Migrations`];
  if (!Array.isArray(migrations) || migrations.length === 0) {
    throw new Error(`${path.join(path.dirname(entry), 'index')} exports no ${name}Migrations`);
  }
  return migrations as Migrations;
}

/**
 * A service in its own process (the stack and deployed modes): its settings from the
 * environment (service-config.ts; PORT, else the domain's port in gateway/routes.json), the
 * broker, svc-auth's keys and svc-household's membership word over HTTP, then `runService`.
 * With MIGRATE_ONLY it needs DATABASE_URL alone: it migrates the schema and exits.
 */
export async function runDomainProcess<Env extends DomainEnv>(module: DomainServiceModule<Env>): Promise<void> {
  try {
    const config = readServiceConfig(domainPort(module.name));
    const logger = createLogger(`svc-${module.name}`);
    if (process.argv.includes(MIGRATE_ONLY)) {
      const migrations = exportedMigrations(module.name, process.argv[1]!);
      await migrateSchema({ databaseUrl: config.databaseUrl, schema: module.name, migrations });
      logger.info({ schema: module.name, migrations: migrations.length }, 'schema migrated');
      process.exit(0);
    }
    const bus = new RabbitMqBus({ url: config.amqpUrl, exchange: config.amqpExchange, logger });
    const env: DomainEnv = {
      databaseUrl: config.databaseUrl,
      poolSize: config.databasePoolSize,
      bus,
      logger,
      queue: `${config.amqpQueuePrefix}.${module.name}`,
      publicUrl: config.publicUrl,
      dataDir: config.dataDir,
      smtpUrl: config.smtpUrl,
      mailFrom: config.mailFrom,
      keys: { jwksUrl: config.jwksUrl },
      membership: remoteMembershipLookup({ url: config.householdMembershipUrl, logger }),
    };
    const service = module.create(module.processEnv ? await module.processEnv(env) : (env as Env));
    await runService({ service, bus, port: config.port, host: config.host, logger });
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
