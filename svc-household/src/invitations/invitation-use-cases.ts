import { randomUUID } from 'node:crypto';
import {
  householdMessages,
  householdOwnMessages as own,
  type InvitationParams,
  type InvitationPreview,
  type InvitationTokenParams,
  type SendInvitationBody,
  type SentInvitation,
} from '@hearth/contracts/household';
import { conflict, forbidden, householdToCreateIn, householdToRead, notFound, type Actor } from '@hearth/service-kit';
import type { HouseholdDeps } from '../household-deps';
import { findHousehold, findHouseholdWithMembers } from '../households/household-queries';
import { afterMembershipClash, joinHousehold } from '../households/membership';
import { hasMemberWithEmail } from '../households/membership-queries';
import { presentHousehold } from '../households/present-household';
import { findUser } from '../users/user-queries';
import { mailInvitation } from './invitation-mail';
import {
  deletePendingInvitationsTo,
  findInvitation,
  findInvitationIn,
  findUnacceptedInvitation,
  insertInvitation,
  listInvitationsOf,
  markInvitationAccepted,
  setInvitationLink,
} from './invitation-queries';
import { hashInvitationToken, INVITATION_LIFETIME_MS, newInvitationToken } from './invitation-tokens';
import { presentInvitation } from './present-invitation';

/** The household's invitations, newest first (at most the last 100). */
export async function listInvitations(deps: HouseholdDeps, actor: Actor) {
  if (!actor.householdId) return [];
  return (await listInvitationsOf(deps.database.manager, actor.householdId, 100)).map(presentInvitation);
}

/** A fresh link: a new token and a new seven-day expiry. */
function newLink() {
  const token = newInvitationToken();
  return { token, tokenHash: hashInvitationToken(token), expiresAt: new Date(Date.now() + INVITATION_LIFETIME_MS) };
}

/** What a row that must be there is, or an error (500): it went between two statements. */
function mustExist<T>(row: T | undefined, what: string): T {
  if (!row) throw new Error(`${what} not found`);
  return row;
}

/** Mails the invitation's link and answers with the invitation and the link (docs/product/household.md "What a household is"). */
async function mailAndPresent(deps: HouseholdDeps, actor: Actor, invitationId: string, token: string): Promise<SentInvitation> {
  const invitation = mustExist(await findInvitation(deps.database.manager, invitationId), 'invitation');
  const household = mustExist(await findHousehold(deps.database.manager, invitation.householdId), 'household');
  const link = `${deps.publicUrl}/join-household/${token}`;
  mailInvitation(deps, { to: invitation.email, inviterName: actor.name, householdName: household.name, link, expiresAt: invitation.expiresAt });
  return { invitation: presentInvitation(invitation), inviteLink: link };
}

/** Any member invites an e-mail address; a pending invitation to the same address is replaced. */
export async function sendInvitation(deps: HouseholdDeps, actor: Actor, { email }: SendInvitationBody) {
  const householdId = householdToCreateIn(actor.householdId);
  if (await hasMemberWithEmail(deps.database.manager, householdId, email)) throw conflict(own.inviteeAlreadyMember);
  const { token, tokenHash, expiresAt } = newLink();
  const id = randomUUID();
  await deps.database.transaction(async (tx) => {
    await deletePendingInvitationsTo(tx.manager, householdId, email);
    await insertInvitation(tx.manager, { id, householdId, email, tokenHash, invitedBy: actor.id, invitedByName: actor.name, expiresAt });
  });
  return mailAndPresent(deps, actor, id, token);
}

/** A new link with a new expiry, mailed again; the previous link stops working. */
export async function resendInvitation(deps: HouseholdDeps, actor: Actor, { id }: InvitationParams) {
  const householdId = householdToRead(actor.householdId, own.invitationNotFound);
  const invitation = await findInvitationIn(deps.database.manager, householdId, id);
  if (!invitation) throw notFound(own.invitationNotFound);
  if (invitation.acceptedAt) throw conflict(own.invitationAlreadyAccepted);
  const { token, tokenHash, expiresAt } = newLink();
  await setInvitationLink(deps.database.manager, invitation.id, { tokenHash, expiresAt });
  return mailAndPresent(deps, actor, invitation.id, token);
}

/** A pending, unexpired invitation for this token, or 404. */
async function pendingInvitation(deps: HouseholdDeps, token: string) {
  const invitation = await findUnacceptedInvitation(deps.database.manager, hashInvitationToken(token));
  if (!invitation || invitation.expiresAt.getTime() <= Date.now()) throw notFound(householdMessages.invalidInvitation);
  return invitation;
}

/** What the invitation page shows, to anyone holding the link. */
export async function verifyInvitation(deps: HouseholdDeps, { token }: InvitationTokenParams): Promise<InvitationPreview> {
  const invitation = await pendingInvitation(deps, token);
  const household = mustExist(await findHousehold(deps.database.manager, invitation.householdId), 'household');
  const inviter = await findUser(deps.database.manager, invitation.invitedBy);
  return {
    invitation: {
      email: invitation.email,
      householdName: household.name,
      invitedBy: inviter && !inviter.deletedAt ? inviter.name : invitation.invitedByName,
    },
  };
}

/** Only the invited e-mail can accept, once; the user leaves their current household. */
export async function acceptInvitation(deps: HouseholdDeps, actor: Actor, { token }: InvitationTokenParams) {
  const invitation = await pendingInvitation(deps, token);
  const caller = await findUser(deps.database.manager, actor.id);
  if (invitation.email !== caller?.email.toLowerCase()) throw forbidden(own.invitationForSomeoneElse);
  return afterMembershipClash(deps.database, async (tx) => {
    if (!(await markInvitationAccepted(tx.manager, invitation.id, new Date()))) throw notFound(householdMessages.invalidInvitation);
    const household = mustExist(await findHousehold(tx.manager, invitation.householdId), 'household');
    await joinHousehold(tx, actor.id, household);
    return presentHousehold(await findHouseholdWithMembers(tx.manager, household.id));
  });
}
