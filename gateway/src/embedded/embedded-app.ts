import path from 'node:path';
import { createLogger, InProcessBus, listen, type Logger, type Service } from '@hearth/service-kit';
import { createAuthService, loadSigningKeys } from '@hearth/svc-auth';
import { createHouseholdService } from '@hearth/svc-household';
import { loadRouteTable } from '../route-table';
import { startEmbeddedDatabase } from './embedded-database';
import { createEmbeddedGateway } from './embedded-gateway';

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
}

export interface RunningEmbedded {
  port: number;
  stop(): Promise<void>;
}

const POOL_PER_SERVICE = 3;

/**
 * Hearth in one process for a household's small box: embedded PostgreSQL, the in-process bus,
 * every service, and the built front ends, behind the same route table as the nginx gateway.
 */
export async function startEmbedded(options: EmbeddedOptions): Promise<RunningEmbedded> {
  const { logger, dataDir } = options;
  const database = await startEmbeddedDatabase(dataDir, 16);
  const bus = new InProcessBus(logger);
  const keys = await loadSigningKeys({ keyFile: path.join(dataDir, 'keys', 'jwt.pem'), tokenTtl: '7d' });
  const common = { databaseUrl: database.url, bus, poolSize: POOL_PER_SERVICE };
  const mail = { publicUrl: options.publicUrl, dataDir, smtpUrl: options.smtpUrl, mailFrom: options.mailFrom };

  const services: Service[] = [
    createAuthService({ ...common, ...mail, logger: createLogger('svc-auth'), keys }),
    // In one process the public keys are read in place rather than fetched from svc-auth.
    createHouseholdService({ ...common, ...mail, logger: createLogger('svc-household'), keys: { jwks: () => keys.jwks() } }),
  ];
  for (const service of services) await service.start();
  await bus.start();

  const handler = createEmbeddedGateway({
    table: loadRouteTable(),
    services: Object.fromEntries(services.map((service) => [service.name, service.app.callback()])),
    frontendsDir: options.frontendsDir,
  });
  const server = await listen(handler, options.port, options.host);
  logger.info({ url: options.publicUrl, port: server.port }, `Hearth is running at ${options.publicUrl}`);

  return {
    port: server.port,
    async stop() {
      await server.close();
      for (const service of services) await service.stop();
      await bus.close();
      await database.stop();
    },
  };
}
