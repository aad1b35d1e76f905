import { firstRow, run, sessionEndedSql, sql, type Queryable, type VerifiedToken } from '@hearth/service-kit';

/** A user with the household the membership copy has for them. */
export interface UserRow {
  id: string;
  name: string;
  /** Stored trimmed and lower-cased (the contract lower-cases it); unique. */
  email: string;
  passwordHash: string;
  /** When the e-mail was proven by a mailed link; null until then. */
  emailVerifiedAt: Date | null;
  householdId: string | null;
  householdName: string | null;
}

export interface NewUser {
  id: string;
  name: string;
  email: string;
  passwordHash: string;
}

const userColumns = sql`u.id, u.name, u.email, u.password_hash AS "passwordHash", u.email_verified_at AS "emailVerifiedAt",
         m.household_id AS "householdId", m.household_name AS "householdName"`;
const userTables = sql`users u LEFT JOIN memberships m ON m.user_id = u.id`;
const selectUser = sql`SELECT ${userColumns} FROM ${userTables}`;

export function findUser(db: Queryable, id: string): Promise<UserRow | undefined> {
  return firstRow<UserRow>(db, sql`${selectUser} WHERE u.id = ${id}`);
}

/**
 * The caller of a signed-in request and whether their session has ended (a session token; an API
 * token is checked when it is looked up), read in one statement: svc-auth checks its own tables
 * on every request, so a logout holds here at once.
 */
export function findSignedInUser(db: Queryable, auth: VerifiedToken): Promise<(UserRow & { sessionEnded: boolean }) | undefined> {
  const ended = auth.kind === 'session' ? sessionEndedSql(auth) : sql`false`;
  return firstRow(db, sql`SELECT ${userColumns}, ${ended} AS "sessionEnded" FROM ${userTables} WHERE u.id = ${auth.userId}`);
}

export function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  return firstRow<UserRow>(db, sql`${selectUser} WHERE u.email = ${email}`);
}

export async function emailInUse(db: Queryable, email: string): Promise<boolean> {
  return (await firstRow(db, sql`SELECT 1 FROM users WHERE email = ${email}`)) !== undefined;
}

/** A unique violation when the e-mail is taken (see unique-email.ts). */
export async function insertUser(db: Queryable, user: NewUser): Promise<void> {
  await run(db, sql`INSERT INTO users (id, name, email, password_hash) VALUES (${user.id}, ${user.name}, ${user.email}, ${user.passwordHash})`);
}

export async function renameUser(db: Queryable, id: string, name: string): Promise<void> {
  await run(db, sql`UPDATE users SET name = ${name}, updated_at = now() WHERE id = ${id}`);
}

export async function setPasswordHash(db: Queryable, id: string, passwordHash: string): Promise<void> {
  await run(db, sql`UPDATE users SET password_hash = ${passwordHash}, updated_at = now() WHERE id = ${id}`);
}

export async function markEmailVerified(db: Queryable, id: string, at: Date): Promise<void> {
  await run(db, sql`UPDATE users SET email_verified_at = ${at}, updated_at = now() WHERE id = ${id}`);
}

/** The address a confirmed change link was for becomes the account's, confirmed. */
export async function setVerifiedEmail(db: Queryable, id: string, email: string, at: Date): Promise<void> {
  await run(db, sql`UPDATE users SET email = ${email}, email_verified_at = ${at}, updated_at = now() WHERE id = ${id}`);
}

/** Its tokens, links and resets go with it (ON DELETE CASCADE). */
export async function deleteUser(db: Queryable, id: string): Promise<void> {
  await run(db, sql`DELETE FROM users WHERE id = ${id}`);
}
