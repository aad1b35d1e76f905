import type { EventHandlers } from '@hearth/service-kit';
import { MembershipEntity } from '../households/household.entity';
import { createOwnHousehold, leaveHousehold } from '../households/membership';
import { UserEntity } from './user.entity';
import { tombstoneUser, upsertLiveUser } from './user-queries';

/**
 * svc-auth's user events: who the users are, a household of their own for each new account
 * (unless they already joined one, e.g. through an invitation accepted first), and a clean
 * departure for a deleted account.
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
    await leaveHousehold(tx, payload.userId, 'account_deleted');
    await tombstoneUser(tx.manager, payload.userId);
  },
};
