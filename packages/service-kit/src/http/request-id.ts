import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { runWithContext } from '../request-context';

const acceptable = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Takes the caller's X-Request-Id (the gateway sets one) or makes one, echoes it, and runs the
 * rest of the request inside a context whose logger and events carry it.
 */
export function requestContext(logger: Logger): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('X-Request-Id');
    const requestId = acceptable.test(incoming) ? incoming : randomUUID();
    ctx.set('X-Request-Id', requestId);
    const requestLogger = logger.child({ requestId });
    const started = performance.now();
    await runWithContext({ requestId, logger: requestLogger }, async () => {
      try {
        await next();
      } finally {
        requestLogger.info(
          { method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(performance.now() - started) },
          'request',
        );
      }
    });
  };
}
