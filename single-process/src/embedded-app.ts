import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { ApiTokenRelay, createLogger, InProcessBus, listen, type DomainEnv, type DomainServiceModule, type KeySource, type Logger } from '@hearth/service-kit';
import { loadSigningKeys, type SigningKeys } from '@hearth/svc-auth';
import { existingServices, loadRouteTable, type ServiceRoute } from '@hearth/gateway';
import { createEmbeddedGateway } from './embedded-gateway';
import { lockDataFolder } from './postgres/data-folder-lock';
import { startEmbeddedPostgres } from './postgres/embedded-postgres';

export interface EmbeddedOptions {
  port: number;
  host?: string;
  dataDir: string;
  publicUrl: string;
  /** The repository folder holding each front end's `dist/`. */
  frontendsDir: string;
  logger: Logger;
  smtpUrl?: string;
  mailFrom?: string;
  /** Called if the database server keeps stopping (it is restarted a few times first); Hearth cannot go on without it. */
  onDatabaseExit?: () => void;
}

export interface RunningEmbedded {
  port: number;
  stop(): Promise<void>;
}

// Each service's pool (requests, its outbox relay and its event consumer share it).
const POOL_PER_SERVICE = 5;

/** What the embedded app hands every service; each takes what it needs (svc-auth its signing keys). */
export interface EmbeddedServiceEnv extends DomainEnv {
  poolSize: number;
  /** svc-auth's public keys and its API-token lookup, read in place rather than fetched from svc-auth. */
  keys: KeySource;
  /** The private signing keys: svc-auth alone takes them. */
  signingKeys: SigningKeys;
  /** svc-auth provides its API-token lookup here; `keys.apiTokens` asks it. */
  apiTokenRelay: ApiTokenRelay;
}

/** Every service package exports its definition as `service`, so a new domain needs no line here. */
async function serviceModule(service: ServiceRoute): Promise<DomainServiceModule<EmbeddedServiceEnv>> {
  const exported = (await import(`@hearth/svc-${service.name}`).catch((error: Error) => {
    throw new Error(`svc-${service.name} could not be loaded (is it built? npm run build): ${error.message}`);
  })) as { service?: DomainServiceModule<EmbeddedServiceEnv> };
  if (exported.service?.name !== service.name || typeof exported.service.create !== 'function') {
    throw new Error(`@hearth/svc-${service.name} does not export its definition as service (defineDomainService)`);
  }
  return exported.service;
}

/**
 * Hearth in one process for a household's small box: embedded PostgreSQL, the in-process bus,
 * every service, and the built front ends, behind the same route table as the nginx gateway.
 */
export async function startEmbedded(options: EmbeddedOptions): Promise<RunningEmbedded> {
  const { logger, dataDir } = options;
  // What has started so far, stopped in reverse order on shutdown or when start-up fails.
  const started: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of started.splice(0).reverse()) await stop();
  };
  try {
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    const lock = await lockDataFolder(dataDir);
    started.push(() => lock.release());
    const table = loadRouteTable();
    // Every service of the route table that this checkout has (gateway/routes.json "domains").
    const routes = existingServices(table);
    const modules = await Promise.all(routes.map(serviceModule));
    const database = await startEmbeddedPostgres({
      dataDir,
      maxConnections: routes.length * POOL_PER_SERVICE,
      logger: createLogger('postgres'),
      onUnexpectedExit: options.onDatabaseExit,
    });
    started.push(() => database.stop());
    const bus = new InProcessBus(logger);
    const signingKeys = await loadSigningKeys({ keyFile: path.join(dataDir, 'keys', 'jwt.pem'), tokenTtl: '7d' });
    const apiTokenRelay = new ApiTokenRelay();
    const env: Omit<EmbeddedServiceEnv, 'logger'> = {
      databaseUrl: database.url,
      bus,
      poolSize: POOL_PER_SERVICE,
      publicUrl: options.publicUrl,
      dataDir,
      smtpUrl: options.smtpUrl,
      mailFrom: options.mailFrom,
      keys: { jwks: () => signingKeys.jwks(), apiTokens: apiTokenRelay.lookup },
      signingKeys,
      apiTokenRelay,
    };
    const services = modules.map((module) => module.create({ ...env, logger: createLogger(`svc-${module.name}`) }));
    for (const service of services) {
      await service.start();
      started.push(() => service.stop());
    }
    await bus.start();
    // Closed before the services stop, so none is handed an event while it shuts down.
    started.push(() => bus.close());

    const handler = createEmbeddedGateway({
      table,
      services: Object.fromEntries(services.map((service) => [service.name, service.app.callback()])),
      frontendsDir: options.frontendsDir,
      apis: services.flatMap((service) => (service.api ? [service.api] : [])),
    });
    const server = await listen(handler, options.port, options.host);
    started.push(() => {
      for (const service of services) service.drain?.();
      return server.close();
    });
    logger.info({ url: options.publicUrl, port: server.port }, `Hearth is running at ${options.publicUrl}`);
    return { port: server.port, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
