import { householdMessages, householdOwnMessages } from '@hearth/contracts/household';
import { forbidden, householdToRead, notFound, type Actor, type Queryable } from '@hearth/service-kit';
import { findOwnerId } from '../households/household-queries';

/** The caller's household, to read or change: without one it is not found (404). */
export const callersHousehold = (actor: Actor): string => householdToRead(actor.householdId, householdMessages.noHousehold);

/** The caller's household when they own it: 404 without one, 403 for a member who is not the owner. */
export async function requireOwner(db: Queryable, actor: Actor): Promise<string> {
  const householdId = callersHousehold(actor);
  const ownerId = await findOwnerId(db, householdId);
  if (ownerId === undefined) throw notFound(householdMessages.noHousehold);
  if (ownerId !== actor.id) throw forbidden(householdOwnMessages.ownerOnly);
  return householdId;
}
