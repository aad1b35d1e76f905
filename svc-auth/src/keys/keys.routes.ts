import type Router from '@koa/router';
import type { AuthDeps } from '../auth-deps';

/** The public signing keys, with which every other service verifies svc-auth's tokens. */
export function keyRoutes(router: Router, deps: AuthDeps): void {
  router.get('/.well-known/jwks.json', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = deps.keys.jwks();
  });
}
