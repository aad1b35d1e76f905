import { EntitySchema } from 'typeorm';

export interface HouseholdRecord {
  id: string;
  name: string;
  ownerId: string;
  inviteCode: string;
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
