import { randomUUID } from 'node:crypto';
import {
  authMessages,
  authOwnMessages,
  type ChangePasswordBody,
  type MessageAnswer,
  type PasswordChanged,
  type RegisterBody,
  type Session,
  type UpdateProfileBody,
  type User as UserView,
} from '@hearth/contracts/auth';
import { badRequest, conflict, type Actor } from '@hearth/service-kit';
import type { AuthDeps } from '../auth-deps';
import type { ClientAddress } from '../rate-limit/auth-limits';
import { mailAddressConfirmation, requestEmailChange } from '../email-confirmation/email-confirmation-use-cases';
import { forgetPendingResets } from '../password-reset/password-reset-queries';
import { endEverySession, openSession } from '../sessions/session-lifecycle';
import { hashPassword, verifyPassword } from '../users/passwords';
import { presentUser } from '../users/present-user';
import { userOf } from '../users/signed-in-user';
import { withUniqueEmail } from '../users/unique-email';
import { deleteUser, emailInUse, insertUser, renameUser, setPasswordHash } from '../users/user-queries';

/** Creates the account; both registration limits are checked before any hashing. */
export async function register(deps: AuthDeps, { clientIp, ...input }: RegisterBody & ClientAddress): Promise<Session> {
  const { limiter, limits } = deps;
  await limiter.assertAllowed(limits.registrationConflictsPerIp, clientIp);
  await limiter.consume(limits.registrationsPerIp, clientIp);
  if (await emailInUse(deps.database.manager, input.email)) {
    await limiter.hit(limits.registrationConflictsPerIp, clientIp);
    throw conflict(authMessages.userExists);
  }
  const passwordHash = await hashPassword(input.password, clientIp);
  const user = await withUniqueEmail(authMessages.userExists, () =>
    deps.database.transaction(async (tx) => {
      const created = { id: randomUUID(), name: input.name, email: input.email, passwordHash };
      await insertUser(tx.manager, created);
      tx.emit('user.registered', { userId: created.id, name: created.name, email: created.email });
      return created;
    }),
  );
  await mailAddressConfirmation(deps, user);
  return { token: await openSession(deps, user), user: presentUser({ ...user, householdId: null, householdName: null }) };
}

/**
 * The name changes at once. A new e-mail needs the current password, and takes effect only once
 * the link mailed to it is opened (email-confirmation): the answer still carries the current
 * address, and `GET /auth/email-status` the one waiting.
 */
export async function updateProfile(deps: AuthDeps, actor: Actor, input: UpdateProfileBody): Promise<UserView> {
  const user = await userOf(deps.database.manager, actor);
  const newEmail = input.email !== user.email ? input.email : null;
  if (newEmail) {
    const needed = authOwnMessages.emailChangeNeedsPassword;
    if (!input.currentPassword) throw badRequest(needed, { errors: { currentPassword: needed } });
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
      const incorrect = authOwnMessages.currentPasswordIncorrect;
      throw badRequest(incorrect, { errors: { currentPassword: incorrect } });
    }
    if (await emailInUse(deps.database.manager, newEmail)) throw conflict(authOwnMessages.emailTaken);
  }
  if (input.name !== user.name) {
    await deps.database.transaction(async (tx) => {
      await renameUser(tx.manager, user.id, input.name);
      tx.emit('user.updated', { userId: user.id, name: input.name, email: user.email });
    });
  }
  if (newEmail) await requestEmailChange(deps, { ...user, name: input.name }, newEmail);
  return presentUser({ ...user, name: input.name });
}

/**
 * Changes the password and ends every session, on every service, before answering; reset links
 * not used yet die too. The caller gets a fresh token so this session continues. A wrong current
 * password is a 400, not a 401: the session itself is fine.
 */
export async function changePassword(deps: AuthDeps, actor: Actor, input: ChangePasswordBody): Promise<PasswordChanged> {
  const user = await userOf(deps.database.manager, actor);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    const incorrect = authOwnMessages.currentPasswordIncorrect;
    throw badRequest(incorrect, { errors: { currentPassword: incorrect } });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await deps.database.transaction(async (tx) => {
    await setPasswordHash(tx.manager, user.id, passwordHash);
    await forgetPendingResets(tx.manager, user.id);
    await endEverySession(deps, tx, user.id);
  });
  await deps.database.published();
  return { message: 'Password changed successfully', token: await openSession(deps, user) };
}

/**
 * Removes the account; `user.deleted` tells the other services to forget the user, after its
 * sessions have ended everywhere (so none can bring the user back into a service's records).
 */
export async function deleteAccount(deps: AuthDeps, actor: Actor): Promise<MessageAnswer> {
  await deps.database.transaction(async (tx) => {
    await endEverySession(deps, tx, actor.id);
    await deleteUser(tx.manager, actor.id);
    tx.emit('user.deleted', { userId: actor.id });
  });
  await deps.database.published();
  return { message: 'Account removed' };
}
