import type { Middleware } from 'koa';

export type ReadinessChecks = Record<string, () => Promise<boolean> | boolean>;

/** `/healthz`: the process answers. `/readyz`: it can also reach what it depends on. */
export function healthEndpoints(checks: ReadinessChecks): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET') return next();
    if (ctx.path === '/healthz') {
      ctx.body = { status: 'ok' };
      return;
    }
    if (ctx.path !== '/readyz') return next();
    const results: Record<string, boolean> = {};
    await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        results[name] = await Promise.resolve()
          .then(check)
          .catch(() => false);
      }),
    );
    const ready = Object.values(results).every(Boolean);
    ctx.status = ready ? 200 : 503;
    ctx.body = { status: ready ? 'ready' : 'unavailable', checks: results };
  };
}
