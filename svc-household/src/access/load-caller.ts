import { loadActor, sessionExpired, type Database } from '@hearth/service-kit';
import type { Middleware } from 'koa';
import { findUserWithHousehold, insertUserIfUnknown } from '../users/user-queries';

/**
 * After `authenticate`: the caller from this service's own users and memberships, svc-household
 * being the authority on both (no lookup elsewhere). A brand-new account whose `user.registered`
 * has not arrived yet is taken from its token's claims; a deleted account (tombstoned by
 * `user.deleted`) is refused even with an unexpired token.
 */
export function loadCaller(database: Database): Middleware {
  return loadActor({
    findCaller: async (auth) => {
      let user = await findUserWithHousehold(database.manager, auth.userId);
      if (!user) {
        if (!auth.email) throw sessionExpired();
        await insertUserIfUnknown(database.manager, { id: auth.userId, name: auth.name, email: auth.email.toLowerCase() });
        user = await findUserWithHousehold(database.manager, auth.userId);
      }
      if (!user || user.deletedAt) return 'deleted';
      return { name: user.name, householdId: user.householdId };
    },
  });
}
