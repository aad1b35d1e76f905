import type { AuthDeps } from '../auth-deps';
import { UserEntity, type User } from '../users/user.entity';

/** Removes the account; `user.deleted` tells the other services to forget the user. */
export async function deleteAccount(deps: AuthDeps, user: User) {
  await deps.database.transaction(async (tx) => {
    await tx.manager.delete(UserEntity, { id: user.id });
    tx.emit('user.deleted', { userId: user.id });
  });
  return { message: 'Account removed' };
}
