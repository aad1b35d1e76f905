import { EntitySchema } from 'typeorm';

/**
 * A link mailed to prove an address: on registration (`verify`: the account's own e-mail) or for a
 * new e-mail (`change`: the account takes `email` once the link is opened).
 */
export interface EmailConfirmation {
  /** SHA-256 of the token; the token itself exists only in the e-mail. */
  tokenHash: string;
  userId: string;
  email: string;
  purpose: 'verify' | 'change';
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: Date;
}

export const EmailConfirmationEntity = new EntitySchema<EmailConfirmation>({
  name: 'EmailConfirmation',
  tableName: 'email_confirmations',
  columns: {
    tokenHash: { type: 'text', name: 'token_hash', primary: true },
    userId: { type: 'uuid', name: 'user_id' },
    email: { type: 'text' },
    purpose: { type: 'text' },
    expiresAt: { type: 'timestamptz', name: 'expires_at' },
    usedAt: { type: 'timestamptz', name: 'used_at', nullable: true },
    createdAt: { type: 'timestamptz', name: 'created_at', createDate: true },
  },
});
