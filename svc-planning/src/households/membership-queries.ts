import { schemaOf } from '@hearth/service-kit';
import type { EntityManager } from 'typeorm';

export async function findHouseholdOf(manager: EntityManager, userId: string): Promise<string | undefined> {
  const [row] = await manager.query(`SELECT household_id AS "householdId" FROM "${schemaOf(manager.connection)}".members WHERE user_id = $1`, [
    userId,
  ]);
  return row?.householdId;
}

/** One household per user: joining another moves them. */
export async function upsertMember(manager: EntityManager, userId: string, householdId: string): Promise<void> {
  await manager.query(
    `INSERT INTO "${schemaOf(manager.connection)}".members (user_id, household_id) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET household_id = EXCLUDED.household_id`,
    [userId, householdId],
  );
}

/** Only from that household: a late removal from an old household never undoes a newer join. */
export async function removeMember(manager: EntityManager, userId: string, householdId: string): Promise<void> {
  await manager.query(`DELETE FROM "${schemaOf(manager.connection)}".members WHERE user_id = $1 AND household_id = $2`, [userId, householdId]);
}

/** The household is gone, and with it everything it planned. */
export async function deleteHouseholdData(manager: EntityManager, householdId: string): Promise<void> {
  const schema = schemaOf(manager.connection);
  for (const table of ['members', 'meal_plans', 'shopping_lists']) {
    await manager.query(`DELETE FROM "${schema}".${table} WHERE household_id = $1`, [householdId]);
  }
}
