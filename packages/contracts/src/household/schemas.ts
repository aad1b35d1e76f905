import { z } from 'zod';
import { emailField, idParam, pathToken, requiredText } from '../fields';
import { householdLimits as limits, householdMessages as messages, householdOwnMessages as own } from './rules';

/** The household domain's wire shapes (docs/product/household.md "Calls"): what svc-household accepts and answers. */

// Requests

/** PUT /households */
export const renameHouseholdBody = z.object({
  name: requiredText(own.nameRequired).max(limits.nameMax, own.nameTooLong),
});

/** POST /households/join */
export const joinHouseholdBody = z.object({
  inviteCode: requiredText(own.inviteCodeRequired).max(limits.inviteCodeMax, messages.invalidInviteCode),
});

/** GET /households/preview/{code}: what the /join?code= page shows before the user decides. */
export const householdPreviewParams = z.object({ code: pathToken(limits.inviteCodeMax) });

/** DELETE /households/members/{id} */
export const memberParams = z.object({ id: idParam(own.memberNotFound) });

/** POST /invitations */
export const sendInvitationBody = z.object({
  email: emailField({ required: messages.invitationEmailRequired, invalid: messages.invitationEmailInvalid }),
});

/** POST /invitations/{id}/resend */
export const invitationParams = z.object({ id: idParam(own.invitationNotFound) });

/** GET /invitations/verify/{token}, POST /invitations/accept/{token} */
export const invitationTokenParams = z.object({ token: pathToken(limits.invitationTokenMax) });

// Responses

export const memberResponse = z.strictObject({ _id: z.string(), name: z.string(), email: z.string() });

/**
 * The household as the client sees it (docs/product/household.md "What a household is"), members
 * in the order they joined; `owner` is the owner's user id. Every /households call but the
 * preview answers with it, and so does accepting an invitation.
 */
export const householdResponse = z.strictObject({
  _id: z.string(),
  name: z.string(),
  owner: z.string(),
  members: z.array(memberResponse),
  inviteCode: z.string(),
});

/** GET /households/membership: the caller's household id as svc-household knows it now (null: none). */
export const membershipResponse = z.strictObject({ householdId: z.string().nullable() });

export const householdPreviewResponse = z.strictObject({ name: z.string(), memberCount: z.number().int().nonnegative() });

/** An invitation is expired once `expires` (ISO date-time) is in the past. */
export const invitationResponse = z.strictObject({
  _id: z.string(),
  email: z.string(),
  accepted: z.boolean(),
  expires: z.iso.datetime(),
  createdAt: z.iso.datetime(),
});

/** GET /invitations: the household's invitations, newest first. */
export const invitationListResponse = z.array(invitationResponse);

/** POST /invitations, POST /invitations/{id}/resend. */
export const sentInvitationResponse = z.strictObject({ invitation: invitationResponse, inviteLink: z.string().optional() });

/** GET /invitations/verify/{token}: what anyone holding the link may see. */
export const invitationPreviewResponse = z.strictObject({
  invitation: z.strictObject({ email: z.string(), householdName: z.string(), invitedBy: z.string() }),
});

export type RenameHouseholdBody = z.infer<typeof renameHouseholdBody>;
export type JoinHouseholdBody = z.infer<typeof joinHouseholdBody>;
export type HouseholdPreviewParams = z.infer<typeof householdPreviewParams>;
export type MemberParams = z.infer<typeof memberParams>;
export type SendInvitationBody = z.infer<typeof sendInvitationBody>;
export type InvitationParams = z.infer<typeof invitationParams>;
export type InvitationTokenParams = z.infer<typeof invitationTokenParams>;
export type Member = z.infer<typeof memberResponse>;
export type Household = z.infer<typeof householdResponse>;
export type HouseholdPreview = z.infer<typeof householdPreviewResponse>;
export type Invitation = z.infer<typeof invitationResponse>;
export type SentInvitation = z.infer<typeof sentInvitationResponse>;
export type InvitationPreview = z.infer<typeof invitationPreviewResponse>;
