import type { HouseholdOperations } from '@hearth/contracts/household/operations';
import { handlersOf, signedInActor } from '@hearth/service-kit';
import type { HouseholdDeps } from '../household-deps';
import { acceptInvitation, listInvitations, resendInvitation, sendInvitation, verifyInvitation } from './invitation-use-cases';

/** E-mail invitations (docs/product/household.md "Calls"). Verifying a link is public; everything else needs sign-in. */
export const invitationHandlers = (deps: HouseholdDeps) =>
  handlersOf<HouseholdOperations>()({
    listInvitations: (_, ctx) => listInvitations(deps, signedInActor(ctx)),
    sendInvitation: ({ body }, ctx) => sendInvitation(deps, signedInActor(ctx), body),
    resendInvitation: ({ params }, ctx) => resendInvitation(deps, signedInActor(ctx), params),
    verifyInvitation: ({ params }) => verifyInvitation(deps, params),
    acceptInvitation: ({ params }, ctx) => acceptInvitation(deps, signedInActor(ctx), params),
  });
