import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { remoteMembershipLookup } from './access/membership-check';
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

/**
 * A service in its own process (the stack and deployed modes): its settings from the
 * environment (service-config.ts; PORT, else the domain's port in gateway/routes.json), the
 * broker, svc-auth's keys and svc-household's membership word over HTTP, then `runService`.
 */
export async function runDomainProcess<Env extends DomainEnv>(module: DomainServiceModule<Env>): Promise<void> {
  try {
    const config = readServiceConfig(domainPort(module.name));
    const logger = createLogger(`svc-${module.name}`);
    const bus = new RabbitMqBus({ url: config.amqpUrl, exchange: config.amqpExchange, logger });
    const env: DomainEnv = {
      databaseUrl: config.databaseUrl,
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
