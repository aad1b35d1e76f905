import { changePasswordBody, registerBody, updateProfileBody } from '@hearth/contracts/auth/schemas';
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { endpoint } from '@hearth/service-kit';
import type { AuthDeps } from '../auth-deps';
import { currentUser } from '../sessions/current-user';
import { changePassword, deleteAccount, register, updateProfile } from './account-use-cases';

/** Creating, editing and removing an account (docs/product/auth.md). */
export function accountRoutes(router: Router, deps: AuthDeps, signedIn: Middleware[]): void {
  router.post(
    '/register',
    endpoint({ body: registerBody }, async ({ body }, ctx) => {
      ctx.status = 201;
      ctx.body = await register(deps, { ...body, clientIp: ctx.ip });
    }),
  );

  router.put(
    '/update-profile',
    ...signedIn,
    endpoint({ body: updateProfileBody }, async ({ body }, ctx) => {
      ctx.body = await updateProfile(deps, currentUser(ctx), body);
    }),
  );

  router.put(
    '/change-password',
    ...signedIn,
    endpoint({ body: changePasswordBody }, async ({ body }, ctx) => {
      ctx.body = await changePassword(deps, currentUser(ctx), body);
    }),
  );

  router.delete('/delete-account', ...signedIn, async (ctx) => {
    ctx.body = await deleteAccount(deps, currentUser(ctx));
  });
}
