import { randomUUID } from 'node:crypto';
import { badRequest, conflict } from '@hearth/service-kit';
import type { AuthDeps } from '../auth-deps';
import { hashPassword, verifyPassword } from '../users/passwords';
import { presentUser } from '../users/present-user';
import { withUniqueEmail } from '../users/unique-email';
import { UserEntity, type User } from '../users/user.entity';
import type { ChangePasswordInput, RegisterInput, UpdateProfileInput } from './accounts.schema';

export const USER_EXISTS = 'User already exists';
export const EMAIL_TAKEN = 'Email is already in use by another account';

export async function register(deps: AuthDeps, input: RegisterInput) {
  const existing = await deps.database.manager.existsBy(UserEntity, { email: input.email });
  if (existing) throw conflict(USER_EXISTS);
  const passwordHash = await hashPassword(input.password);
  const user = await withUniqueEmail(USER_EXISTS, () =>
    deps.database.transaction(async (tx) => {
      const created = await tx.manager.save(UserEntity, {
        id: randomUUID(),
        name: input.name,
        email: input.email,
        passwordHash,
        householdId: null,
        householdName: null,
        passwordChangedAt: new Date(),
      });
      tx.emit('user.registered', { userId: created.id, name: created.name, email: created.email });
      return created;
    }),
  );
  return { token: await deps.keys.sign(user), user: presentUser(user) };
}

export async function updateProfile(deps: AuthDeps, user: User, input: UpdateProfileInput) {
  const updated = await withUniqueEmail(EMAIL_TAKEN, () =>
    deps.database.transaction(async (tx) => {
      await tx.manager.update(UserEntity, { id: user.id }, { name: input.name, email: input.email });
      if (input.name !== user.name || input.email !== user.email) {
        tx.emit('user.updated', { userId: user.id, name: input.name, email: input.email });
      }
      return { ...user, name: input.name, email: input.email };
    }),
  );
  return presentUser(updated);
}

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

/** Removes the account; `user.deleted` tells the other services to forget the user. */
export async function deleteAccount(deps: AuthDeps, user: User) {
  await deps.database.transaction(async (tx) => {
    await tx.manager.delete(UserEntity, { id: user.id });
    tx.emit('user.deleted', { userId: user.id });
  });
  return { message: 'Account removed' };
}
