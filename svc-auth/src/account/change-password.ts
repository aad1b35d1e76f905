import { badRequest } from '@hearth/service-kit';
import type { AuthDeps } from '../auth-deps';
import { hashPassword, verifyPassword } from '../users/passwords';
import { UserEntity, type User } from '../users/user.entity';
import type { ChangePasswordInput } from './account.schema';

/**
 * Changes the password and ends every other session: tokens issued before now stop working. The
 * caller gets a fresh token so this session continues. A wrong current password is a 400, not a
 * 401: the session itself is fine.
 */
export async function changePassword(deps: AuthDeps, user: User, input: ChangePasswordInput) {
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw badRequest('Current password is incorrect', { errors: { currentPassword: 'Current password is incorrect' } });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await deps.database.manager.update(UserEntity, { id: user.id }, { passwordHash, passwordChangedAt: new Date() });
  return { message: 'Password changed successfully', token: await deps.keys.sign(user) };
}
