import { notFound, schemaOf } from '@hearth/service-kit';
import type { EntityManager } from 'typeorm';
import { NO_HOUSEHOLD } from '../access/actor';

export interface HouseholdView {
  _id: string;
  name: string;
  owner: string;
  members: { _id: string; name: string; email: string }[];
  inviteCode: string;
}

/** The household as the client sees it (SPEC section 3), members in the order they joined. */
export async function presentHousehold(manager: EntityManager, householdId: string): Promise<HouseholdView> {
  const schema = schemaOf(manager.connection);
  const rows: { id: string; name: string; ownerId: string; inviteCode: string; memberId: string; memberName: string; memberEmail: string }[] =
    await manager.query(
      `SELECT h.id, h.name, h.owner_id AS "ownerId", h.invite_code AS "inviteCode",
              u.id AS "memberId", u.name AS "memberName", u.email AS "memberEmail"
       FROM "${schema}".households h
       JOIN "${schema}".memberships m ON m.household_id = h.id
       JOIN "${schema}".users u ON u.id = m.user_id
       WHERE h.id = $1
       ORDER BY m.joined_at, u.id`,
      [householdId],
    );
  const [first] = rows;
  if (!first) throw notFound(NO_HOUSEHOLD);
  return {
    _id: first.id,
    name: first.name,
    owner: first.ownerId,
    members: rows.map((row) => ({ _id: row.memberId, name: row.memberName, email: row.memberEmail })),
    inviteCode: first.inviteCode,
  };
}
