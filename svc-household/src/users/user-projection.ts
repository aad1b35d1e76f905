import type { EventHandlers } from '@hearth/service-kit';
import { createOwnHousehold, leaveHousehold } from '../households/membership';
import { findMembershipOf } from '../households/membership-queries';
import { deleteInvitationsOfAccount } from '../invitations/deleted-account-invitations';
import { renameHouseholdNamedAfter } from './household-named-after-deleted-account';
import { findUser, tombstoneUser, upsertUser } from './user-queries';

/**
 * svc-auth's user events: who the users are, a household of their own for each new account
 * (unless they already joined one, e.g. through an invitation accepted first), and a clean
 * departure for a deleted account: out of its household, its invitations and its name gone.
 * Name and e-mail follow the event latest in svc-auth's order (its position), whichever arrives
 * last; a deleted account stays deleted.
 */
export const userProjection: EventHandlers = {
  'user.registered': async ({ payload, position = null }, tx) => {
    const user = { id: payload.userId, name: payload.name, email: payload.email };
    await upsertUser(tx.manager, user, position);
    // Its own household (named as it registered) even when an update overtook the registration.
    if ((await findUser(tx.manager, user.id))?.deletedAt) return;
    if (await findMembershipOf(tx.manager, user.id)) return;
    await createOwnHousehold(tx, user);
  },

  'user.updated': async ({ payload, position = null }, tx) => {
    await upsertUser(tx.manager, { id: payload.userId, name: payload.name, email: payload.email }, position);
  },

  'user.deleted': async ({ payload }, tx) => {
    const account = await findUser(tx.manager, payload.userId);
    const membership = await findMembershipOf(tx.manager, payload.userId);
    await deleteInvitationsOfAccount(tx.manager, { id: payload.userId, email: account?.email });
    await leaveHousehold(tx, payload.userId, 'account_deleted');
    if (membership && account?.name) await renameHouseholdNamedAfter(tx, membership.householdId, account.name);
    await tombstoneUser(tx.manager, payload.userId);
  },
};
