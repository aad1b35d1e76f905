import { EntitySchema } from 'typeorm';

export interface User {
  id: string;
  name: string;
  /** Stored trimmed and lower-cased; unique. */
  email: string;
  passwordHash: string;
  /** When the e-mail was proven by a mailed link; null until then. */
  emailVerifiedAt: Date | null;
  /** The user's household, as last reported by the household service's events. */
  householdId: string | null;
  householdName: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export const UserEntity = new EntitySchema<User>({
  name: 'User',
  tableName: 'users',
  columns: {
    id: { type: 'uuid', primary: true },
    name: { type: 'text' },
    email: { type: 'text' },
    passwordHash: { type: 'text', name: 'password_hash' },
    emailVerifiedAt: { type: 'timestamptz', name: 'email_verified_at', nullable: true },
    householdId: { type: 'uuid', name: 'household_id', nullable: true },
    householdName: { type: 'text', name: 'household_name', nullable: true },
    createdAt: { type: 'timestamptz', name: 'created_at', createDate: true },
    updatedAt: { type: 'timestamptz', name: 'updated_at', updateDate: true },
  },
});
