import type { Middleware } from 'koa';
import type { ApiDescription } from './api-description';

/**
 * The compatibility promise's announcement: a route with `deprecatedSince` in the service's API
 * description answers with RFC 9745's `Deprecation: @<seconds since the epoch>` of that day, so a
 * program sees it in its own traffic before the route goes away.
 */
export function deprecationHeader(api: ApiDescription | undefined): Middleware {
  const deprecated = new Map(
    Object.values(api?.operations ?? {})
      .filter((op) => op.deprecatedSince)
      .map((op) => [`${op.method} ${op.path}`, `@${Math.floor(Date.parse(`${op.deprecatedSince}T00:00:00Z`) / 1000)}`]),
  );
  return async (ctx, next) => {
    if (!deprecated.size) return next();
    try {
      await next();
    } finally {
      const route = (ctx as { _matchedRoute?: string })._matchedRoute;
      const since = route && deprecated.get(`${ctx.method} ${route}`);
      if (since) ctx.set('Deprecation', since);
    }
  };
}
