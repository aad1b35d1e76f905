import {
  authOwnMessages,
  type ForgotPasswordBody,
  type MessageAnswer,
  type ResetPasswordBody,
  type ResetPasswordParams,
} from '@hearth/contracts/auth';
import { badRequest } from '@hearth/service-kit';
import type { AuthDeps } from '../auth-deps';
import { deleteUserTokens } from '../api-tokens/api-token-queries';
import type { ClientAddress } from '../rate-limit/auth-limits';
import { endEverySession } from '../sessions/session-lifecycle';
import { hashPassword } from '../users/passwords';
import { findUserByEmail, setPasswordHash } from '../users/user-queries';
import { forgetPendingResets, insertReset, isLiveReset, spendReset } from './password-reset-queries';
import { hashResetToken, newResetToken, RESET_TOKEN_LIFETIME_MS } from './reset-tokens';

export const RESET_REQUESTED =
  'If an account exists for that email, a password reset link has been sent.';

/**
 * Mails a single-use reset link valid for an hour. The answer is the same whether or not the
 * e-mail has an account, and the mail goes out after the answer, so neither reveals it.
 */
export async function forgotPassword(deps: AuthDeps, { email, clientIp }: ForgotPasswordBody & ClientAddress): Promise<MessageAnswer> {
  await deps.limiter.consume(deps.limits.forgotPerIp, clientIp);
  await deps.limiter.consume(deps.limits.forgotPerEmail, email);

  const user = await findUserByEmail(deps.database.manager, email);
  if (user) {
    const token = newResetToken();
    await deps.database.transaction(async (tx) => {
      // A new link replaces any earlier one that was not used.
      await forgetPendingResets(tx.manager, user.id);
      await insertReset(tx.manager, { tokenHash: hashResetToken(token), userId: user.id, expiresAt: new Date(Date.now() + RESET_TOKEN_LIFETIME_MS) });
    });
    const link = `${deps.publicUrl}/reset-password/${token}`;
    deps.mailer
      .send({
        to: user.email,
        subject: 'Reset your Hearth password',
        text: `Hello ${user.name},\n\nSomeone asked to reset the password of your Hearth account. To choose a new password, open this link within one hour:\n\n${link}\n\nIf it was not you, ignore this mail: your password stays as it is.\n`,
        link,
      })
      .catch((error) => deps.logger.error({ err: error }, 'password reset mail failed'));
  }
  return { message: RESET_REQUESTED };
}

/**
 * Account recovery: sets the new password, spends the token, ends every session on every service
 * (before answering) and deletes the account's API tokens, since whoever held the account before
 * may have made them. A link that is not live is refused before any hashing: bogus resets cost a
 * lookup, not a slow hash.
 */
export async function resetPassword(
  deps: AuthDeps,
  { token, password, clientIp }: ResetPasswordParams & ResetPasswordBody & ClientAddress,
): Promise<MessageAnswer> {
  const tokenHash = hashResetToken(token);
  const now = new Date();
  if (!(await isLiveReset(deps.database.manager, tokenHash, now))) throw badRequest(authOwnMessages.invalidResetToken);
  const passwordHash = await hashPassword(password, clientIp);
  await deps.database.transaction(async (tx) => {
    // Spent once: of two resets with one link, the second finds it used.
    const reset = await spendReset(tx.manager, tokenHash, now);
    if (!reset) throw badRequest(authOwnMessages.invalidResetToken);
    await setPasswordHash(tx.manager, reset.userId, passwordHash);
    await forgetPendingResets(tx.manager, reset.userId);
    await deleteUserTokens(tx.manager, reset.userId);
    await endEverySession(deps, tx, reset.userId);
  });
  await deps.database.published();
  return { message: 'Password has been reset successfully!' };
}
