import { findMembership, loadActor, type Database, type MembershipLookup } from '@hearth/service-kit';
import type { Middleware } from 'koa';

/**
 * After `authenticate`: the caller, named by their token, in the household this service's copy of
 * memberships says, confirmed with svc-household before a write (`membership`), so a member who
 * leaves or is removed loses access at once. Planning keeps no accounts, so none is ever 'deleted'.
 */
export function loadCaller(database: Database, membership?: MembershipLookup): Middleware {
  return loadActor({
    findCaller: async (auth) => ({ name: auth.name, householdId: (await findMembership(database.manager, auth.userId))?.householdId ?? null }),
    membership,
  });
}
