import { schemaOf } from '@hearth/service-kit';
import type { EntityManager } from 'typeorm';

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

export function findHouseholdWithMembers(manager: EntityManager, householdId: string): Promise<HouseholdMemberRow[]> {
  const schema = schemaOf(manager.connection);
  return manager.query(
    `SELECT h.id, h.name, h.owner_id AS "ownerId", h.invite_code AS "inviteCode",
            u.id AS "memberId", u.name AS "memberName", u.email AS "memberEmail"
     FROM "${schema}".households h
     JOIN "${schema}".memberships m ON m.household_id = h.id
     JOIN "${schema}".users u ON u.id = m.user_id
     WHERE h.id = $1
     ORDER BY m.joined_at, u.id`,
    [householdId],
  );
}

export async function hasMemberWithEmail(manager: EntityManager, householdId: string, email: string): Promise<boolean> {
  const schema = schemaOf(manager.connection);
  const rows = await manager.query(
    `SELECT 1 FROM "${schema}".memberships m JOIN "${schema}".users u ON u.id = m.user_id
     WHERE m.household_id = $1 AND u.email = $2`,
    [householdId, email],
  );
  return rows.length > 0;
}
