import { firstRow, rows, run, sql, type Queryable } from '@hearth/service-kit';

/** A household as the rules need it. */
export interface HouseholdRow {
  id: string;
  name: string;
  ownerId: string;
}

/** A household with one of its members: one row per member, in the order they joined. */
export interface HouseholdMemberRow {
  id: string;
  name: string;
  ownerId: string;
  inviteCode: string;
  memberId: string;
  memberName: string;
  memberEmail: string;
}

const selectHousehold = sql`SELECT id, name, owner_id AS "ownerId" FROM households`;

export function findHouseholdWithMembers(db: Queryable, householdId: string): Promise<HouseholdMemberRow[]> {
  return rows<HouseholdMemberRow>(
    db,
    sql`SELECT h.id, h.name, h.owner_id AS "ownerId", h.invite_code AS "inviteCode",
               u.id AS "memberId", u.name AS "memberName", u.email AS "memberEmail"
          FROM households h
          JOIN memberships m ON m.household_id = h.id
          JOIN users u ON u.id = m.user_id
         WHERE h.id = ${householdId}
         ORDER BY m.joined_at, u.id`,
  );
}

export function findHousehold(db: Queryable, id: string): Promise<HouseholdRow | undefined> {
  return firstRow<HouseholdRow>(db, sql`${selectHousehold} WHERE id = ${id}`);
}

/** The household, locked until the transaction ends. */
export function lockHousehold(db: Queryable, id: string): Promise<HouseholdRow | undefined> {
  return firstRow<HouseholdRow>(db, sql`${selectHousehold} WHERE id = ${id} FOR UPDATE`);
}

/** The household whose code this is, or whose code from before longer codes still holds at `now`. */
export function findHouseholdByCode(db: Queryable, inviteCode: string, now: Date): Promise<HouseholdRow | undefined> {
  return firstRow<HouseholdRow>(
    db,
    sql`${selectHousehold}
         WHERE invite_code = ${inviteCode} OR (old_invite_code = ${inviteCode} AND old_invite_code_until > ${now})
         LIMIT 1`,
  );
}

export async function findOwnerId(db: Queryable, householdId: string): Promise<string | undefined> {
  return (await firstRow<{ ownerId: string }>(db, sql`SELECT owner_id AS "ownerId" FROM households WHERE id = ${householdId}`))?.ownerId;
}

/** The household's name and its owner's (null when the owner is unknown; '' once their account is deleted). */
export function findHouseholdWithOwnerName(db: Queryable, id: string): Promise<{ id: string; name: string; ownerName: string | null } | undefined> {
  return firstRow(
    db,
    sql`SELECT h.id, h.name, u.name AS "ownerName" FROM households h LEFT JOIN users u ON u.id = h.owner_id WHERE h.id = ${id}`,
  );
}

/** A unique violation when the invite code is taken. */
export async function insertHousehold(db: Queryable, household: HouseholdRow & { inviteCode: string }): Promise<HouseholdRow> {
  const [row] = await rows<HouseholdRow>(
    db,
    sql`INSERT INTO households (id, name, owner_id, invite_code)
        VALUES (${household.id}, ${household.name}, ${household.ownerId}, ${household.inviteCode})
        RETURNING id, name, owner_id AS "ownerId"`,
  );
  return row!;
}

export async function setHouseholdName(db: Queryable, id: string, name: string): Promise<void> {
  await run(db, sql`UPDATE households SET name = ${name}, updated_at = now() WHERE id = ${id}`);
}

/** The new code replaces the current one and any from before longer codes; a unique violation when it is taken. */
export async function setInviteCode(db: Queryable, id: string, inviteCode: string): Promise<void> {
  await run(
    db,
    sql`UPDATE households SET invite_code = ${inviteCode}, old_invite_code = NULL, old_invite_code_until = NULL, updated_at = now()
         WHERE id = ${id}`,
  );
}

export async function setOwner(db: Queryable, id: string, ownerId: string): Promise<void> {
  await run(db, sql`UPDATE households SET owner_id = ${ownerId}, updated_at = now() WHERE id = ${id}`);
}

/** Its memberships and invitations go with it (ON DELETE CASCADE). */
export async function deleteHousehold(db: Queryable, id: string): Promise<void> {
  await run(db, sql`DELETE FROM households WHERE id = ${id}`);
}
