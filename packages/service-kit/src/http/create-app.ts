import { bodyParser } from '@koa/bodyparser';
import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import Koa, { type Middleware } from 'koa';
import type { Logger } from 'pino';
import { conditionalGet } from './conditional-get';
import { errorHandler, notFoundHandler } from './error-handler';
import { AppError, badRequest } from './errors';
import { healthEndpoints, type ReadinessChecks } from './health';
import { refuseDeepJson } from './json-shape';
import { createMetrics } from './metrics';
import { requestContext } from './request-id';

export interface HttpAppOptions {
  service: string;
  logger: Logger;
  /** The service's routes, usually `router.routes()` and `router.allowedMethods()`. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- routers extend the context
  routes: Middleware<any, any>[];
  readiness: ReadinessChecks;
  /** Largest JSON body accepted; larger ones get 413. */
  jsonLimit?: string;
}

/**
 * The Koa app every service starts from: request id and logs, metrics, one error handler,
 * health endpoints, JSON body parsing with a size limit, ETags on reads, and a JSON 404 for unknown routes.
 */
/**
 * Every answer is taken for what its Content-Type says, and one to a caller who sent a token is
 * personal: no cache keeps it (a route may say otherwise, as images do). nginx adds the first too;
 * npm start's gateway does not, so the service says both.
 */
const personalAnswers: Middleware = async (ctx, next) => {
  ctx.set('X-Content-Type-Options', 'nosniff');
  if (ctx.get('Authorization')) ctx.set('Cache-Control', 'no-store');
  await next();
};

/**
 * Which replica answered, for operators and multi-replica tests: an opaque id of this process
 * (host, pid and start), the same on every answer it gives, different for every other process.
 */
export const replicaId = createHash('sha256').update(`${hostname()}:${process.pid}:${Date.now()}`).digest('hex').slice(0, 12);

export const REPLICA_HEADER = 'X-Hearth-Replica';

const replicaHeader: Middleware = async (ctx, next) => {
  ctx.set(REPLICA_HEADER, replicaId);
  await next();
};

export function createHttpApp(options: HttpAppOptions): Koa {
  // Behind the gateway, which overwrites X-Forwarded-For with the real client address.
  const app = new Koa({ proxy: true });
  const metrics = createMetrics(options.service);
  app.use(replicaHeader);
  app.use(requestContext(options.logger));
  app.use(metrics.middleware);
  app.use(personalAnswers);
  app.use(errorHandler);
  app.use(healthEndpoints(options.readiness));
  app.use(metrics.endpoint);
  app.use(
    bodyParser({
      enableTypes: ['json'],
      jsonLimit: options.jsonLimit ?? '100kb',
      encoding: 'utf-8',
      onError: (error) => {
        if ((error as { status?: number }).status === 413) throw new AppError(413, 'Request body is too large');
        throw badRequest('Request body is not valid JSON');
      },
    }),
  );
  app.use(refuseDeepJson);
  app.use(conditionalGet);
  for (const middleware of options.routes) app.use(middleware);
  app.use(notFoundHandler);
  // Errors are answered by errorHandler; Koa's own logging would only duplicate them.
  app.silent = true;
  return app;
}
