import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { createLogger, InProcessBus, listen, type Logger, type Service } from '@hearth/service-kit';
import { createAuthService, loadSigningKeys } from '@hearth/svc-auth';
import { createHouseholdService } from '@hearth/svc-household';
import { loadRouteTable } from '../route-table';
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
  /** Called if the database server stops while Hearth runs; Hearth cannot go on without it. */
  onDatabaseExit?: () => void;
}

export interface RunningEmbedded {
  port: number;
  stop(): Promise<void>;
}

// Each service's pool (requests, its outbox relay and its event consumer share it).
const POOL_PER_SERVICE = 5;
const SERVICES = 2;

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
    const database = await startEmbeddedPostgres({
      dataDir,
      maxConnections: SERVICES * POOL_PER_SERVICE,
      logger: createLogger('postgres'),
      onUnexpectedExit: options.onDatabaseExit,
    });
    started.push(() => database.stop());
    const bus = new InProcessBus(logger);
    const keys = await loadSigningKeys({ keyFile: path.join(dataDir, 'keys', 'jwt.pem'), tokenTtl: '7d' });
    const common = { databaseUrl: database.url, bus, poolSize: POOL_PER_SERVICE };
    const mail = { publicUrl: options.publicUrl, dataDir, smtpUrl: options.smtpUrl, mailFrom: options.mailFrom };

    const services: Service[] = [
      createAuthService({ ...common, ...mail, logger: createLogger('svc-auth'), keys }),
      // In one process the public keys are read in place rather than fetched from svc-auth.
      createHouseholdService({ ...common, ...mail, logger: createLogger('svc-household'), keys: { jwks: () => keys.jwks() } }),
    ];
    for (const service of services) {
      await service.start();
      started.push(() => service.stop());
    }
    await bus.start();
    // Closed before the services stop, so none is handed an event while it shuts down.
    started.push(() => bus.close());

    const handler = createEmbeddedGateway({
      table: loadRouteTable(),
      services: Object.fromEntries(services.map((service) => [service.name, service.app.callback()])),
      frontendsDir: options.frontendsDir,
    });
    const server = await listen(handler, options.port, options.host);
    started.push(() => server.close());
    logger.info({ url: options.publicUrl, port: server.port }, `Hearth is running at ${options.publicUrl}`);
    return { port: server.port, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
