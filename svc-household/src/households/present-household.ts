import { householdMessages, type Household } from '@hearth/contracts/household';
import { notFound } from '@hearth/service-kit';
import type { EntityManager } from 'typeorm';
import { findHouseholdWithMembers } from './household-queries';
import { displayInviteCode } from './invite-codes';

/** The household as the client sees it (docs/product/household.md "What a household is"), members in the order they joined. */
export async function presentHousehold(manager: EntityManager, householdId: string): Promise<Household> {
  const rows = await findHouseholdWithMembers(manager, householdId);
  const [first] = rows;
  if (!first) throw notFound(householdMessages.noHousehold);
  return {
    _id: first.id,
    name: first.name,
    owner: first.ownerId,
    members: rows.map((row) => ({ _id: row.memberId, name: row.memberName, email: row.memberEmail })),
    inviteCode: displayInviteCode(first.inviteCode),
  };
}
