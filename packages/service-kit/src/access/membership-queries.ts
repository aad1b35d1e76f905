import { firstRow, run, sql, type Queryable } from '../data/sql';

/**
 * The statements of the membership projection (membership-projection.ts). Besides `memberships`
 * (who is in which household now, what services read), two tables remember, for every user and
 * household heard of, the position of the last event applied (null: unknown, an event published
 * before positions) and whether it is gone: an event at or below that position changes nothing,
 * nor does one about an account or household deleted (for good: ids are never reused). A user
 * who left keeps their row there, with the position of the removal.
 *
 * The guard, everywhere: `stored IS NULL OR stored < incoming`. An event with a position applies
 * where none is known or a lower one; one without applies only where none is known (as before
 * positions: the last to arrive wins), never over a row that has one.
 */

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

/**
 * Records `position` as the user's last membership event: false when the account is deleted or an
 * event at that position or later was applied already (then this one must change nothing).
 */
export async function claimMember(db: Queryable, userId: string, position: number | null): Promise<boolean> {
  const { count } = await run(
    db,
    sql`INSERT INTO membership_users (user_id, event_position) VALUES (${userId}, ${position}::bigint)
        ON CONFLICT (user_id) DO UPDATE SET event_position = EXCLUDED.event_position
          WHERE membership_users.deleted_at IS NULL
            AND (membership_users.event_position IS NULL OR membership_users.event_position < EXCLUDED.event_position)
        RETURNING user_id`,
  );
  return count > 0;
}

/**
 * Puts the user in the household (out of any other), under its last known name; in none if it is
 * gone. The household's row is locked (shared) to the commit: a rename or deletion applied at the
 * same time on another replica either comes first and is read, or waits and then sees this row.
 */
export async function placeMember(db: Queryable, userId: string, householdId: string): Promise<void> {
  const { count } = await run(
    db,
    sql`INSERT INTO memberships (user_id, household_id, household_name)
        SELECT ${userId}::uuid, household_id, name FROM membership_households
         WHERE household_id = ${householdId} AND deleted_at IS NULL
         FOR SHARE
        ON CONFLICT (user_id) DO UPDATE SET household_id = EXCLUDED.household_id, household_name = EXCLUDED.household_name`,
  );
  if (count === 0) await run(db, sql`DELETE FROM memberships WHERE user_id = ${userId}`);
}

/**
 * Takes the user out of their household. With a position the removal is the user's latest event,
 * so they are in none whichever row is there; without one, only while it is still the household
 * removed from (a late removal from a household they since left changes nothing).
 */
export async function removeMember(db: Queryable, userId: string, householdId: string, position: number | null): Promise<void> {
  await run(
    db,
    sql`DELETE FROM memberships WHERE user_id = ${userId} AND (household_id = ${householdId} OR ${position}::bigint IS NOT NULL)`,
  );
}

/** The account is deleted: out of its household, and no later-arriving join brings it back. */
export async function forgetDeletedAccount(db: Queryable, userId: string): Promise<void> {
  await run(
    db,
    sql`INSERT INTO membership_users (user_id, deleted_at) VALUES (${userId}, now())
        ON CONFLICT (user_id) DO UPDATE SET deleted_at = COALESCE(membership_users.deleted_at, now())`,
  );
  await run(db, sql`DELETE FROM memberships WHERE user_id = ${userId}`);
}

/** A household's name as of `position` (created, renamed), unless a later one or its deletion is known; its members' rows follow. */
export async function nameHousehold(db: Queryable, householdId: string, name: string, position: number | null): Promise<void> {
  await run(
    db,
    sql`INSERT INTO membership_households (household_id, name, event_position) VALUES (${householdId}, ${name}, ${position}::bigint)
        ON CONFLICT (household_id) DO UPDATE SET name = EXCLUDED.name, event_position = EXCLUDED.event_position
          WHERE membership_households.deleted_at IS NULL
            AND (membership_households.event_position IS NULL OR membership_households.event_position < EXCLUDED.event_position)`,
  );
  await run(
    db,
    sql`UPDATE memberships m SET household_name = h.name FROM membership_households h
         WHERE h.household_id = ${householdId} AND m.household_id = h.household_id AND m.household_name <> h.name`,
  );
}

/**
 * A name a join carried, for a household not heard of yet. It never changes a known one: a join
 * may have read the name just before a rename it does not follow in position.
 */
export async function rememberHousehold(db: Queryable, householdId: string, name: string): Promise<void> {
  await run(db, sql`INSERT INTO membership_households (household_id, name) VALUES (${householdId}, ${name}) ON CONFLICT (household_id) DO NOTHING`);
}

/**
 * The household is gone for good (ids are never reused, so no position is needed: nothing comes
 * after): its members are in none, and a join arriving late finds it gone. Its name goes (it may
 * name a person: "Ada's Household"); the tombstone keeps only the id.
 */
export async function deleteHousehold(db: Queryable, householdId: string): Promise<void> {
  await run(
    db,
    sql`INSERT INTO membership_households (household_id, name, deleted_at) VALUES (${householdId}, '', now())
        ON CONFLICT (household_id) DO UPDATE SET deleted_at = COALESCE(membership_households.deleted_at, now()), name = ''`,
  );
  await run(db, sql`DELETE FROM memberships WHERE household_id = ${householdId}`);
}
