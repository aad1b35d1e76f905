import type { InvitationRecord } from './invitation.entity';

/** SPEC section 3: an invitation as the client sees it. */
export function presentInvitation(invitation: InvitationRecord) {
  return {
    _id: invitation.id,
    email: invitation.email,
    accepted: invitation.acceptedAt !== null,
    expires: invitation.expiresAt.toISOString(),
    createdAt: invitation.createdAt.toISOString(),
  };
}
