import type { EventHandlers } from '@hearth/service-kit';
import { UserEntity } from '../users/user.entity';

/**
 * Keeps each user's current household (id and name) from the household service's events, for
 * `/auth/me`. Each handler only touches rows the event is about, so a late or repeated event
 * cannot undo a newer one: a removal clears the household only if it is still the one removed.
 */
export const householdProjection: EventHandlers = {
  'household.member.joined': async ({ payload }, { manager }) => {
    await manager.update(UserEntity, { id: payload.userId }, {
      householdId: payload.householdId,
      householdName: payload.householdName,
    });
  },
  'household.member.removed': async ({ payload }, { manager }) => {
    await manager.update(UserEntity, { id: payload.userId, householdId: payload.householdId }, {
      householdId: null,
      householdName: null,
    });
  },
  'household.renamed': async ({ payload }, { manager }) => {
    await manager.update(UserEntity, { householdId: payload.householdId }, { householdName: payload.name });
  },
  'household.deleted': async ({ payload }, { manager }) => {
    await manager.update(UserEntity, { householdId: payload.householdId }, { householdId: null, householdName: null });
  },
};
