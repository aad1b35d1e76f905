import type {
  Household,
  HouseholdPreview,
  Invitation,
  InvitationPreview,
  JoinHouseholdBody,
  RenameHouseholdBody,
  SendInvitationBody,
  SentInvitation,
} from '@hearth/contracts/household';
import { injectApi } from '@hearth/host';
import { changesCurrentHousehold, createApi, domainApiDefaults, readsCurrentHousehold } from '@hearth/host/api';

/**
 * docs/product/household.md "Calls", typed by the household contract, plus the preview of a household by its invite code
 * that the /join?code= page shows. GET /households answers 404 when the user has no household.
 * The answers that tell the user's household are handed to the host, which owns the current
 * household (`useCurrentHousehold()`).
 */
export const householdApi = createApi({
  ...domainApiDefaults,
  reducerPath: 'householdApi',
  tagTypes: ['Household', 'Invitations'],
  endpoints: (build) => ({
    getHousehold: build.query<Household, void>({
      query: () => '/households',
      providesTags: ['Household'],
      ...readsCurrentHousehold,
    }),
    renameHousehold: build.mutation<Household, RenameHouseholdBody>({
      query: (body) => ({ url: '/households', method: 'PUT', body }),
      invalidatesTags: ['Household'],
      ...changesCurrentHousehold,
    }),
    regenerateInviteCode: build.mutation<Household, void>({
      query: () => ({ url: '/households/invite', method: 'POST' }),
      invalidatesTags: ['Household'],
    }),
    previewHousehold: build.query<HouseholdPreview, string>({
      query: (code) => `/households/preview/${encodeURIComponent(code)}`,
    }),
    joinHousehold: build.mutation<Household, JoinHouseholdBody>({
      query: (body) => ({ url: '/households/join', method: 'POST', body }),
      invalidatesTags: ['Household', 'Invitations'],
      ...changesCurrentHousehold,
    }),
    removeMember: build.mutation<Household, string>({
      query: (memberId) => ({ url: `/households/members/${encodeURIComponent(memberId)}`, method: 'DELETE' }),
      invalidatesTags: ['Household'],
    }),
    getInvitations: build.query<Invitation[], void>({ query: () => '/invitations', providesTags: ['Invitations'] }),
    sendInvitation: build.mutation<SentInvitation, SendInvitationBody>({
      query: (body) => ({ url: '/invitations', method: 'POST', body }),
      invalidatesTags: ['Invitations'],
    }),
    resendInvitation: build.mutation<SentInvitation, string>({
      query: (invitationId) => ({ url: `/invitations/${encodeURIComponent(invitationId)}/resend`, method: 'POST' }),
      invalidatesTags: ['Invitations'],
    }),
    verifyInvitation: build.query<InvitationPreview, string>({
      query: (token) => `/invitations/verify/${encodeURIComponent(token)}`,
    }),
    acceptInvitation: build.mutation<Household, string>({
      query: (token) => ({ url: `/invitations/accept/${encodeURIComponent(token)}`, method: 'POST' }),
      invalidatesTags: ['Household', 'Invitations'],
      ...changesCurrentHousehold,
    }),
  }),
});

injectApi(householdApi);

export const {
  useGetHouseholdQuery,
  useRenameHouseholdMutation,
  useRegenerateInviteCodeMutation,
  usePreviewHouseholdQuery,
  useJoinHouseholdMutation,
  useRemoveMemberMutation,
  useGetInvitationsQuery,
  useSendInvitationMutation,
  useResendInvitationMutation,
  useVerifyInvitationQuery,
  useAcceptInvitationMutation,
} = householdApi;
