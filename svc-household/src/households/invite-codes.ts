import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: a code read aloud or copied by hand comes out right. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * 31^12 ≈ 8·10^17 codes (59 bits): with the guess limits (code-guesses.ts), even a thousand
 * addresses guessing all year would find one among a million households with odds of about one
 * in ten thousand. Shown in groups of four, `K7PQ-2MXZ-4HNR`, to be read out and typed.
 */
export const INVITE_CODE_LENGTH = 12;
const GROUP = 4;

/** A new code, stored as its characters alone (what normaliseInviteCode makes of any input). */
export function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** The code as people see it: in groups of four. */
export function displayInviteCode(code: string): string {
  return code.match(new RegExp(`.{1,${GROUP}}`, 'g'))?.join('-') ?? code;
}

/** What people type: spaces, dashes and lower case are forgiven. */
export function normaliseInviteCode(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * Codes of 8 characters, made before codes grew to 12, are replaced by the migration that
 * lengthened them and keep working this long beside the new one, for links already shared.
 */
export const OLD_CODE_GRACE_DAYS = 30;
