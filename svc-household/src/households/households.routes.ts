import type { HouseholdOperations } from '@hearth/contracts/household/operations';
import { handlersOf, signedInActor } from '@hearth/service-kit';
import type { HouseholdDeps } from '../household-deps';
import { getHousehold, joinByCode, previewHousehold, regenerateInviteCode, removeMember, renameHousehold } from './household-use-cases';

/** The caller's household (docs/product/household.md "Calls"). */
export const householdHandlers = (deps: HouseholdDeps) =>
  handlersOf<HouseholdOperations>()({
    getHousehold: (_, ctx) => getHousehold(deps, signedInActor(ctx)),
    renameHousehold: ({ body }, ctx) => renameHousehold(deps, signedInActor(ctx), body),
    regenerateInviteCode: (_, ctx) => regenerateInviteCode(deps, signedInActor(ctx)),
    previewHousehold: ({ params }, ctx) => previewHousehold(deps, signedInActor(ctx), { ...params, clientIp: ctx.ip }),
    joinHousehold: ({ body }, ctx) => joinByCode(deps, signedInActor(ctx), { ...body, clientIp: ctx.ip }),
    removeMember: ({ params }, ctx) => removeMember(deps, signedInActor(ctx), params),
  });
