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
import { conflict, forbidden, householdToCreateIn, householdToRead, isId, notFound } from '@hearth/service-kit';
import { IsNull } from 'typeorm';
import type { Actor } from '../access/actor';
import type { HouseholdDeps } from '../household-deps';
import { HouseholdEntity } from '../households/household.entity';
import { findHouseholdWithMembers, hasMemberWithEmail } from '../households/household-queries';
import { afterMembershipClash, joinHousehold } from '../households/membership';
import { presentHousehold } from '../households/present-household';
import { UserEntity } from '../users/user.entity';
import { InvitationEntity } from './invitation.entity';
import { mailInvitation } from './invitation-mail';
import { hashInvitationToken, INVITATION_LIFETIME_MS, newInvitationToken } from './invitation-tokens';
import { presentInvitation } from './present-invitation';

/** The household's invitations, newest first (at most the last 100). */
export async function listInvitations(deps: HouseholdDeps, actor: Actor) {
  const householdId = actor.membership?.householdId;
  if (!householdId) return [];
  const invitations = await deps.database.manager.find(InvitationEntity, {
    where: { householdId },
    order: { createdAt: 'DESC' },
    take: 100,
  });
  return invitations.map(presentInvitation);
}

/** A fresh link: a new token and a new seven-day expiry. */
function newLink() {
  const token = newInvitationToken();
  return { token, tokenHash: hashInvitationToken(token), expiresAt: new Date(Date.now() + INVITATION_LIFETIME_MS) };
}

/** Mails the invitation's link and answers with the invitation and the link (docs/product/household.md "What a household is"). */
async function mailAndPresent(deps: HouseholdDeps, actor: Actor, invitationId: string, token: string): Promise<SentInvitation> {
  const invitation = await deps.database.manager.findOneByOrFail(InvitationEntity, { id: invitationId });
  const household = await deps.database.manager.findOneByOrFail(HouseholdEntity, { id: invitation.householdId });
  const link = `${deps.publicUrl}/join-household/${token}`;
  mailInvitation(deps, { to: invitation.email, inviterName: actor.name, householdName: household.name, link, expiresAt: invitation.expiresAt });
  return { invitation: presentInvitation(invitation), inviteLink: link };
}

/** Any member invites an e-mail address; a pending invitation to the same address is replaced. */
export async function sendInvitation(deps: HouseholdDeps, actor: Actor, { email }: SendInvitationBody) {
  const householdId = householdToCreateIn(actor.membership?.householdId);
  if (await hasMemberWithEmail(deps.database.manager, householdId, email)) throw conflict(own.inviteeAlreadyMember);
  const { token, tokenHash, expiresAt } = newLink();
  const id = randomUUID();
  await deps.database.transaction(async (tx) => {
    await tx.manager.delete(InvitationEntity, { householdId, email, acceptedAt: IsNull() });
    await tx.manager.insert(InvitationEntity, {
      id,
      householdId,
      email,
      tokenHash,
      invitedBy: actor.id,
      invitedByName: actor.name,
      expiresAt,
      acceptedAt: null,
    });
  });
  return mailAndPresent(deps, actor, id, token);
}

/** A new link with a new expiry, mailed again; the previous link stops working. */
export async function resendInvitation(deps: HouseholdDeps, actor: Actor, { id: invitationId }: InvitationParams) {
  const householdId = householdToRead(actor.membership?.householdId, own.invitationNotFound);
  const invitation =
    isId(invitationId) &&
    (await deps.database.manager.findOneBy(InvitationEntity, { id: invitationId, householdId }));
  if (!invitation) throw notFound(own.invitationNotFound);
  if (invitation.acceptedAt) throw conflict(own.invitationAlreadyAccepted);
  const { token, tokenHash, expiresAt } = newLink();
  await deps.database.manager.update(InvitationEntity, { id: invitation.id }, { tokenHash, expiresAt });
  return mailAndPresent(deps, actor, invitation.id, token);
}

/** A pending, unexpired invitation for this token, or 404. */
async function pendingInvitation(deps: HouseholdDeps, token: string) {
  const invitation = await deps.database.manager.findOneBy(InvitationEntity, {
    tokenHash: hashInvitationToken(token),
    acceptedAt: IsNull(),
  });
  if (!invitation || invitation.expiresAt.getTime() <= Date.now()) throw notFound(householdMessages.invalidInvitation);
  return invitation;
}

/** What the invitation page shows, to anyone holding the link. */
export async function verifyInvitation(deps: HouseholdDeps, { token }: InvitationTokenParams): Promise<InvitationPreview> {
  const invitation = await pendingInvitation(deps, token);
  const household = await deps.database.manager.findOneByOrFail(HouseholdEntity, { id: invitation.householdId });
  const inviter = await deps.database.manager.findOneBy(UserEntity, { id: invitation.invitedBy });
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
  if (invitation.email !== actor.email.toLowerCase()) {
    throw forbidden(own.invitationForSomeoneElse);
  }
  return afterMembershipClash(deps.database, async (tx) => {
    const spent = await tx.manager.update(
      InvitationEntity,
      { id: invitation.id, acceptedAt: IsNull() },
      { acceptedAt: new Date() },
    );
    if (!spent.affected) throw notFound(householdMessages.invalidInvitation);
    const household = await tx.manager.findOneByOrFail(HouseholdEntity, { id: invitation.householdId });
    await joinHousehold(tx, actor.id, household);
    return presentHousehold(await findHouseholdWithMembers(tx.manager, household.id));
  });
}
