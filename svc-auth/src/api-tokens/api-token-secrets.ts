import { createHash, randomInt } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { API_TOKEN_PREFIX } from '@hearth/service-kit';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const RANDOM_LENGTH = 36;
const CHECKSUM_LENGTH = 6;

function base62(value: number, length: number): string {
  let text = '';
  for (let rest = value; text.length < length; rest = Math.floor(rest / 62)) text = ALPHABET[rest % 62] + text;
  return text;
}

/**
 * `hearth_` + 36 random base-62 characters (214 bits) + a 6-character CRC32 of them: the shape
 * GitHub's tokens have, so a secret scanner can tell a real Hearth token from a typo offline.
 */
export function newApiTokenSecret(): string {
  let random = '';
  while (random.length < RANDOM_LENGTH) random += ALPHABET[randomInt(62)];
  return `${API_TOKEN_PREFIX}${random}${base62(crc32(random), CHECKSUM_LENGTH)}`;
}

/** True when the text has the shape and checksum of a token Hearth issued. */
export function isWellFormedApiToken(secret: string): boolean {
  const body = secret.slice(API_TOKEN_PREFIX.length);
  if (!secret.startsWith(API_TOKEN_PREFIX) || body.length !== RANDOM_LENGTH + CHECKSUM_LENGTH || !/^[0-9A-Za-z]+$/.test(body)) return false;
  const random = body.slice(0, RANDOM_LENGTH);
  return body.slice(RANDOM_LENGTH) === base62(crc32(random), CHECKSUM_LENGTH);
}

/** Only this is stored. The secret has 214 random bits, so a fast hash suffices (no argon2 needed). */
export function hashApiTokenSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
