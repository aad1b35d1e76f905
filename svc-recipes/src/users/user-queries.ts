import { schemaOf } from '@hearth/service-kit';
import type { EntityManager } from 'typeorm';

export interface Caller {
  known: boolean;
  deleted: boolean;
  name: string | null;
  householdId: string | null;
}

/** The caller and their household in one query: this runs on every signed-in request. */
export async function findCaller(manager: EntityManager, userId: string): Promise<Caller> {
  const schema = schemaOf(manager.connection);
  const [row] = await manager.query(
    `SELECT u.id IS NOT NULL AS known, u.deleted_at IS NOT NULL AS deleted, u.name, m.household_id AS "householdId"
     FROM (SELECT $1::uuid AS id) caller
     LEFT JOIN "${schema}".users u ON u.id = caller.id
     LEFT JOIN "${schema}".memberships m ON m.user_id = caller.id`,
    [userId],
  );
  return row as Caller;
}

/** Adds a user from a token's claims unless known already (the events are the truth). */
export async function insertUserIfUnknown(manager: EntityManager, user: { id: string; name: string }): Promise<void> {
  await manager.query(`INSERT INTO "${schemaOf(manager.connection)}".users (id, name) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING`, [
    user.id,
    user.name,
  ]);
}

/** Adds or renames a user, unless the account was deleted. */
export async function upsertLiveUser(manager: EntityManager, user: { id: string; name: string }): Promise<void> {
  await manager.query(
    `INSERT INTO "${schemaOf(manager.connection)}".users (id, name) VALUES ($1, $2)
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name WHERE users.deleted_at IS NULL`,
    [user.id, user.name],
  );
}

/** A tombstone, not a deletion: the account's unexpired tokens must not bring it back, and its name goes. */
export async function tombstoneUser(manager: EntityManager, userId: string): Promise<void> {
  const schema = schemaOf(manager.connection);
  await manager.query(
    `INSERT INTO "${schema}".users (id, name, deleted_at) VALUES ($1, '', now())
     ON CONFLICT (id) DO UPDATE SET deleted_at = now(), name = ''`,
    [userId],
  );
  await manager.query(`DELETE FROM "${schema}".memberships WHERE user_id = $1`, [userId]);
}
