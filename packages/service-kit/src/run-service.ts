import type { Logger } from 'pino';
import { listen } from './http/server';
import type { EventBus } from './messaging/event-bus';
import { handleProcessSignals } from './run-process';
import type { Service } from './service';

/**
 * Runs one service as its own process (the stack and deployed modes): connects the bus, starts
 * the service, listens, and on SIGTERM stops accepting, drains requests, lets event handlers in
 * flight finish, then closes the broker channel and the pool.
 */
export async function runService(options: { service: Service; bus: EventBus; port: number; host?: string; logger: Logger }) {
  const { service, bus, logger } = options;
  await bus.start();
  await service.start();
  const server = await listen(service.app.callback(), options.port, options.host);
  logger.info({ port: server.port }, `${service.name} service listening`);
  handleProcessSignals(logger, async () => {
    service.drain?.();
    await server.close();
    await bus.close();
    await service.stop();
  });
}
