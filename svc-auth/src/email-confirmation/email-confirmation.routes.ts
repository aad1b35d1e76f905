import type { AuthOperations } from '@hearth/contracts/auth/operations';
import { handlersOf, signedInActor } from '@hearth/service-kit';
import type { AuthDeps } from '../auth-deps';
import { confirmEmail, emailStatus, resendAddressConfirmation } from './email-confirmation-use-cases';

/** Proving an address with a mailed link (docs/product/auth.md "Confirming the e-mail address"). */
export const emailConfirmationHandlers = (deps: AuthDeps) =>
  handlersOf<AuthOperations>()({
    confirmEmail: ({ params }) => confirmEmail(deps, params),
    emailStatus: (_, ctx) => emailStatus(deps, signedInActor(ctx)),
    resendConfirmation: (_, ctx) => resendAddressConfirmation(deps, signedInActor(ctx), { clientIp: ctx.ip }),
  });
