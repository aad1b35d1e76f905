import { authOwnMessages, type ConfirmEmailParams, type EmailStatus, type MessageAnswer } from '@hearth/contracts/auth';
import { badRequest, type Transaction } from '@hearth/service-kit';
import { IsNull, MoreThan } from 'typeorm';
import type { AuthDeps } from '../auth-deps';
import { forgetPendingResets, hashResetToken, newResetToken } from '../password-reset/reset-tokens';
import { endEverySession } from '../sessions/session-lifecycle';
import { withUniqueEmail } from '../users/unique-email';
import { UserEntity, type User } from '../users/user.entity';
import { EmailConfirmationEntity, type EmailConfirmation } from './email-confirmation.entity';

const HOUR_MS = 3_600_000;
const LIFETIME_MS: Record<EmailConfirmation['purpose'], number> = { verify: 7 * 24 * HOUR_MS, change: 24 * HOUR_MS };

/** Records a link for `email` (replacing any earlier one of the same purpose) and answers its token. */
async function newConfirmation(tx: Transaction, userId: string, email: string, purpose: EmailConfirmation['purpose']): Promise<string> {
  const token = newResetToken();
  await tx.manager.delete(EmailConfirmationEntity, { userId, purpose, usedAt: IsNull() });
  await tx.manager.insert(EmailConfirmationEntity, {
    tokenHash: hashResetToken(token),
    userId,
    email,
    purpose,
    expiresAt: new Date(Date.now() + LIFETIME_MS[purpose]),
    usedAt: null,
  });
  return token;
}

/** Mail goes out after the answer; a failure is logged, never the reason a request fails. */
function send(deps: AuthDeps, to: string, subject: string, text: string, link?: string): void {
  deps.mailer.send({ to, subject, text, link }).catch((error) => deps.logger.error({ err: error }, 'confirmation mail failed'));
}

/** On registration, and from the profile: a link proving the account's own address. */
export async function mailAddressConfirmation(deps: AuthDeps, user: Pick<User, 'id' | 'name' | 'email'>): Promise<void> {
  const token = await deps.database.transaction((tx) => newConfirmation(tx, user.id, user.email, 'verify'));
  const link = `${deps.publicUrl}/confirm-email/${token}`;
  send(
    deps,
    user.email,
    'Confirm your e-mail address for Hearth',
    `Hello ${user.name},\n\nTo confirm that this address is yours, open this link within 7 days:\n\n${link}\n\nIf you did not make a Hearth account, ignore this mail.\n`,
    link,
  );
}

export async function resendAddressConfirmation(deps: AuthDeps, user: User, clientIp: string): Promise<MessageAnswer> {
  if (user.emailVerifiedAt) return { message: authOwnMessages.emailAlreadyConfirmed };
  await deps.limiter.consume(deps.limits.forgotPerEmail, `confirm ${user.id}`);
  await deps.limiter.consume(deps.limits.forgotPerIp, clientIp);
  await mailAddressConfirmation(deps, user);
  return { message: authOwnMessages.confirmationSent };
}

/**
 * A new e-mail (the caller has given the current password): it takes effect only once the link
 * mailed to it is opened; the current address is told at once, and again when it changes.
 */
export async function requestEmailChange(deps: AuthDeps, user: User, email: string): Promise<void> {
  const token = await deps.database.transaction((tx) => newConfirmation(tx, user.id, email, 'change'));
  const link = `${deps.publicUrl}/confirm-email/${token}`;
  send(
    deps,
    email,
    'Confirm your new e-mail address for Hearth',
    `Hello ${user.name},\n\nTo make this the e-mail address of your Hearth account, open this link within 24 hours:\n\n${link}\n\nIf you did not ask for it, ignore this mail: nothing changes.\n`,
    link,
  );
  send(
    deps,
    user.email,
    'Your Hearth e-mail address is about to change',
    `Hello ${user.name},\n\nSomeone signed in to your Hearth account asked to change its e-mail address to ${email}. It changes only once the link mailed there is opened.\n\nIf it was not you, change your password now: that ends every session, and the change never happens.\n`,
  );
}

export async function emailStatus(deps: AuthDeps, user: User): Promise<EmailStatus> {
  const pending = await deps.database.manager.findOne(EmailConfirmationEntity, {
    where: { userId: user.id, purpose: 'change', usedAt: IsNull(), expiresAt: MoreThan(new Date()) },
    order: { createdAt: 'DESC' },
  });
  return { confirmed: user.emailVerifiedAt !== null, pendingEmail: pending?.email ?? null };
}

/**
 * Opens a mailed link, once. `verify`: the account's address is confirmed (if it is still the one
 * the link was for). `change`: the account takes the new address, confirmed; every session ends on
 * every service, reset links not used yet die, and the old address is told.
 */
export async function confirmEmail(deps: AuthDeps, { token }: ConfirmEmailParams): Promise<MessageAnswer> {
  const invalid = () => badRequest(authOwnMessages.invalidConfirmation);
  const live = { tokenHash: hashResetToken(token), usedAt: IsNull(), expiresAt: MoreThan(new Date()) };
  const outcome = await withUniqueEmail(authOwnMessages.emailTaken, () =>
    deps.database.transaction(async (tx) => {
      const spent = await tx.manager.update(EmailConfirmationEntity, live, { usedAt: new Date() });
      if (!spent.affected) throw invalid();
      const confirmation = await tx.manager.findOneByOrFail(EmailConfirmationEntity, { tokenHash: live.tokenHash });
      const user = await tx.manager.findOneBy(UserEntity, { id: confirmation.userId });
      if (!user) throw invalid();
      if (confirmation.purpose === 'verify') {
        if (confirmation.email !== user.email) throw invalid();
        await tx.manager.update(UserEntity, { id: user.id }, { emailVerifiedAt: new Date() });
        return { user, changed: false };
      }
      await tx.manager.update(UserEntity, { id: user.id }, { email: confirmation.email, emailVerifiedAt: new Date() });
      await tx.manager.delete(EmailConfirmationEntity, { userId: user.id, usedAt: IsNull() });
      await forgetPendingResets(tx, user.id);
      await endEverySession(deps, tx, user.id);
      tx.emit('user.updated', { userId: user.id, name: user.name, email: confirmation.email });
      return { user, changed: true, email: confirmation.email };
    }),
  );
  if (!outcome.changed) return { message: authOwnMessages.emailConfirmed };
  await deps.database.published();
  send(
    deps,
    outcome.user.email,
    'Your Hearth e-mail address has changed',
    `Hello ${outcome.user.name},\n\nThe e-mail address of your Hearth account is now ${outcome.email}, and every session has ended.\n\nIf it was not you, write to whoever runs your Hearth: your account is no longer reachable from this address.\n`,
  );
  return { message: authOwnMessages.emailChangeConfirmed };
}
