import { EntitySchema } from 'typeorm';

export interface HouseholdRecord {
  id: string;
  name: string;
  ownerId: string;
  inviteCode: string;
  /** A code from before codes grew to 12 characters, still accepted until `oldInviteCodeUntil`. */
  oldInviteCode: string | null;
  oldInviteCodeUntil: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export const HouseholdEntity = new EntitySchema<HouseholdRecord>({
  name: 'Household',
  tableName: 'households',
  columns: {
    id: { type: 'uuid', primary: true },
    name: { type: 'text' },
    ownerId: { type: 'uuid', name: 'owner_id' },
    inviteCode: { type: 'text', name: 'invite_code' },
    oldInviteCode: { type: 'text', name: 'old_invite_code', nullable: true },
    oldInviteCodeUntil: { type: 'timestamptz', name: 'old_invite_code_until', nullable: true },
    createdAt: { type: 'timestamptz', name: 'created_at', createDate: true },
    updatedAt: { type: 'timestamptz', name: 'updated_at', updateDate: true },
  },
});

export interface MembershipRecord {
  userId: string;
  householdId: string;
  joinedAt: Date;
}

export const MembershipEntity = new EntitySchema<MembershipRecord>({
  name: 'Membership',
  tableName: 'memberships',
  columns: {
    userId: { type: 'uuid', name: 'user_id', primary: true },
    householdId: { type: 'uuid', name: 'household_id' },
    joinedAt: { type: 'timestamptz', name: 'joined_at' },
  },
});
