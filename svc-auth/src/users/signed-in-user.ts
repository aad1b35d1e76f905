import { loadActor, sessionExpired, type Actor, type Database, type Queryable } from '@hearth/service-kit';
import type { Middleware } from 'koa';
import { findUser, type UserRow } from './user-queries';

/**
 * After `authenticate` (which refuses ended sessions): the caller, from the users row and the
 * membership copy. A deleted account no longer opens a session. API tokens outlive a password
 * change (each is revoked on its own, from the profile), not a reset, and they all go with the account.
 */
export function loadCaller(database: Database): Middleware {
  return loadActor({
    findCaller: async ({ userId }) => {
      const user = await findUser(database.manager, userId);
      return user ? { name: user.name, householdId: user.householdId } : 'deleted';
    },
  });
}

/** The caller's whole row, for a use case that needs more than the Actor (password hash, e-mail). */
export async function userOf(db: Queryable, actor: Actor): Promise<UserRow> {
  const user = await findUser(db, actor.id);
  if (!user) throw sessionExpired();
  return user;
}
