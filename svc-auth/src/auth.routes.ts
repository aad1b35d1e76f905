import Router from '@koa/router';
import { authenticate, endpoint, type TokenVerifier } from '@hearth/service-kit';
import { changePasswordBody, registerBody, updateProfileBody } from './account/account.schema';
import { changePassword } from './account/change-password';
import { deleteAccount } from './account/delete-account';
import { register } from './account/register';
import { updateProfile } from './account/update-profile';
import type { AuthDeps } from './auth-deps';
import { forgotPassword } from './password-reset/forgot-password';
import { forgotPasswordBody, resetPasswordBody, resetPasswordParams } from './password-reset/password-reset.schema';
import { resetPassword } from './password-reset/reset-password';
import { currentUser, loadCurrentUser } from './sessions/current-user';
import { login } from './sessions/login';
import { loginBody } from './sessions/sessions.schema';
import { presentUser } from './users/present-user';

/** Every call of SPEC section 7 "Authentication and account", plus the public keys. */
export function authRoutes(deps: AuthDeps, verifier: TokenVerifier): Router {
  const router = new Router({ prefix: '/api/auth' });
  const signedIn = [authenticate(verifier), loadCurrentUser(deps.database)];

  router.get('/.well-known/jwks.json', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = deps.keys.jwks();
  });

  router.post(
    '/register',
    endpoint({ body: registerBody }, async ({ body }, ctx) => {
      ctx.status = 201;
      ctx.body = await register(deps, body);
    }),
  );

  router.post(
    '/login',
    endpoint({ body: loginBody }, async ({ body }, ctx) => {
      ctx.body = await login(deps, body, ctx.ip);
    }),
  );

  router.get('/me', ...signedIn, (ctx) => {
    ctx.body = presentUser(currentUser(ctx));
  });

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

  router.post(
    '/forgot-password',
    endpoint({ body: forgotPasswordBody }, async ({ body }, ctx) => {
      ctx.body = await forgotPassword(deps, body.email, ctx.ip);
    }),
  );

  router.put(
    '/reset-password/:token',
    endpoint({ params: resetPasswordParams, body: resetPasswordBody }, async ({ params, body }, ctx) => {
      ctx.body = await resetPassword(deps, params.token, body.password);
    }),
  );

  return router;
}
