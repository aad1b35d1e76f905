import { EntitySchema } from 'typeorm';

export interface PasswordReset {
  /** SHA-256 of the token; the token itself exists only in the e-mail. */
  tokenHash: string;
  userId: string;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: Date;
}

export const PasswordResetEntity = new EntitySchema<PasswordReset>({
  name: 'PasswordReset',
  tableName: 'password_resets',
  columns: {
    tokenHash: { type: 'text', name: 'token_hash', primary: true },
    userId: { type: 'uuid', name: 'user_id' },
    expiresAt: { type: 'timestamptz', name: 'expires_at' },
    usedAt: { type: 'timestamptz', name: 'used_at', nullable: true },
    createdAt: { type: 'timestamptz', name: 'created_at', createDate: true },
  },
});
