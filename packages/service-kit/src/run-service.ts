import type { RequestListener } from 'node:http';
import type { Logger } from 'pino';
import { listen, type RunningServer } from './http/server';
import type { EventBus } from './messaging/event-bus';
import { handleProcessSignals } from './run-process';
import type { Service } from './service';

/**
 * How long a replica told to stop keeps serving before it closes its port: those who send it
 * requests learn that it is going later than it does. Swarm takes the task out of its DNS, waits
 * 2 s and sends SIGTERM, and a gateway keeps what it resolved for 2 s more (resolver mode);
 * Kubernetes takes a terminating pod out of its Service's endpoints while the pod is told to stop.
 * Inside every stop grace period (compose 10 s, the Swarm proof 20 s, Kubernetes 30 s), with
 * requests in flight given up to 10 s more where it allows.
 */
export const DRAIN_MS = 5_000;

/** A service's request handler that can be told the replica is stopping. */
export interface DrainableHandler {
  handler: RequestListener;
  /** From now on `/readyz` answers 503 and every answer closes its connection; everything is still served. */
  drain(): void;
  readonly draining: boolean;
}

export function drainableHandler(handler: RequestListener): DrainableHandler {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    drain: () => {
      draining = true;
    },
    handler: (req, res) => {
      if (!draining) return handler(req, res);
      // A kept-alive client (the gateway's upstream keepalive) opens its next connection elsewhere.
      res.setHeader('Connection', 'close');
      if ((req.method === 'GET' || req.method === 'HEAD') && req.url?.split('?')[0] === '/readyz') {
        res.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : JSON.stringify({ status: 'draining' }));
        return;
      }
      handler(req, res);
    },
  };
}

/**
 * A replica's stop, in order: it says it is not ready and keeps serving for `drainMs` (see
 * DRAIN_MS); then its long-lived responses end (live streams, whose clients reconnect, now to
 * another replica), it stops accepting and lets requests in flight finish, lets event handlers in
 * flight finish, and closes the broker channel and the pool.
 */
export async function stopService(options: { service: Service; bus: EventBus; server: RunningServer; http: DrainableHandler; drainMs: number; logger: Logger }): Promise<void> {
  const { service, bus, server, http, drainMs, logger } = options;
  http.drain();
  if (drainMs > 0) {
    logger.info({ drainMs }, 'draining: /readyz answers 503, requests are still served');
    await new Promise((resolve) => setTimeout(resolve, drainMs));
  }
  service.drain?.();
  await server.close();
  await bus.close();
  await service.stop();
}

/**
 * Runs one service as its own process (the stack and deployed modes): connects the bus, starts
 * the service, listens, and on SIGTERM drains (stopService) and stops.
 */
export async function runService(options: { service: Service; bus: EventBus; port: number; host?: string; logger: Logger; drainMs?: number }) {
  const { service, bus, logger } = options;
  await bus.start();
  await service.start();
  const http = drainableHandler(service.app.callback());
  const server = await listen(http.handler, options.port, options.host);
  logger.info({ port: server.port }, `${service.name} service listening`);
  handleProcessSignals(logger, () => stopService({ service, bus, server, http, drainMs: options.drainMs ?? DRAIN_MS, logger }));
}
