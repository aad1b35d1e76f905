import { firstRow, run, sql, type Queryable } from '@hearth/service-kit';

export interface CallerRow {
  known: boolean;
  deleted: boolean;
  name: string | null;
  householdId: string | null;
}

/** The caller and their household in one query: this runs on every signed-in request. */
export async function findCaller(db: Queryable, userId: string): Promise<CallerRow> {
  const row = await firstRow<CallerRow>(
    db,
    sql`SELECT u.id IS NOT NULL AS known, u.deleted_at IS NOT NULL AS deleted, u.name, m.household_id AS "householdId"
        FROM (SELECT ${userId}::uuid AS id) caller
        LEFT JOIN users u ON u.id = caller.id
        LEFT JOIN memberships m ON m.user_id = caller.id`,
  );
  return row!;
}

/** Adds a user from a token's claims unless known already (the events are the truth). */
export async function insertUserIfUnknown(db: Queryable, user: { id: string; name: string }): Promise<void> {
  await run(db, sql`INSERT INTO users (id, name) VALUES (${user.id}, ${user.name}) ON CONFLICT (id) DO NOTHING`);
}

/**
 * Adds or renames a user as svc-auth's event at `position` tells it, unless the account was
 * deleted or a later event (a higher position) was applied already. An event without a position
 * (from before positions) renames only a user none is known for (docs/events.md).
 */
export async function upsertLiveUser(db: Queryable, user: { id: string; name: string }, position: number | null): Promise<void> {
  await run(
    db,
    sql`INSERT INTO users (id, name, event_position) VALUES (${user.id}, ${user.name}, ${position}::bigint)
        ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, event_position = EXCLUDED.event_position
        WHERE users.deleted_at IS NULL AND (users.event_position IS NULL OR users.event_position < EXCLUDED.event_position)`,
  );
}

/**
 * A tombstone, not a deletion: the account's unexpired tokens must not bring it back, nor an
 * event about it arriving late (for good: ids are never reused), and its name goes. (Its
 * membership goes through the kit's membershipProjection.)
 */
export async function tombstoneUser(db: Queryable, userId: string): Promise<void> {
  await run(
    db,
    sql`INSERT INTO users (id, name, deleted_at) VALUES (${userId}, '', now())
        ON CONFLICT (id) DO UPDATE SET deleted_at = now(), name = ''`,
  );
}
