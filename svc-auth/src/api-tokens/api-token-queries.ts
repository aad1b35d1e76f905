import { firstRow, rows, run, sql, type ApiTokenScope, type Queryable } from '@hearth/service-kit';

export interface ApiTokenRow {
  id: string;
  userId: string;
  name: string;
  scope: ApiTokenScope;
  /** SHA-256 of the secret; the secret itself is shown once and never stored. */
  tokenHash: string;
  createdAt: Date;
  /** Updated at most once a minute, so a busy program does not write on every request. */
  lastUsedAt: Date | null;
  /** null: never expires. */
  expiresAt: Date | null;
}

const live = sql`(t.expires_at IS NULL OR t.expires_at > now())`;

/** One user's creations queue here (until the transaction ends), so two at once cannot both take the last place. */
export async function lockTokenCreation(db: Queryable, userId: string): Promise<void> {
  await run(db, sql`SELECT pg_advisory_xact_lock(hashtext(${`api-tokens:${userId}`}))`);
}

export async function countLiveTokens(db: Queryable, userId: string): Promise<number> {
  const row = await firstRow<{ count: number }>(db, sql`SELECT count(*)::int AS count FROM api_tokens t WHERE t.user_id = ${userId} AND ${live}`);
  return row?.count ?? 0;
}

export async function insertToken(db: Queryable, token: ApiTokenRow): Promise<void> {
  await run(
    db,
    sql`INSERT INTO api_tokens (id, user_id, name, scope, token_hash, created_at, last_used_at, expires_at)
        VALUES (${token.id}, ${token.userId}, ${token.name}, ${token.scope}, ${token.tokenHash}, ${token.createdAt}, ${token.lastUsedAt}, ${token.expiresAt})`,
  );
}

/** The user's tokens, newest first, expired ones included so they can be removed. */
export function listTokens(db: Queryable, userId: string): Promise<ApiTokenRow[]> {
  return rows<ApiTokenRow>(
    db,
    sql`SELECT id, user_id AS "userId", name, scope, token_hash AS "tokenHash", created_at AS "createdAt",
               last_used_at AS "lastUsedAt", expires_at AS "expiresAt"
          FROM api_tokens WHERE user_id = ${userId} ORDER BY created_at DESC`,
  );
}

/** True when the user had the token. */
export async function deleteToken(db: Queryable, userId: string, id: string): Promise<boolean> {
  return (await run(db, sql`DELETE FROM api_tokens WHERE id = ${id} AND user_id = ${userId}`)).count > 0;
}

export async function deleteUserTokens(db: Queryable, userId: string): Promise<void> {
  await run(db, sql`DELETE FROM api_tokens WHERE user_id = ${userId}`);
}

export interface LiveToken {
  id: string;
  name: string;
  userId: string;
  userName: string;
  userEmail: string;
  scope: ApiTokenScope;
  expiresAt: Date | null;
}

export function findLiveToken(db: Queryable, tokenHash: string): Promise<LiveToken | undefined> {
  return firstRow<LiveToken>(
    db,
    sql`SELECT t.id, t.name, t.user_id AS "userId", u.name AS "userName", u.email AS "userEmail", t.scope, t.expires_at AS "expiresAt"
          FROM api_tokens t JOIN users u ON u.id = t.user_id
         WHERE t.token_hash = ${tokenHash} AND ${live}`,
  );
}

/** Records a use, at most once a minute per token. */
export async function markUsed(db: Queryable, id: string): Promise<void> {
  await run(
    db,
    sql`UPDATE api_tokens SET last_used_at = now()
         WHERE id = ${id} AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
  );
}
