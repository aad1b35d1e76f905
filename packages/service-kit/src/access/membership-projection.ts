import type { QueryRunner } from 'typeorm';
import type { EventHandlers } from '../data/event-consumer';
import { firstRow, run, sql, type Queryable } from '../data/sql';

/**
 * Who is in which household, as svc-household's events tell it: the one copy every other service
 * keeps, in its own schema, in the same table. A row per member; joining another household moves
 * the member (one household per user). Each handler only touches the rows its event is about, so
 * a late or repeated event cannot undo a newer one: a removal deletes the membership only while
 * it is still the one removed.
 */

/** The table, for a service's migration (its schema is the connection's; see data/sql.ts). */
export async function createMembershipsTable(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query(`
    CREATE TABLE memberships (
      user_id uuid PRIMARY KEY,
      household_id uuid NOT NULL,
      household_name text NOT NULL DEFAULT ''
    )`);
  await queryRunner.query('CREATE INDEX memberships_household ON memberships (household_id)');
}

export interface Membership {
  householdId: string;
  householdName: string;
}

/** The household `userId` is in, as far as this service has heard. */
export async function findMembership(db: Queryable, userId: string): Promise<Membership | undefined> {
  return firstRow<Membership>(
    db,
    sql`SELECT household_id AS "householdId", household_name AS "householdName" FROM memberships WHERE user_id = ${userId}`,
  );
}

async function join(db: Queryable, userId: string, householdId: string, householdName: string): Promise<void> {
  await run(
    db,
    sql`INSERT INTO memberships (user_id, household_id, household_name) VALUES (${userId}, ${householdId}, ${householdName})
        ON CONFLICT (user_id) DO UPDATE SET household_id = EXCLUDED.household_id, household_name = EXCLUDED.household_name`,
  );
}

/**
 * The handlers that keep the table. A service that must do more on one of these events (delete
 * a gone household's things) adds its own handler with `combineHandlers`; these run first.
 */
export const membershipProjection: EventHandlers = {
  'household.created': async ({ payload }, tx) => join(tx.manager, payload.ownerId, payload.householdId, payload.name),
  'household.member.joined': async ({ payload }, tx) => join(tx.manager, payload.userId, payload.householdId, payload.householdName),
  'household.member.removed': async ({ payload }, tx) => {
    await run(tx.manager, sql`DELETE FROM memberships WHERE user_id = ${payload.userId} AND household_id = ${payload.householdId}`);
  },
  'household.renamed': async ({ payload }, tx) => {
    await run(tx.manager, sql`UPDATE memberships SET household_name = ${payload.name} WHERE household_id = ${payload.householdId}`);
  },
  'household.deleted': async ({ payload }, tx) => {
    await run(tx.manager, sql`DELETE FROM memberships WHERE household_id = ${payload.householdId}`);
  },
  'user.deleted': async ({ payload }, tx) => {
    await run(tx.manager, sql`DELETE FROM memberships WHERE user_id = ${payload.userId}`);
  },
};
