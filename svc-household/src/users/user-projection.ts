import type { EventHandlers } from '@hearth/service-kit';
import { MembershipEntity } from '../households/household.entity';
import { createOwnHousehold, leaveHousehold } from '../households/membership';
import { deleteInvitationsOfAccount } from '../invitations/deleted-account-invitations';
import { renameHouseholdNamedAfter } from './household-named-after-deleted-account';
import { UserEntity } from './user.entity';
import { tombstoneUser, upsertLiveUser } from './user-queries';

/**
 * svc-auth's user events: who the users are, a household of their own for each new account
 * (unless they already joined one, e.g. through an invitation accepted first), and a clean
 * departure for a deleted account: out of its household, its invitations and its name gone.
 */
export const userProjection: EventHandlers = {
  'user.registered': async ({ payload }, tx) => {
    await upsertLiveUser(tx.manager, { id: payload.userId, name: payload.name, email: payload.email });
    const user = await tx.manager.findOneByOrFail(UserEntity, { id: payload.userId });
    if (user.deletedAt) return;
    if (await tx.manager.existsBy(MembershipEntity, { userId: user.id })) return;
    await createOwnHousehold(tx, user);
  },

  'user.updated': async ({ payload }, tx) => {
    await tx.manager.update(UserEntity, { id: payload.userId }, { name: payload.name, email: payload.email });
  },

  'user.deleted': async ({ payload }, tx) => {
    const account = await tx.manager.findOneBy(UserEntity, { id: payload.userId });
    const membership = await tx.manager.findOneBy(MembershipEntity, { userId: payload.userId });
    await deleteInvitationsOfAccount(tx.manager, { id: payload.userId, email: account?.email });
    await leaveHousehold(tx, payload.userId, 'account_deleted');
    if (membership && account?.name) await renameHouseholdNamedAfter(tx, membership.householdId, account.name);
    await tombstoneUser(tx.manager, payload.userId);
  },
};
