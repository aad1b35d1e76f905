import { notFound } from '@hearth/service-kit';
import type { EntityManager } from 'typeorm';
import { NO_HOUSEHOLD } from '../access/actor';
import { findHouseholdWithMembers } from './household-queries';

export interface HouseholdView {
  _id: string;
  name: string;
  owner: string;
  members: { _id: string; name: string; email: string }[];
  inviteCode: string;
}

/** The household as the client sees it (SPEC section 3), members in the order they joined. */
export async function presentHousehold(manager: EntityManager, householdId: string): Promise<HouseholdView> {
  const rows = await findHouseholdWithMembers(manager, householdId);
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
