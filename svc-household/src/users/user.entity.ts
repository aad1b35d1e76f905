import { EntitySchema } from 'typeorm';

/** A user as svc-household knows them: a projection of svc-auth's user events. */
export interface UserRecord {
  id: string;
  name: string;
  email: string;
  deletedAt: Date | null;
  updatedAt: Date;
}

export const UserEntity = new EntitySchema<UserRecord>({
  name: 'User',
  tableName: 'users',
  columns: {
    id: { type: 'uuid', primary: true },
    name: { type: 'text' },
    email: { type: 'text' },
    deletedAt: { type: 'timestamptz', name: 'deleted_at', nullable: true },
    updatedAt: { type: 'timestamptz', name: 'updated_at', updateDate: true },
  },
});
