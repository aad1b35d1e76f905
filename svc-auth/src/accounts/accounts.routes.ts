import type { AuthOperations } from '@hearth/contracts/auth/operations';
import { handlersOf, signedInActor } from '@hearth/service-kit';
import type { AuthDeps } from '../auth-deps';
import { changePassword, deleteAccount, register, updateProfile } from './account-use-cases';

/** Creating, editing and removing an account (docs/product/auth.md). */
export const accountHandlers = (deps: AuthDeps) =>
  handlersOf<AuthOperations>()({
    register: ({ body }, ctx) => register(deps, { ...body, clientIp: ctx.ip }),
    updateProfile: ({ body }, ctx) => updateProfile(deps, signedInActor(ctx), body),
    changePassword: ({ body }, ctx) => changePassword(deps, signedInActor(ctx), body),
    deleteAccount: (_, ctx) => deleteAccount(deps, signedInActor(ctx)),
  });
