import type { HouseholdOperations } from '@hearth/contracts/household/operations';
import { handlersOf, signedInActor } from '@hearth/service-kit';

/**
 * The caller's household as svc-household knows it this instant. The services that keep a copy of
 * memberships ask it before a write, so a removed member's write is refused even while their copy
 * lags (service-kit access/membership-check.ts).
 */
export const membershipHandlers = handlersOf<HouseholdOperations>()({
  getMembership: (_, ctx) => ({ householdId: signedInActor(ctx).householdId }),
});
