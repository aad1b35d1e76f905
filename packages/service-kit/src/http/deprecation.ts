import type { Middleware } from 'koa';
import type { ApiDescription } from './api-description';

/**
 * The compatibility promise's announcement: a route marked `deprecated` in the service's API
 * description answers with `Deprecation: true` (RFC 9745's header), so a program sees it in its
 * own traffic before the route goes away.
 */
export function deprecationHeader(api: ApiDescription | undefined): Middleware {
  const deprecated = new Set(api?.operations.filter((op) => op.deprecated).map((op) => `${op.method} ${op.path}`));
  return async (ctx, next) => {
    if (!deprecated.size) return next();
    try {
      await next();
    } finally {
      const route = (ctx as { _matchedRoute?: string })._matchedRoute;
      if (route && deprecated.has(`${ctx.method} ${route}`)) ctx.set('Deprecation', 'true');
    }
  };
}
