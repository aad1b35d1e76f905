import { z } from 'zod';
import { defineEvent, id } from './define-event';

export const householdCreated = defineEvent(
  'household.created',
  1,
  z.object({ householdId: id, name: z.string(), ownerId: id }),
);

export const householdRenamed = defineEvent(
  'household.renamed',
  1,
  z.object({ householdId: id, name: z.string() }),
);

export const householdMemberJoined = defineEvent(
  'household.member.joined',
  1,
  z.object({ householdId: id, householdName: z.string(), userId: id }),
);

/** Why a member left: removed by the owner, left to join another household, or account deleted. */
export const memberRemovalReason = z.enum(['removed', 'left', 'account_deleted']);

export const householdMemberRemoved = defineEvent(
  'household.member.removed',
  1,
  z.object({ householdId: id, userId: id, reason: memberRemovalReason }),
);

/** The last member left: the household and everything it owned are gone. */
export const householdDeleted = defineEvent('household.deleted', 1, z.object({ householdId: id }));
