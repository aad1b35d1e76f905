import { createHash, randomBytes } from 'node:crypto';

export const RESET_TOKEN_LIFETIME_MS = 60 * 60_000;

/** 256 random bits, URL-safe. */
export function newResetToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the hash is stored, so a leaked table cannot reset anyone's password. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
