import { EntitySchema } from 'typeorm';

export interface InvitationRecord {
  id: string;
  householdId: string;
  /** Trimmed and lower-cased. */
  email: string;
  /** SHA-256 of the token; the token itself exists only in the mail and the link. */
  tokenHash: string;
  invitedBy: string;
  invitedByName: string;
  expiresAt: Date;
  acceptedAt: Date | null;
  createdAt: Date;
}

export const InvitationEntity = new EntitySchema<InvitationRecord>({
  name: 'Invitation',
  tableName: 'invitations',
  columns: {
    id: { type: 'uuid', primary: true },
    householdId: { type: 'uuid', name: 'household_id' },
    email: { type: 'text' },
    tokenHash: { type: 'text', name: 'token_hash' },
    invitedBy: { type: 'uuid', name: 'invited_by' },
    invitedByName: { type: 'text', name: 'invited_by_name' },
    expiresAt: { type: 'timestamptz', name: 'expires_at' },
    acceptedAt: { type: 'timestamptz', name: 'accepted_at', nullable: true },
    createdAt: { type: 'timestamptz', name: 'created_at', createDate: true },
  },
});
