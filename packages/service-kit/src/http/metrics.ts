import type { Middleware } from 'koa';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** Prometheus metrics for one service: request counts and latency by route. */
export function createMetrics(service: string) {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests', labelNames, registers: [registry] });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });

  const middleware: Middleware = async (ctx, next) => {
    const end = duration.startTimer();
    try {
      await next();
    } finally {
      // The route pattern, not the raw path, so ids do not explode the label set.
      const route = (ctx as { _matchedRoute?: string | RegExp })._matchedRoute;
      const labels = { method: ctx.method, route: route ? String(route) : 'unmatched', status: String(ctx.status) };
      requests.inc(labels);
      end(labels);
    }
  };

  const endpoint: Middleware = async (ctx, next) => {
    if (ctx.path !== '/metrics' || ctx.method !== 'GET') return next();
    ctx.type = registry.contentType;
    ctx.body = await registry.metrics();
  };

  return { registry, middleware, endpoint };
}
