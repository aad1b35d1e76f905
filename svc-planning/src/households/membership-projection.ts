import type { EventHandlers } from '@hearth/service-kit';
import { deleteHouseholdData, removeMember, upsertMember } from './membership-queries';

/**
 * svc-household's events: who belongs to which household. Plans and lists belong to the
 * household, so a member who joins sees them at once and one who leaves loses them at once.
 */
export const membershipProjection: EventHandlers = {
  'household.created': async ({ payload }, tx) => upsertMember(tx.manager, payload.ownerId, payload.householdId),
  'household.member.joined': async ({ payload }, tx) => upsertMember(tx.manager, payload.userId, payload.householdId),
  'household.member.removed': async ({ payload }, tx) => removeMember(tx.manager, payload.userId, payload.householdId),
  'household.deleted': async ({ payload }, tx) => deleteHouseholdData(tx.manager, payload.householdId),
};
