/**
 * docs/product/household.md "Accepting an invitation": the pending invitation token is kept in session storage while a visitor signs in
 * ('Sign In & Join'), and forgotten once the invitation is accepted.
 */
export const PENDING_INVITATION_KEY = 'pendingInvitationToken';

export function rememberPendingInvitation(token: string): void {
  try {
    sessionStorage.setItem(PENDING_INVITATION_KEY, token);
  } catch {
    // Storage can be unavailable (private mode); the login redirect still brings the user back.
  }
}

export function forgetPendingInvitation(): void {
  try {
    sessionStorage.removeItem(PENDING_INVITATION_KEY);
  } catch {
    // Nothing was stored then.
  }
}
