import type { Transaction } from '@hearth/service-kit';
import { findHouseholdWithOwnerName, setHouseholdName } from '../households/household-queries';
import { ownHouseholdName } from '../households/membership';

/**
 * A household that outlives a deleted account and still bears the name it was given after that
 * person ("Dora's Household") is named after its owner now, as a household they had made would be:
 * the name follows ownership, which passes to the longest-standing member. A name the household
 * chose itself stays.
 */
export async function renameHouseholdNamedAfter(tx: Transaction, householdId: string, deletedName: string): Promise<void> {
  const household = await findHouseholdWithOwnerName(tx.manager, householdId);
  if (!household || household.name !== ownHouseholdName(deletedName)) return;
  const name = household.ownerName ? ownHouseholdName(household.ownerName) : 'Household';
  if (name === household.name) return;
  await setHouseholdName(tx.manager, household.id, name);
  tx.emit('household.renamed', { householdId: household.id, name });
}
