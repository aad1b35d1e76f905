import type { Middleware } from 'koa';
import { z } from 'zod';
import type { ApiDescription } from '../http/api-description';

/**
 * Holds every answer a service gives in its tests to the public API document: a
 * success status the route's description does not list, or a body that does not match the
 * documented schema, is recorded, and `startTestService`'s `stop()` fails the test file with the
 * list. So a presenter that drifts from the document fails the tests that already exercise it.
 */
export function documentedResponses(api: ApiDescription | undefined) {
  const mismatches: string[] = [];
  const operations = new Map(Object.values(api?.operations ?? {}).map((op) => [`${op.method} ${op.path}`, op]));
  const middleware: Middleware = async (ctx, next) => {
    await next();
    const route = (ctx as { _matchedRoute?: string })._matchedRoute;
    const operation = route ? operations.get(`${ctx.method} ${route}`) : undefined;
    // A 304 stands for the 200 the caller already holds (http/conditional-get.ts).
    if (!operation || ctx.status === 304) return;
    const where = `${ctx.method} ${route} answered ${ctx.status}`;
    if (ctx.status >= 400) {
      const body = ctx.body as { message?: unknown } | undefined;
      if (typeof body?.message !== 'string') mismatches.push(`${where} without the {message} error shape`);
      return;
    }
    const documented = operation.responses[ctx.status];
    if (!documented) {
      mismatches.push(`${where}, a status its API description does not list`);
      return;
    }
    if (!documented.schema) return;
    // Reads arrive here as the JSON conditional-get.ts wrote once for their ETag.
    const body: unknown = typeof ctx.body === 'string' && ctx.response.is('json') ? JSON.parse(ctx.body) : JSON.parse(JSON.stringify(ctx.body ?? null));
    const result = documented.schema.safeParse(body);
    if (!result.success) mismatches.push(`${where} with a body unlike the documented one:\n${z.prettifyError(result.error)}`);
  };
  return { middleware, mismatches };
}
