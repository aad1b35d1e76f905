import type { AuthOperations } from '@hearth/contracts/auth/operations';
import { handlersOf } from '@hearth/service-kit';
import type { AuthDeps } from '../auth-deps';
import { currentUser } from '../sessions/current-user';
import { changePassword, deleteAccount, register, updateProfile } from './account-use-cases';

/** Creating, editing and removing an account (docs/product/auth.md). */
export const accountHandlers = (deps: AuthDeps) =>
  handlersOf<AuthOperations>()({
    register: ({ body }, ctx) => register(deps, { ...body, clientIp: ctx.ip }),
    updateProfile: ({ body }, ctx) => updateProfile(deps, currentUser(ctx), body),
    changePassword: ({ body }, ctx) => changePassword(deps, currentUser(ctx), body),
    deleteAccount: (_, ctx) => deleteAccount(deps, currentUser(ctx)),
  });
