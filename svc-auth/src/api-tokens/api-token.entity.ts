import type { ApiTokenScope } from '@hearth/service-kit';
import { EntitySchema } from 'typeorm';

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

export const ApiTokenEntity = new EntitySchema<ApiTokenRow>({
  name: 'ApiToken',
  tableName: 'api_tokens',
  columns: {
    id: { type: 'uuid', primary: true },
    userId: { type: 'uuid', name: 'user_id' },
    name: { type: 'text' },
    scope: { type: 'text' },
    tokenHash: { type: 'text', name: 'token_hash' },
    createdAt: { type: 'timestamptz', name: 'created_at', createDate: true },
    lastUsedAt: { type: 'timestamptz', name: 'last_used_at', nullable: true },
    expiresAt: { type: 'timestamptz', name: 'expires_at', nullable: true },
  },
});
