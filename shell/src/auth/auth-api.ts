import type { AuthOperations as Ops } from '@hearth/contracts/auth/operations';
import type { AnswerOf, BodyOf, ParamsOf } from '@hearth/contracts/operations';
import { injectApi } from '@hearth/host';
import { createApi, domainApiDefaults } from '@hearth/host/api';

/** docs/product/auth.md "Calls", typed by the auth contract's operations; POST /auth/register is the host's (`@hearth/host/api`). */
export const authApi = createApi({
  ...domainApiDefaults,
  reducerPath: 'authApi',
  tagTypes: ['EmailStatus'],
  endpoints: (build) => ({
    me: build.query<AnswerOf<Ops['me']>, void>({ query: () => '/auth/me' }),
    login: build.mutation<AnswerOf<Ops['login']>, BodyOf<Ops['login']>>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
    updateProfile: build.mutation<AnswerOf<Ops['updateProfile']>, BodyOf<Ops['updateProfile']>>({
      query: (body) => ({ url: '/auth/update-profile', method: 'PUT', body }),
      invalidatesTags: ['EmailStatus'],
    }),
    emailStatus: build.query<AnswerOf<Ops['emailStatus']>, void>({ query: () => '/auth/email-status', providesTags: ['EmailStatus'] }),
    resendConfirmation: build.mutation<AnswerOf<Ops['resendConfirmation']>, void>({
      query: () => ({ url: '/auth/resend-confirmation', method: 'POST' }),
    }),
    confirmEmail: build.mutation<AnswerOf<Ops['confirmEmail']>, ParamsOf<Ops['confirmEmail']>>({
      query: ({ token }) => ({ url: `/auth/confirm-email/${encodeURIComponent(token)}`, method: 'POST' }),
      invalidatesTags: ['EmailStatus'],
    }),
    changePassword: build.mutation<AnswerOf<Ops['changePassword']>, BodyOf<Ops['changePassword']>>({
      query: (body) => ({ url: '/auth/change-password', method: 'PUT', body }),
    }),
    logoutEverywhere: build.mutation<AnswerOf<Ops['logoutEverywhere']>, void>({
      query: () => ({ url: '/auth/logout-everywhere', method: 'POST' }),
    }),
    deleteAccount: build.mutation<AnswerOf<Ops['deleteAccount']>, void>({
      query: () => ({ url: '/auth/delete-account', method: 'DELETE' }),
    }),
    forgotPassword: build.mutation<AnswerOf<Ops['forgotPassword']>, BodyOf<Ops['forgotPassword']>>({
      query: (body) => ({ url: '/auth/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<AnswerOf<Ops['resetPassword']>, ParamsOf<Ops['resetPassword']> & BodyOf<Ops['resetPassword']>>({
      query: ({ token, password }) => ({
        url: `/auth/reset-password/${encodeURIComponent(token)}`,
        method: 'PUT',
        body: { password },
      }),
    }),
  }),
});

export const {
  useLoginMutation,
  useUpdateProfileMutation,
  useChangePasswordMutation,
  useDeleteAccountMutation,
  useEmailStatusQuery,
  useResendConfirmationMutation,
  useConfirmEmailMutation,
  useLogoutEverywhereMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
} = authApi;

injectApi(authApi);
