import { authOwnMessages, type ConfirmEmailParams, type EmailStatus, type MessageAnswer } from '@hearth/contracts/auth';
import { badRequest, type Actor, type Transaction } from '@hearth/service-kit';
import type { AuthDeps } from '../auth-deps';
import type { ClientAddress } from '../rate-limit/auth-limits';
import { forgetPendingResets } from '../password-reset/password-reset-queries';
import { hashResetToken, newResetToken } from '../password-reset/reset-tokens';
import { endEverySession } from '../sessions/session-lifecycle';
import { userOf } from '../users/signed-in-user';
import { findUser, markEmailVerified, setVerifiedEmail, type UserRow } from '../users/user-queries';
import { withUniqueEmail } from '../users/unique-email';
import {
  findPendingEmail,
  forgetPendingConfirmations,
  insertConfirmation,
  spendConfirmation,
  type ConfirmationPurpose,
} from './email-confirmation-queries';

const HOUR_MS = 3_600_000;
const LIFETIME_MS: Record<ConfirmationPurpose, number> = { verify: 7 * 24 * HOUR_MS, change: 24 * HOUR_MS };

/** Records a link for `email` (replacing any earlier one of the same purpose) and answers its token. */
async function newConfirmation(tx: Transaction, userId: string, email: string, purpose: ConfirmationPurpose): Promise<string> {
  const token = newResetToken();
  await forgetPendingConfirmations(tx.manager, userId, purpose);
  await insertConfirmation(tx.manager, {
    tokenHash: hashResetToken(token),
    userId,
    email,
    purpose,
    expiresAt: new Date(Date.now() + LIFETIME_MS[purpose]),
  });
  return token;
}

/** Mail goes out after the answer; a failure is logged, never the reason a request fails. */
function send(deps: AuthDeps, to: string, subject: string, text: string, link?: string): void {
  deps.mailer.send({ to, subject, text, link }).catch((error) => deps.logger.error({ err: error }, 'confirmation mail failed'));
}

/** On registration, and from the profile: a link proving the account's own address. */
export async function mailAddressConfirmation(deps: AuthDeps, user: Pick<UserRow, 'id' | 'name' | 'email'>): Promise<void> {
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

export async function resendAddressConfirmation(deps: AuthDeps, actor: Actor, { clientIp }: ClientAddress): Promise<MessageAnswer> {
  const user = await userOf(deps.database.manager, actor);
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
export async function requestEmailChange(deps: AuthDeps, user: Pick<UserRow, 'id' | 'name' | 'email'>, email: string): Promise<void> {
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

export async function emailStatus(deps: AuthDeps, actor: Actor): Promise<EmailStatus> {
  const user = await userOf(deps.database.manager, actor);
  const pending = await findPendingEmail(deps.database.manager, user.id, new Date());
  return { confirmed: user.emailVerifiedAt !== null, pendingEmail: pending ?? null };
}

/**
 * Opens a mailed link, once. `verify`: the account's address is confirmed (if it is still the one
 * the link was for). `change`: the account takes the new address, confirmed; every session ends on
 * every service, reset links not used yet die, and the old address is told.
 */
export async function confirmEmail(deps: AuthDeps, { token }: ConfirmEmailParams): Promise<MessageAnswer> {
  const invalid = () => badRequest(authOwnMessages.invalidConfirmation);
  const tokenHash = hashResetToken(token);
  const now = new Date();
  const outcome = await withUniqueEmail(authOwnMessages.emailTaken, () =>
    deps.database.transaction(async (tx) => {
      const confirmation = await spendConfirmation(tx.manager, tokenHash, now);
      if (!confirmation) throw invalid();
      const user = await findUser(tx.manager, confirmation.userId);
      if (!user) throw invalid();
      if (confirmation.purpose === 'verify') {
        if (confirmation.email !== user.email) throw invalid();
        await markEmailVerified(tx.manager, user.id, new Date());
        return { user, changed: false };
      }
      await setVerifiedEmail(tx.manager, user.id, confirmation.email, new Date());
      await forgetPendingConfirmations(tx.manager, user.id);
      await forgetPendingResets(tx.manager, user.id);
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
