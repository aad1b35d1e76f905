import { createHash, randomBytes } from 'node:crypto';
import type { Transaction } from '@hearth/service-kit';
import { IsNull } from 'typeorm';
import { PasswordResetEntity } from './password-reset.entity';

export const RESET_TOKEN_LIFETIME_MS = 60 * 60_000;

/** 256 random bits, URL-safe. */
export function newResetToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the hash is stored, so a leaked table cannot reset anyone's password. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Reset links not used yet stop working: any change of password or e-mail makes them stale. */
export async function forgetPendingResets(tx: Transaction, userId: string): Promise<void> {
  await tx.manager.delete(PasswordResetEntity, { userId, usedAt: IsNull() });
}
