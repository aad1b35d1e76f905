import type Router from '@koa/router';

/** One route a service answers: its method and its full path (prefix included, `:params` kept). */
export interface MountedRoute {
  method: string;
  path: string;
  /** The path's `:param` names, in order. */
  params: string[];
}

/**
 * Every route mounted on `router`, one per method (the HEAD the router adds to each GET
 * included), so checks that must cover every route (the cross-household matrix) read
 * them from the service itself instead of a hand-written list.
 */
export function mountedRoutes(router: Router): MountedRoute[] {
  return router.stack.flatMap((layer) =>
    typeof layer.path !== 'string'
      ? []
      : layer.methods.map((method) => ({ method, path: layer.path as string, params: layer.paramNames.map((key) => String(key.name)) })),
  );
}
