import { firstRow, run, sql, type Queryable } from '@hearth/service-kit';

/**
 * A link mailed to prove an address: on registration (`verify`: the account's own e-mail) or for a
 * new e-mail (`change`: the account takes `email` once the link is opened). Only the token's
 * SHA-256 is stored; the token itself exists only in the e-mail.
 */
export type ConfirmationPurpose = 'verify' | 'change';

export interface SpentConfirmation {
  userId: string;
  email: string;
  purpose: ConfirmationPurpose;
}

/** Links of this purpose not used yet stop working (a new one replaces them). */
export async function forgetPendingConfirmations(db: Queryable, userId: string, purpose?: ConfirmationPurpose): Promise<void> {
  const ofPurpose = purpose ? sql` AND purpose = ${purpose}` : sql``;
  await run(db, sql`DELETE FROM email_confirmations WHERE user_id = ${userId} AND used_at IS NULL${ofPurpose}`);
}

export async function insertConfirmation(
  db: Queryable,
  link: { tokenHash: string; userId: string; email: string; purpose: ConfirmationPurpose; expiresAt: Date },
): Promise<void> {
  await run(
    db,
    sql`INSERT INTO email_confirmations (token_hash, user_id, email, purpose, expires_at, used_at)
        VALUES (${link.tokenHash}, ${link.userId}, ${link.email}, ${link.purpose}, ${link.expiresAt}, NULL)`,
  );
}

/** The newest live link for a new address, if any. */
export async function findPendingEmail(db: Queryable, userId: string, now: Date): Promise<string | undefined> {
  const row = await firstRow<{ email: string }>(
    db,
    sql`SELECT email FROM email_confirmations
         WHERE user_id = ${userId} AND purpose = 'change' AND used_at IS NULL AND expires_at > ${now}
         ORDER BY created_at DESC LIMIT 1`,
  );
  return row?.email;
}

/** Marks a live link used and answers what it was for; undefined when it is unknown, used or expired. */
export function spendConfirmation(db: Queryable, tokenHash: string, now: Date): Promise<SpentConfirmation | undefined> {
  return firstRow<SpentConfirmation>(
    db,
    sql`UPDATE email_confirmations SET used_at = ${new Date()}
         WHERE token_hash = ${tokenHash} AND used_at IS NULL AND expires_at > ${now}
     RETURNING user_id AS "userId", email, purpose`,
  );
}
