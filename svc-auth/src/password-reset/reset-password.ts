import { badRequest } from '@hearth/service-kit';
import { IsNull, MoreThan } from 'typeorm';
import type { AuthDeps } from '../auth-deps';
import { hashPassword } from '../users/passwords';
import { UserEntity } from '../users/user.entity';
import { PasswordResetEntity } from './password-reset.entity';
import { hashResetToken } from './reset-tokens';

export const INVALID_RESET_TOKEN = 'Invalid or expired reset token';

/** Sets the new password, spends the token, and ends every existing session. */
export async function resetPassword(deps: AuthDeps, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  await deps.database.transaction(async ({ manager }) => {
    const spent = await manager.update(
      PasswordResetEntity,
      { tokenHash: hashResetToken(token), usedAt: IsNull(), expiresAt: MoreThan(new Date()) },
      { usedAt: new Date() },
    );
    if (!spent.affected) throw badRequest(INVALID_RESET_TOKEN);
    const reset = await manager.findOneByOrFail(PasswordResetEntity, { tokenHash: hashResetToken(token) });
    await manager.update(UserEntity, { id: reset.userId }, { passwordHash, passwordChangedAt: new Date() });
  });
  return { message: 'Password has been reset successfully!' };
}
