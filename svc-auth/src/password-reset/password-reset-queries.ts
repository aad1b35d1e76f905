import { firstRow, run, sql, type Queryable } from '@hearth/service-kit';

/** Reset links not used yet stop working: any change of password or e-mail makes them stale. */
export async function forgetPendingResets(db: Queryable, userId: string): Promise<void> {
  await run(db, sql`DELETE FROM password_resets WHERE user_id = ${userId} AND used_at IS NULL`);
}

/** Only the token's hash is stored, so a leaked table cannot reset anyone's password. */
export async function insertReset(db: Queryable, reset: { tokenHash: string; userId: string; expiresAt: Date }): Promise<void> {
  await run(
    db,
    sql`INSERT INTO password_resets (token_hash, user_id, expires_at, used_at) VALUES (${reset.tokenHash}, ${reset.userId}, ${reset.expiresAt}, NULL)`,
  );
}

const live = (tokenHash: string, now: Date) => sql`token_hash = ${tokenHash} AND used_at IS NULL AND expires_at > ${now}`;

export async function isLiveReset(db: Queryable, tokenHash: string, now: Date): Promise<boolean> {
  return (await firstRow(db, sql`SELECT 1 FROM password_resets WHERE ${live(tokenHash, now)}`)) !== undefined;
}

/** Marks the link used if it was live at `liveAt`, and answers whose it is; undefined when it was not (already spent). */
export async function spendReset(db: Queryable, tokenHash: string, liveAt: Date): Promise<{ userId: string } | undefined> {
  return firstRow<{ userId: string }>(
    db,
    sql`UPDATE password_resets SET used_at = ${new Date()} WHERE ${live(tokenHash, liveAt)} RETURNING user_id AS "userId"`,
  );
}
