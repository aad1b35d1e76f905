import type { AuthOperations } from '@hearth/contracts/auth/operations';
import { currentAuth, handlersOf, signedInActor } from '@hearth/service-kit';
import type { AuthDeps } from '../auth-deps';
import { signedInUser } from '../users/signed-in-user';
import { login, logout, logoutEverywhere, me } from './session-use-cases';

/** Signing in, and who the session belongs to (docs/product/auth.md). */
export const sessionHandlers = (deps: AuthDeps) =>
  handlersOf<AuthOperations>()({
    login: ({ body }, ctx) => login(deps, { ...body, clientIp: ctx.ip }),
    me: (_, ctx) => me(signedInUser(ctx)),
    logout: (_, ctx) => logout(deps, signedInActor(ctx), { token: currentAuth(ctx) }),
    logoutEverywhere: (_, ctx) => logoutEverywhere(deps, signedInActor(ctx)),
  });
