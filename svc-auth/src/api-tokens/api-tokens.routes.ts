import { apiTokenParams, createApiTokenBody } from '@hearth/contracts/auth/schemas';
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { apiTokenRejected, endpoint, isApiToken, requireSession } from '@hearth/service-kit';
import type { AuthDeps } from '../auth-deps';
import { currentUser } from '../sessions/current-user';
import { createApiToken, currentApiToken, listApiTokens, revokeApiToken } from './api-token-use-cases';

/**
 * Personal API tokens (docs/product/auth.md "API tokens"). Creating, listing and revoking them
 * takes a signed-in session: no token can mint or remove tokens.
 */
export function apiTokenRoutes(router: Router, deps: AuthDeps, signedIn: Middleware[]): void {
  const sessionOnly = [...signedIn, requireSession];

  router.get('/api-tokens', ...sessionOnly, async (ctx) => {
    ctx.body = await listApiTokens(deps, currentUser(ctx));
  });

  router.post(
    '/api-tokens',
    ...sessionOnly,
    endpoint({ body: createApiTokenBody }, async ({ body }, ctx) => {
      ctx.status = 201;
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await createApiToken(deps, currentUser(ctx), body);
    }),
  );

  router.delete(
    '/api-tokens/:id',
    ...sessionOnly,
    endpoint({ params: apiTokenParams }, async ({ params }, ctx) => {
      ctx.body = await revokeApiToken(deps, currentUser(ctx), params);
    }),
  );

  // Which token this is and whom it acts for. The other services ask it (cached a second) to
  // turn a `hearth_` bearer into an identity; a program may ask it to check its own token.
  router.get('/api-tokens/current', async (ctx) => {
    const secret = /^Bearer\s+(\S+)$/i.exec(ctx.get('Authorization'))?.[1];
    const current = secret && isApiToken(secret) ? await currentApiToken(deps, secret) : null;
    if (!current) throw apiTokenRejected();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = current;
  });
}
