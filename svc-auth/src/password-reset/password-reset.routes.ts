import { forgotPasswordBody, resetPasswordBody, resetPasswordParams } from '@hearth/contracts/auth/schemas';
import type Router from '@koa/router';
import { endpoint } from '@hearth/service-kit';
import type { AuthDeps } from '../auth-deps';
import { forgotPassword, resetPassword } from './password-reset-use-cases';

/** A forgotten password, reset through a link sent by mail (docs/product/auth.md). */
export function passwordResetRoutes(router: Router, deps: AuthDeps): void {
  router.post(
    '/forgot-password',
    endpoint({ body: forgotPasswordBody }, async ({ body }, ctx) => {
      ctx.body = await forgotPassword(deps, { ...body, clientIp: ctx.ip });
    }),
  );

  router.put(
    '/reset-password/:token',
    endpoint({ params: resetPasswordParams, body: resetPasswordBody }, async ({ params, body }, ctx) => {
      ctx.body = await resetPassword(deps, { ...params, ...body, clientIp: ctx.ip });
    }),
  );
}
