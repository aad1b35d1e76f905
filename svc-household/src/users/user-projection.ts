import { schemaOf, type EventHandlers } from '@hearth/service-kit';
import { MembershipEntity } from '../households/household.entity';
import { createOwnHousehold, leaveHousehold } from '../households/membership';
import { UserEntity } from './user.entity';

/**
 * svc-auth's user events: who the users are, a household of their own for each new account
 * (unless they already joined one, e.g. through an invitation accepted first), and a clean
 * departure for a deleted account.
 */
export const userProjection: EventHandlers = {
  'user.registered': async ({ payload }, tx) => {
    const schema = schemaOf(tx.manager.connection);
    await tx.manager.query(
      `INSERT INTO "${schema}".users (id, name, email) VALUES ($1, $2, $3)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, email = EXCLUDED.email, updated_at = now()
       WHERE users.deleted_at IS NULL`,
      [payload.userId, payload.name, payload.email],
    );
    const user = await tx.manager.findOneByOrFail(UserEntity, { id: payload.userId });
    if (user.deletedAt) return;
    if (await tx.manager.existsBy(MembershipEntity, { userId: user.id })) return;
    await createOwnHousehold(tx, user);
  },

  'user.updated': async ({ payload }, tx) => {
    await tx.manager.update(UserEntity, { id: payload.userId }, { name: payload.name, email: payload.email });
  },

  'user.deleted': async ({ payload }, tx) => {
    const schema = schemaOf(tx.manager.connection);
    await leaveHousehold(tx, payload.userId, 'account_deleted');
    // A tombstone, not a deletion: the account's unexpired tokens must not bring it back.
    await tx.manager.query(
      `INSERT INTO "${schema}".users (id, name, email, deleted_at) VALUES ($1, '', '', now())
       ON CONFLICT (id) DO UPDATE SET deleted_at = now(), name = '', email = ''`,
      [payload.userId],
    );
  },
};
