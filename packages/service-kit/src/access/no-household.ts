import { conflict, notFound } from '../http/errors';

/**
 * One rule, in every service, for a signed-in caller who belongs to no household (a member who
 * left or was removed, or an account whose household is not announced yet). /api/docs says it
 * too ("Without a household"):
 * - a collection of a household's things reads as empty: `200 []`;
 * - one of them is not found, as for anyone outside the household: `404` with its own message
 *   (`householdToRead`);
 * - creating one answers `409` 'You don't have a household yet.' (`householdToCreateIn`).
 */
export const noHouseholdMessage = "You don't have a household yet.";

/** The household one of whose things is read or changed; without one, that thing is not found. */
export function householdToRead(householdId: string | null | undefined, notFoundMessage: string): string {
  if (!householdId) throw notFound(notFoundMessage);
  return householdId;
}

/** The household a new thing belongs to; without one, 409. */
export function householdToCreateIn(householdId: string | null | undefined): string {
  if (!householdId) throw conflict(noHouseholdMessage);
  return householdId;
}

export { noHouseholdRefusal } from '@hearth/contracts/operations';
