import type { AuthOperations } from '@hearth/contracts/auth/operations';
import { handlersOf } from '@hearth/service-kit';
import type { AuthDeps } from '../auth-deps';

/** The public signing keys, with which every other service verifies svc-auth's tokens. */
export const keyHandlers = (deps: AuthDeps) =>
  handlersOf<AuthOperations>()({
    // jose types every member of a JWK as optional, which the published schema is not: the
    // handler answers itself rather than claim the contract's type.
    jwks: (_, ctx) => {
      ctx.set('Cache-Control', 'public, max-age=300');
      ctx.body = deps.keys.jwks();
    },
  });
