import { schemaOf } from '@hearth/service-kit';
import type { EntityManager } from 'typeorm';

const table = (manager: EntityManager, name: string) => `"${schemaOf(manager.connection)}".${name}`;

/** Adds or renames a household; one already gone stays gone. */
export async function upsertHousehold(manager: EntityManager, household: { id: string; name: string }): Promise<void> {
  await manager.query(
    `INSERT INTO ${table(manager, 'households')} (id, name) VALUES ($1, $2)
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name WHERE households.deleted_at IS NULL`,
    [household.id, household.name],
  );
}

/** The household ceased to exist: kept (with its last name) for the recipes that outlive it. */
export async function markHouseholdDeleted(manager: EntityManager, householdId: string): Promise<void> {
  await manager.query(
    `INSERT INTO ${table(manager, 'households')} (id, name, deleted_at) VALUES ($1, '', now())
     ON CONFLICT (id) DO UPDATE SET deleted_at = now()`,
    [householdId],
  );
  await manager.query(`DELETE FROM ${table(manager, 'memberships')} WHERE household_id = $1`, [householdId]);
}

/** One household per user: joining moves the user. */
export async function setMembership(manager: EntityManager, userId: string, householdId: string): Promise<void> {
  await manager.query(
    `INSERT INTO ${table(manager, 'memberships')} (user_id, household_id) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET household_id = EXCLUDED.household_id`,
    [userId, householdId],
  );
}

/** Only that membership: an older removal never undoes a newer join. */
export async function removeMembership(manager: EntityManager, userId: string, householdId: string): Promise<void> {
  await manager.query(`DELETE FROM ${table(manager, 'memberships')} WHERE user_id = $1 AND household_id = $2`, [userId, householdId]);
}
