import { confirmEmailParams } from '@hearth/contracts/auth/schemas';
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { endpoint, requireSession } from '@hearth/service-kit';
import type { AuthDeps } from '../auth-deps';
import { currentUser } from '../sessions/current-user';
import { confirmEmail, emailStatus, resendAddressConfirmation } from './email-confirmation-use-cases';

/** Proving an address with a mailed link (docs/product/auth.md "Confirming the e-mail address"). */
export function emailConfirmationRoutes(router: Router, deps: AuthDeps, signedIn: Middleware[]): void {
  router.post(
    '/confirm-email/:token',
    endpoint({ params: confirmEmailParams }, async ({ params }, ctx) => {
      ctx.body = await confirmEmail(deps, params);
    }),
  );
  router.get('/email-status', ...signedIn, async (ctx) => {
    ctx.body = await emailStatus(deps, currentUser(ctx));
  });
  router.post('/resend-confirmation', ...signedIn, requireSession, async (ctx) => {
    ctx.body = await resendAddressConfirmation(deps, currentUser(ctx), ctx.ip);
  });
}
