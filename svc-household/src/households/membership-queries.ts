import { firstRow, run, sql, type Queryable } from '@hearth/service-kit';

/** Which household a user is in (at most one: the user is the key). */
export interface MembershipRow {
  userId: string;
  householdId: string;
}

const selectMembership = sql`SELECT user_id AS "userId", household_id AS "householdId" FROM memberships`;

export function findMembershipOf(db: Queryable, userId: string): Promise<MembershipRow | undefined> {
  return firstRow<MembershipRow>(db, sql`${selectMembership} WHERE user_id = ${userId}`);
}

/** The user's membership, locked until the transaction ends. */
export function lockMembershipOf(db: Queryable, userId: string): Promise<MembershipRow | undefined> {
  return firstRow<MembershipRow>(db, sql`${selectMembership} WHERE user_id = ${userId} FOR UPDATE`);
}

export async function isMemberOf(db: Queryable, userId: string, householdId: string): Promise<boolean> {
  return (await firstRow(db, sql`SELECT 1 FROM memberships WHERE user_id = ${userId} AND household_id = ${householdId}`)) !== undefined;
}

export async function hasMemberWithEmail(db: Queryable, householdId: string, email: string): Promise<boolean> {
  const found = await firstRow(
    db,
    sql`SELECT 1 FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.household_id = ${householdId} AND u.email = ${email}`,
  );
  return found !== undefined;
}

export async function countMembers(db: Queryable, householdId: string): Promise<number> {
  return (await firstRow<{ count: number }>(db, sql`SELECT count(*)::int AS count FROM memberships WHERE household_id = ${householdId}`))!.count;
}

/** The member who joined first, the next owner; none left: undefined. */
export async function longestStandingMember(db: Queryable, householdId: string): Promise<string | undefined> {
  const row = await firstRow<{ userId: string }>(
    db,
    sql`SELECT user_id AS "userId" FROM memberships WHERE household_id = ${householdId} ORDER BY joined_at LIMIT 1`,
  );
  return row?.userId;
}

/** A unique violation when the user is in a household already. */
export async function insertMembership(db: Queryable, membership: MembershipRow & { joinedAt: Date }): Promise<void> {
  await run(
    db,
    sql`INSERT INTO memberships (user_id, household_id, joined_at) VALUES (${membership.userId}, ${membership.householdId}, ${membership.joinedAt})`,
  );
}

export async function deleteMembership(db: Queryable, userId: string): Promise<void> {
  await run(db, sql`DELETE FROM memberships WHERE user_id = ${userId}`);
}
