import { schemaOf } from '@hearth/service-kit';
import type { EntityManager } from 'typeorm';

/** A user with the household they are in, if any. */
export interface UserWithHouseholdRow {
  id: string;
  name: string;
  email: string;
  deletedAt: Date | null;
  householdId: string | null;
  ownerId: string | null;
}

interface UserFields {
  id: string;
  name: string;
  email: string;
}

/** The user and their household in one query: this runs on every request. */
export async function findUserWithHousehold(manager: EntityManager, userId: string): Promise<UserWithHouseholdRow | undefined> {
  const schema = schemaOf(manager.connection);
  const [row] = await manager.query(
    `SELECT u.id, u.name, u.email, u.deleted_at AS "deletedAt",
            m.household_id AS "householdId", h.owner_id AS "ownerId"
     FROM "${schema}".users u
     LEFT JOIN "${schema}".memberships m ON m.user_id = u.id
     LEFT JOIN "${schema}".households h ON h.id = m.household_id
     WHERE u.id = $1`,
    [userId],
  );
  return row;
}

/** Adds a user unless they are known already (a token's claims never overwrite the events). */
export async function insertUserIfUnknown(manager: EntityManager, user: UserFields): Promise<void> {
  await manager.query(
    `INSERT INTO "${schemaOf(manager.connection)}".users (id, name, email) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING`,
    [user.id, user.name, user.email],
  );
}

/** Adds or refreshes a user, unless the account was deleted. */
export async function upsertLiveUser(manager: EntityManager, user: UserFields): Promise<void> {
  await manager.query(
    `INSERT INTO "${schemaOf(manager.connection)}".users (id, name, email) VALUES ($1, $2, $3)
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, email = EXCLUDED.email, updated_at = now()
     WHERE users.deleted_at IS NULL`,
    [user.id, user.name, user.email],
  );
}

/** A tombstone, not a deletion: the account's unexpired tokens must not bring it back. */
export async function tombstoneUser(manager: EntityManager, userId: string): Promise<void> {
  await manager.query(
    `INSERT INTO "${schemaOf(manager.connection)}".users (id, name, email, deleted_at) VALUES ($1, '', '', now())
     ON CONFLICT (id) DO UPDATE SET deleted_at = now(), name = '', email = ''`,
    [userId],
  );
}
