import type { Transaction } from '@hearth/service-kit';
import { HouseholdEntity } from '../households/household.entity';
import { ownHouseholdName } from '../households/membership';
import { UserEntity } from './user.entity';

/**
 * A household that outlives a deleted account and still bears the name it was given after that
 * person ("Dora's Household") is named after its owner now, as a household they had made would be:
 * the name follows ownership, which passes to the longest-standing member. A name the household
 * chose itself stays.
 */
export async function renameHouseholdNamedAfter(tx: Transaction, householdId: string, deletedName: string): Promise<void> {
  const household = await tx.manager.findOneBy(HouseholdEntity, { id: householdId });
  if (!household || household.name !== ownHouseholdName(deletedName)) return;
  const owner = await tx.manager.findOneBy(UserEntity, { id: household.ownerId });
  const name = owner?.name ? ownHouseholdName(owner.name) : 'Household';
  if (name === household.name) return;
  await tx.manager.update(HouseholdEntity, { id: household.id }, { name });
  tx.emit('household.renamed', { householdId: household.id, name });
}
