import type { AuthOperations } from '@hearth/contracts/auth/operations';
import { handlersOf } from '@hearth/service-kit';
import type { AuthDeps } from '../auth-deps';
import { forgotPassword, resetPassword } from './password-reset-use-cases';

/** A forgotten password, reset through a link sent by mail (docs/product/auth.md). */
export const passwordResetHandlers = (deps: AuthDeps) =>
  handlersOf<AuthOperations>()({
    forgotPassword: ({ body }, ctx) => forgotPassword(deps, { ...body, clientIp: ctx.ip }),
    resetPassword: ({ params, body }, ctx) => resetPassword(deps, { ...params, ...body, clientIp: ctx.ip }),
  });
