import type { Invitation } from '@hearth/contracts/household';
import type { InvitationRecord } from './invitation.entity';

/** An invitation as the client sees it (docs/product/household.md "What a household is"). */
export function presentInvitation(invitation: InvitationRecord): Invitation {
  return {
    _id: invitation.id,
    email: invitation.email,
    accepted: invitation.acceptedAt !== null,
    expires: invitation.expiresAt.toISOString(),
    createdAt: invitation.createdAt.toISOString(),
  };
}
