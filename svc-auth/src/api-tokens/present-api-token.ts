import type { ApiToken } from '@hearth/contracts/auth';
import type { ApiTokenRow } from './api-token-queries';

/** An API token as its owner sees it in the list: never its secret nor its hash. */
export function presentApiToken(row: ApiTokenRow): ApiToken {
  return {
    _id: row.id,
    name: row.name,
    scope: row.scope,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}
