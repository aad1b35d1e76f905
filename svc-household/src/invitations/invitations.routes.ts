import type { HouseholdOperations } from '@hearth/contracts/household/operations';
import { handlersOf } from '@hearth/service-kit';
import { actorOf } from '../access/actor';
import type { HouseholdDeps } from '../household-deps';
import { acceptInvitation, listInvitations, resendInvitation, sendInvitation, verifyInvitation } from './invitation-use-cases';

/** E-mail invitations (docs/product/household.md "Calls"). Verifying a link is public; everything else needs sign-in. */
export const invitationHandlers = (deps: HouseholdDeps) =>
  handlersOf<HouseholdOperations>()({
    listInvitations: (_, ctx) => listInvitations(deps, actorOf(ctx)),
    sendInvitation: ({ body }, ctx) => sendInvitation(deps, actorOf(ctx), body),
    resendInvitation: ({ params }, ctx) => resendInvitation(deps, actorOf(ctx), params),
    verifyInvitation: ({ params }) => verifyInvitation(deps, params),
    acceptInvitation: ({ params }, ctx) => acceptInvitation(deps, actorOf(ctx), params),
  });
