import type { Invitation } from '@hearth/contracts/household';
import type { InvitationRow } from './invitation-queries';

/** An invitation as the client sees it (docs/product/household.md "What a household is"). */
export function presentInvitation(invitation: InvitationRow): Invitation {
  return {
    _id: invitation.id,
    email: invitation.email,
    accepted: invitation.acceptedAt !== null,
    expires: invitation.expiresAt.toISOString(),
    createdAt: invitation.createdAt.toISOString(),
  };
}
