import { householdMessages, type Household } from '@hearth/contracts/household';
import { notFound } from '@hearth/service-kit';
import type { HouseholdMemberRow } from './household-queries';
import { displayInviteCode } from './invite-codes';

/**
 * The household as the client sees it (docs/product/household.md "What a household is"), from its
 * rows (findHouseholdWithMembers), members in the order they joined. No rows: no such household.
 */
export function presentHousehold(rows: HouseholdMemberRow[]): Household {
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
