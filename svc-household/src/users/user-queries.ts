import { firstRow, run, sql, type Queryable } from '@hearth/service-kit';

/** A user as svc-household knows them: a projection of svc-auth's user events. */
export interface UserRow {
  id: string;
  name: string;
  email: string;
  /** A tombstone: the account is deleted (its name and e-mail are blanked). */
  deletedAt: Date | null;
}

/** A user with the household they are in, if any. */
export interface UserWithHouseholdRow {
  name: string;
  deletedAt: Date | null;
  householdId: string | null;
}

interface UserFields {
  id: string;
  name: string;
  email: string;
}

/** The user and their household in one query: this runs on every request. */
export function findUserWithHousehold(db: Queryable, userId: string): Promise<UserWithHouseholdRow | undefined> {
  return firstRow<UserWithHouseholdRow>(
    db,
    sql`SELECT u.name, u.deleted_at AS "deletedAt", m.household_id AS "householdId"
          FROM users u LEFT JOIN memberships m ON m.user_id = u.id
         WHERE u.id = ${userId}`,
  );
}

export function findUser(db: Queryable, id: string): Promise<UserRow | undefined> {
  return firstRow<UserRow>(db, sql`SELECT id, name, email, deleted_at AS "deletedAt" FROM users WHERE id = ${id}`);
}

/** Adds a user unless they are known already (a token's claims never overwrite the events). */
export async function insertUserIfUnknown(db: Queryable, user: UserFields): Promise<void> {
  await run(db, sql`INSERT INTO users (id, name, email) VALUES (${user.id}, ${user.name}, ${user.email}) ON CONFLICT (id) DO NOTHING`);
}

/**
 * Adds or refreshes a user as svc-auth's event at `position` tells it, unless the account was
 * deleted or a later event (a higher position) was applied already. An event without a position
 * (from before positions) refreshes only a user none is known for (docs/events.md).
 */
export async function upsertUser(db: Queryable, user: UserFields, position: number | null): Promise<void> {
  await run(
    db,
    sql`INSERT INTO users (id, name, email, event_position) VALUES (${user.id}, ${user.name}, ${user.email}, ${position}::bigint)
        ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, email = EXCLUDED.email, event_position = EXCLUDED.event_position, updated_at = now()
        WHERE users.deleted_at IS NULL AND (users.event_position IS NULL OR users.event_position < EXCLUDED.event_position)`,
  );
}

/**
 * A tombstone, not a deletion: the account's unexpired tokens must not bring it back, nor an
 * event about it arriving late (for good: ids are never reused).
 */
export async function tombstoneUser(db: Queryable, userId: string): Promise<void> {
  await run(
    db,
    sql`INSERT INTO users (id, name, email, deleted_at) VALUES (${userId}, '', '', now())
        ON CONFLICT (id) DO UPDATE SET deleted_at = now(), name = '', email = ''`,
  );
}
