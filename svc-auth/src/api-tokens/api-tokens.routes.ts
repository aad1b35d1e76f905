import type { AuthOperations } from '@hearth/contracts/auth/operations';
import { apiTokenRejected, handlersOf, isApiToken, signedInActor } from '@hearth/service-kit';
import type { AuthDeps } from '../auth-deps';
import { createApiToken, currentApiToken, listApiTokens, revokeApiToken } from './api-token-use-cases';

/**
 * Personal API tokens (docs/product/auth.md "API tokens"). Creating, listing and revoking them
 * takes a signed-in session: no token can mint or remove tokens.
 */
export const apiTokenHandlers = (deps: AuthDeps) =>
  handlersOf<AuthOperations>()({
    listApiTokens: (_, ctx) => listApiTokens(deps, signedInActor(ctx)),
    createApiToken: ({ body }, ctx) => {
      ctx.set('Cache-Control', 'no-store');
      return createApiToken(deps, signedInActor(ctx), body);
    },
    revokeApiToken: ({ params }, ctx) => revokeApiToken(deps, signedInActor(ctx), params),
    // Which token this is and whom it acts for. The other services ask it (cached a second) to
    // turn a `hearth_` bearer into an identity; a program may ask it to check its own token.
    currentApiToken: async (_, ctx) => {
      const secret = /^Bearer\s+(\S+)$/i.exec(ctx.get('Authorization'))?.[1];
      const current = secret && isApiToken(secret) ? await currentApiToken(deps, { secret }) : null;
      if (!current) throw apiTokenRejected();
      ctx.set('Cache-Control', 'no-store');
      return current;
    },
  });
