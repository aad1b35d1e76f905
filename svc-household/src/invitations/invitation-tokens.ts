import { createHash, randomBytes } from 'node:crypto';

export const INVITATION_LIFETIME_MS = 7 * 86_400_000;

/** 256 random bits, URL-safe: the part of the link that lets the invited person in. */
export function newInvitationToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the hash is stored: a leaked table opens no household. */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
