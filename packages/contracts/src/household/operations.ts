import { defineApi, noHouseholdRefusal } from '../operations';
import {
  householdPreviewParams,
  householdPreviewResponse,
  householdResponse,
  invitationListResponse,
  invitationParams,
  invitationPreviewResponse,
  invitationTokenParams,
  joinHouseholdBody,
  memberParams,
  membershipResponse,
  renameHouseholdBody,
  sendInvitationBody,
  sentInvitationResponse,
} from './schemas';

const noHousehold = 'The caller has no household.';
const codeGuesses =
  'Too many wrong codes from this member (10) or address (30) in a quarter of an hour, previews and joins together: every code is refused until `Retry-After`.';

/** svc-household's operations (docs/product/household.md "Calls"). */
export const householdApi = defineApi({
  tag: 'Household',
  description: "The caller's household: its members, invite code and e-mail invitations.",
  operations: {
    getHousehold: {
      method: 'GET',
      path: '/api/households',
      summary: 'My household',
      description:
        '`inviteCode` is 12 characters (no 0, O, 1, I or L) in groups of four, e.g. `K7PQ-2MXZ-4HNR`; case, spaces and dashes do not matter where a code is sent.',
      access: 'signed-in',
      responses: { 200: { description: 'The household and its members.', schema: householdResponse } },
      errors: { 404: noHousehold },
    },
    getMembership: {
      method: 'GET',
      path: '/api/households/membership',
      summary: 'Which household I am in, this instant',
      description:
        'What svc-household knows now, without the members or the invite code. The other services ask it before a write, so a member removed a moment ago cannot write while their copy of the memberships catches up.',
      access: 'signed-in',
      responses: { 200: { description: 'The household id, or null without a household.', schema: membershipResponse } },
    },
    renameHousehold: {
      method: 'PUT',
      path: '/api/households',
      summary: 'Rename my household',
      description: 'Its owner only.',
      access: 'signed-in',
      body: renameHouseholdBody,
      example: { name: 'Home' },
      responses: { 200: { description: 'The renamed household.', schema: householdResponse } },
      errors: { 404: noHousehold },
    },
    regenerateInviteCode: {
      method: 'POST',
      path: '/api/households/invite',
      summary: 'Make a new invite code',
      description: 'Its owner only; the old code stops working.',
      access: 'signed-in',
      responses: { 200: { description: 'The household with its new code.', schema: householdResponse } },
      errors: { 404: noHousehold },
    },
    previewHousehold: {
      method: 'GET',
      path: '/api/households/preview/:code',
      summary: 'Which household an invite code joins',
      access: 'signed-in',
      params: householdPreviewParams,
      responses: { 200: { description: 'Its name and size.', schema: householdPreviewResponse } },
      errors: { 404: 'No household has this code.', 429: codeGuesses },
    },
    joinHousehold: {
      method: 'POST',
      path: '/api/households/join',
      summary: 'Join a household by its invite code',
      description: 'Leaves the current household first.',
      access: 'signed-in',
      body: joinHouseholdBody,
      example: { inviteCode: 'ABCDEF' },
      responses: { 200: { description: 'The household joined.', schema: householdResponse } },
      errors: { 404: 'No household has this code.', 429: codeGuesses },
    },
    removeMember: {
      method: 'DELETE',
      path: '/api/households/members/:id',
      summary: 'Remove a member',
      description: "The owner only; the member loses the household's data at once.",
      access: 'signed-in',
      params: memberParams,
      responses: { 200: { description: 'The household without them.', schema: householdResponse } },
      errors: { 404: 'No such member.' },
    },
    listInvitations: {
      method: 'GET',
      path: '/api/invitations',
      summary: "My household's invitations",
      access: 'signed-in',
      responses: { 200: { description: 'Newest first; none for a caller without a household.', schema: invitationListResponse } },
    },
    sendInvitation: {
      method: 'POST',
      path: '/api/invitations',
      summary: 'Invite someone by e-mail',
      access: 'signed-in',
      body: sendInvitationBody,
      example: { email: 'grace@example.com' },
      responses: { 201: { description: 'The invitation, mailed.', schema: sentInvitationResponse } },
      errors: { 409: `Already a member, or already invited. ${noHouseholdRefusal}` },
    },
    resendInvitation: {
      method: 'POST',
      path: '/api/invitations/:id/resend',
      summary: 'Send an invitation again',
      access: 'signed-in',
      params: invitationParams,
      responses: { 200: { description: 'The invitation with a fresh link.', schema: sentInvitationResponse } },
      errors: { 404: 'No such invitation.' },
    },
    verifyInvitation: {
      method: 'GET',
      path: '/api/invitations/verify/:token',
      summary: 'Read an invitation from its link',
      access: 'public',
      params: invitationTokenParams,
      responses: { 200: { description: 'Who invites, to which household.', schema: invitationPreviewResponse } },
      errors: { 404: 'No such invitation, or it expired.' },
    },
    acceptInvitation: {
      method: 'POST',
      path: '/api/invitations/accept/:token',
      summary: 'Accept an invitation',
      access: 'signed-in',
      params: invitationTokenParams,
      responses: { 200: { description: 'The household joined.', schema: householdResponse } },
      errors: { 404: 'No such invitation, or it expired.' },
    },
  },
});

export type HouseholdOperations = typeof householdApi.operations;
