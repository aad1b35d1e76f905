import { loadActor, type Database, type MembershipLookup } from '@hearth/service-kit';
import type { Middleware } from 'koa';
import { findCaller, insertUserIfUnknown } from '../users/user-queries';

/**
 * After `authenticate` (or `authenticateOptional`): who is calling, from this service's own
 * projection, so a member removed from a household loses its private recipes at once (for a write,
 * confirmed with svc-household: `membership`, see service-kit access/membership-check.ts). An
 * account not announced yet is taken from its token's claims; a deleted one is refused.
 */
export function loadCaller(database: Database, membership?: MembershipLookup): Middleware {
  return loadActor({
    membership,
    findCaller: async (auth) => {
      let caller = await findCaller(database.manager, auth.userId);
      if (!caller.known) {
        await insertUserIfUnknown(database.manager, { id: auth.userId, name: auth.name });
        caller = await findCaller(database.manager, auth.userId);
      }
      if (caller.deleted) return 'deleted';
      return { name: caller.name ?? auth.name, householdId: caller.householdId };
    },
  });
}
