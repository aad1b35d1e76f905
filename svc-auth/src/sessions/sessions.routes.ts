import type { AuthOperations } from '@hearth/contracts/auth/operations';
import { currentAuth, handlersOf } from '@hearth/service-kit';
import type { AuthDeps } from '../auth-deps';
import { presentUser } from '../users/present-user';
import { currentUser } from './current-user';
import { endEverySessionOf, endThisSession } from './session-lifecycle';
import { login } from './session-use-cases';

/** Signing in, and who the session belongs to (docs/product/auth.md). */
export const sessionHandlers = (deps: AuthDeps) =>
  handlersOf<AuthOperations>()({
    login: ({ body }, ctx) => login(deps, { ...body, clientIp: ctx.ip }),
    me: (_, ctx) => presentUser(currentUser(ctx)),
    logout: async (_, ctx) => {
      await endThisSession(deps, currentAuth(ctx));
      return { message: 'Signed out' };
    },
    logoutEverywhere: async (_, ctx) => {
      await endEverySessionOf(deps, currentUser(ctx).id);
      return { message: 'Signed out on every device' };
    },
  });
