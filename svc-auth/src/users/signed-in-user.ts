import { currentAuth, loadActor, sessionExpired, type Actor, type Database, type Queryable } from '@hearth/service-kit';
import type { Context, Middleware } from 'koa';
import { findSignedInUser, findUser, type UserRow } from './user-queries';

/**
 * After `authenticate`: the caller, from the users row and the membership copy, in the same read
 * as the check that their session has not ended (svc-auth's verifier leaves that to this read). A
 * deleted account no longer opens a session. API tokens outlive a password change (each is revoked
 * on its own, from the profile), not a reset, and they all go with the account. The row stays on
 * the request for a handler that shows it (`signedInUser`).
 */
export function loadCaller(database: Database): Middleware {
  return loadActor({
    findCaller: async (auth, ctx) => {
      const user = await findSignedInUser(database.manager, auth);
      if (!user || user.sessionEnded) return 'deleted';
      ctx.state.user = user;
      return { name: user.name, householdId: user.householdId };
    },
  });
}

/** The caller's row as `loadCaller` read it for this request. */
export function signedInUser(ctx: Context): UserRow {
  const user = ctx.state.user as UserRow | undefined;
  if (!user || user.id !== currentAuth(ctx).userId) throw sessionExpired();
  return user;
}

/** The caller's whole row, for a use case that needs more than the Actor (password hash, e-mail). */
export async function userOf(db: Queryable, actor: Actor): Promise<UserRow> {
  const user = await findUser(db, actor.id);
  if (!user) throw sessionExpired();
  return user;
}
