import type { Invitation } from '@hearth/contracts/household';

/** docs/product/household.md "Invitations over time": the pending list holds the invitations not yet accepted. */
export const pendingInvitations = (invitations: Invitation[] | undefined) =>
  Array.isArray(invitations) ? invitations.filter((invitation) => !invitation.accepted) : [];

/** Expired when the expiry is in the past. */
export const isExpired = (invitation: Invitation, now = Date.now()) => Date.parse(invitation.expires) < now;

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}
