import {
  authOwnMessages,
  type ForgotPasswordBody,
  type MessageAnswer,
  type ResetPasswordBody,
  type ResetPasswordParams,
} from '@hearth/contracts/auth';
import { badRequest } from '@hearth/service-kit';
import { IsNull, MoreThan } from 'typeorm';
import type { AuthDeps } from '../auth-deps';
import type { ClientAddress } from '../rate-limit/auth-limits';
import { hashPassword } from '../users/passwords';
import { UserEntity } from '../users/user.entity';
import { PasswordResetEntity } from './password-reset.entity';
import { ApiTokenEntity } from '../api-tokens/api-token.entity';
import { endEverySession } from '../sessions/session-lifecycle';
import { forgetPendingResets, hashResetToken, newResetToken, RESET_TOKEN_LIFETIME_MS } from './reset-tokens';

export const RESET_REQUESTED =
  'If an account exists for that email, a password reset link has been sent.';

/**
 * Mails a single-use reset link valid for an hour. The answer is the same whether or not the
 * e-mail has an account, and the mail goes out after the answer, so neither reveals it.
 */
export async function forgotPassword(deps: AuthDeps, { email, clientIp }: ForgotPasswordBody & ClientAddress): Promise<MessageAnswer> {
  await deps.limiter.consume(deps.limits.forgotPerIp, clientIp);
  await deps.limiter.consume(deps.limits.forgotPerEmail, email);

  const user = await deps.database.manager.findOneBy(UserEntity, { email });
  if (user) {
    const token = newResetToken();
    await deps.database.transaction(async (tx) => {
      // A new link replaces any earlier one that was not used.
      await forgetPendingResets(tx, user.id);
      await tx.manager.insert(PasswordResetEntity, {
        tokenHash: hashResetToken(token),
        userId: user.id,
        expiresAt: new Date(Date.now() + RESET_TOKEN_LIFETIME_MS),
        usedAt: null,
      });
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
  const live = { tokenHash: hashResetToken(token), usedAt: IsNull(), expiresAt: MoreThan(new Date()) };
  if (!(await deps.database.manager.existsBy(PasswordResetEntity, live))) throw badRequest(authOwnMessages.invalidResetToken);
  const passwordHash = await hashPassword(password, clientIp);
  await deps.database.transaction(async (tx) => {
    const { manager } = tx;
    // Spent once: of two resets with one link, the second finds it used.
    const spent = await manager.update(PasswordResetEntity, live, { usedAt: new Date() });
    if (!spent.affected) throw badRequest(authOwnMessages.invalidResetToken);
    const reset = await manager.findOneByOrFail(PasswordResetEntity, { tokenHash: hashResetToken(token) });
    await manager.update(UserEntity, { id: reset.userId }, { passwordHash });
    await forgetPendingResets(tx, reset.userId);
    await manager.delete(ApiTokenEntity, { userId: reset.userId });
    await endEverySession(deps, tx, reset.userId);
  });
  await deps.database.published();
  return { message: 'Password has been reset successfully!' };
}
