import { loginBody } from '@hearth/contracts/auth/schemas';
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { currentAuth, endpoint, requireSession } from '@hearth/service-kit';
import type { AuthDeps } from '../auth-deps';
import { presentUser } from '../users/present-user';
import { currentUser } from './current-user';
import { endEverySessionOf, endThisSession } from './session-lifecycle';
import { login } from './session-use-cases';

/** Signing in, and who the session belongs to (docs/product/auth.md). */
export function sessionRoutes(router: Router, deps: AuthDeps, signedIn: Middleware[]): void {
  router.post(
    '/login',
    endpoint({ body: loginBody }, async ({ body }, ctx) => {
      ctx.body = await login(deps, { ...body, clientIp: ctx.ip });
    }),
  );

  router.get('/me', ...signedIn, (ctx) => {
    ctx.body = presentUser(currentUser(ctx));
  });
  router.post('/logout', ...signedIn, requireSession, async (ctx) => {
    await endThisSession(deps, currentAuth(ctx));
    ctx.body = { message: 'Signed out' };
  });
  router.post('/logout-everywhere', ...signedIn, requireSession, async (ctx) => {
    await endEverySessionOf(deps, currentUser(ctx).id);
    ctx.body = { message: 'Signed out on every device' };
  });
}
