import type { HouseholdOperations as Ops } from '@hearth/contracts/household/operations';
import type { AnswerOf, BodyOf, ParamsOf } from '@hearth/contracts/operations';
import { injectApi } from '@hearth/host';
import { changesCurrentHousehold, createApi, domainApiDefaults, readsCurrentHousehold } from '@hearth/host/api';

/**
 * docs/product/household.md "Calls", typed by the household contract's operations, plus the preview of a household by its invite code
 * that the /join?code= page shows. GET /households answers 404 when the user has no household.
 * The answers that tell the user's household are handed to the host, which owns the current
 * household (`useCurrentHousehold()`).
 */
export const householdApi = createApi({
  ...domainApiDefaults,
  reducerPath: 'householdApi',
  tagTypes: ['Household', 'Invitations'],
  endpoints: (build) => ({
    getHousehold: build.query<AnswerOf<Ops['getHousehold']>, void>({
      query: () => '/households',
      providesTags: ['Household'],
      ...readsCurrentHousehold,
    }),
    renameHousehold: build.mutation<AnswerOf<Ops['renameHousehold']>, BodyOf<Ops['renameHousehold']>>({
      query: (body) => ({ url: '/households', method: 'PUT', body }),
      invalidatesTags: ['Household'],
      ...changesCurrentHousehold,
    }),
    regenerateInviteCode: build.mutation<AnswerOf<Ops['regenerateInviteCode']>, void>({
      query: () => ({ url: '/households/invite', method: 'POST' }),
      invalidatesTags: ['Household'],
    }),
    previewHousehold: build.query<AnswerOf<Ops['previewHousehold']>, ParamsOf<Ops['previewHousehold']>['code']>({
      query: (code) => `/households/preview/${encodeURIComponent(code)}`,
    }),
    joinHousehold: build.mutation<AnswerOf<Ops['joinHousehold']>, BodyOf<Ops['joinHousehold']>>({
      query: (body) => ({ url: '/households/join', method: 'POST', body }),
      invalidatesTags: ['Household', 'Invitations'],
      ...changesCurrentHousehold,
    }),
    removeMember: build.mutation<AnswerOf<Ops['removeMember']>, ParamsOf<Ops['removeMember']>['id']>({
      query: (memberId) => ({ url: `/households/members/${encodeURIComponent(memberId)}`, method: 'DELETE' }),
      invalidatesTags: ['Household'],
    }),
    getInvitations: build.query<AnswerOf<Ops['listInvitations']>, void>({ query: () => '/invitations', providesTags: ['Invitations'] }),
    sendInvitation: build.mutation<AnswerOf<Ops['sendInvitation']>, BodyOf<Ops['sendInvitation']>>({
      query: (body) => ({ url: '/invitations', method: 'POST', body }),
      invalidatesTags: ['Invitations'],
    }),
    resendInvitation: build.mutation<AnswerOf<Ops['resendInvitation']>, ParamsOf<Ops['resendInvitation']>['id']>({
      query: (invitationId) => ({ url: `/invitations/${encodeURIComponent(invitationId)}/resend`, method: 'POST' }),
      invalidatesTags: ['Invitations'],
    }),
    verifyInvitation: build.query<AnswerOf<Ops['verifyInvitation']>, ParamsOf<Ops['verifyInvitation']>['token']>({
      query: (token) => `/invitations/verify/${encodeURIComponent(token)}`,
    }),
    acceptInvitation: build.mutation<AnswerOf<Ops['acceptInvitation']>, ParamsOf<Ops['acceptInvitation']>['token']>({
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
