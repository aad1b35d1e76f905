import { schemaOf, type ApiTokenScope } from '@hearth/service-kit';
import type { EntityManager } from 'typeorm';
import { ApiTokenEntity, type ApiTokenRow } from './api-token.entity';

const live = '(t.expires_at IS NULL OR t.expires_at > now())';

export async function countLiveTokens(manager: EntityManager, userId: string): Promise<number> {
  return manager
    .createQueryBuilder(ApiTokenEntity, 't')
    .where('t.user_id = :userId', { userId })
    .andWhere(live)
    .getCount();
}

/** The user's tokens, newest first, expired ones included so they can be removed. */
export async function listTokens(manager: EntityManager, userId: string): Promise<ApiTokenRow[]> {
  return manager.find(ApiTokenEntity, { where: { userId }, order: { createdAt: 'DESC' } });
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

export async function findLiveToken(manager: EntityManager, tokenHash: string): Promise<LiveToken | undefined> {
  const schema = schemaOf(manager.connection);
  const [row] = (await manager.query(
    `SELECT t.id, t.name AS token_name, t.user_id, u.name, u.email, t.scope, t.expires_at
       FROM "${schema}".api_tokens t JOIN "${schema}".users u ON u.id = t.user_id
      WHERE t.token_hash = $1 AND ${live}`,
    [tokenHash],
  )) as { id: string; token_name: string; user_id: string; name: string; email: string; scope: ApiTokenScope; expires_at: Date | null }[];
  return row && { id: row.id, name: row.token_name, userId: row.user_id, userName: row.name, userEmail: row.email, scope: row.scope, expiresAt: row.expires_at };
}

/** Records a use, at most once a minute per token. */
export async function markUsed(manager: EntityManager, id: string): Promise<void> {
  const schema = schemaOf(manager.connection);
  await manager.query(
    `UPDATE "${schema}".api_tokens SET last_used_at = now()
      WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
    [id],
  );
}
