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

/** Adds or refreshes a user, unless the account was deleted: true when the user is live. */
export async function upsertLiveUser(db: Queryable, user: UserFields): Promise<boolean> {
  const { count } = await run(
    db,
    sql`INSERT INTO users (id, name, email) VALUES (${user.id}, ${user.name}, ${user.email})
        ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, email = EXCLUDED.email, updated_at = now()
        WHERE users.deleted_at IS NULL
        RETURNING id`,
  );
  return count > 0;
}

export async function updateUser(db: Queryable, user: UserFields): Promise<void> {
  await run(db, sql`UPDATE users SET name = ${user.name}, email = ${user.email}, updated_at = now() WHERE id = ${user.id}`);
}

/** A tombstone, not a deletion: the account's unexpired tokens must not bring it back. */
export async function tombstoneUser(db: Queryable, userId: string): Promise<void> {
  await run(
    db,
    sql`INSERT INTO users (id, name, email, deleted_at) VALUES (${userId}, '', '', now())
        ON CONFLICT (id) DO UPDATE SET deleted_at = now(), name = '', email = ''`,
  );
}
