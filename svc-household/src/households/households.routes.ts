import type { HouseholdOperations } from '@hearth/contracts/household/operations';
import { handlersOf } from '@hearth/service-kit';
import { actorOf } from '../access/actor';
import type { HouseholdDeps } from '../household-deps';
import { getHousehold, joinByCode, previewHousehold, regenerateInviteCode, removeMember, renameHousehold } from './household-use-cases';

/** The caller's household (docs/product/household.md "Calls"). */
export const householdHandlers = (deps: HouseholdDeps) =>
  handlersOf<HouseholdOperations>()({
    getHousehold: (_, ctx) => getHousehold(deps, actorOf(ctx)),
    renameHousehold: ({ body }, ctx) => renameHousehold(deps, actorOf(ctx), body),
    regenerateInviteCode: (_, ctx) => regenerateInviteCode(deps, actorOf(ctx)),
    previewHousehold: ({ params }, ctx) => previewHousehold(deps, { userId: actorOf(ctx).id, clientIp: ctx.ip }, params),
    joinHousehold: ({ body }, ctx) => joinByCode(deps, actorOf(ctx), body, ctx.ip),
    removeMember: ({ params }, ctx) => removeMember(deps, actorOf(ctx), params),
  });
