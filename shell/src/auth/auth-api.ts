import type {
  ChangePasswordBody,
  ConfirmEmailParams,
  EmailStatus,
  ForgotPasswordBody,
  LoginBody,
  MessageAnswer,
  PasswordChanged,
  ResetPasswordBody,
  ResetPasswordParams,
  Session,
  UpdateProfileBody,
  User,
} from '@hearth/contracts/auth';
import { injectApi } from '@hearth/host';
import { createApi, domainApiDefaults } from '@hearth/host/api';

/** docs/product/auth.md "Calls", typed by the auth contract; POST /auth/register is the host's (`@hearth/host/api`). */
export const authApi = createApi({
  ...domainApiDefaults,
  reducerPath: 'authApi',
  tagTypes: ['EmailStatus'],
  endpoints: (build) => ({
    me: build.query<User, void>({ query: () => '/auth/me' }),
    login: build.mutation<Session, LoginBody>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
    updateProfile: build.mutation<User, UpdateProfileBody>({
      query: (body) => ({ url: '/auth/update-profile', method: 'PUT', body }),
      invalidatesTags: ['EmailStatus'],
    }),
    emailStatus: build.query<EmailStatus, void>({ query: () => '/auth/email-status', providesTags: ['EmailStatus'] }),
    resendConfirmation: build.mutation<MessageAnswer, void>({
      query: () => ({ url: '/auth/resend-confirmation', method: 'POST' }),
    }),
    confirmEmail: build.mutation<MessageAnswer, ConfirmEmailParams>({
      query: ({ token }) => ({ url: `/auth/confirm-email/${encodeURIComponent(token)}`, method: 'POST' }),
      invalidatesTags: ['EmailStatus'],
    }),
    changePassword: build.mutation<PasswordChanged, ChangePasswordBody>({
      query: (body) => ({ url: '/auth/change-password', method: 'PUT', body }),
    }),
    logoutEverywhere: build.mutation<MessageAnswer, void>({
      query: () => ({ url: '/auth/logout-everywhere', method: 'POST' }),
    }),
    deleteAccount: build.mutation<MessageAnswer, void>({
      query: () => ({ url: '/auth/delete-account', method: 'DELETE' }),
    }),
    forgotPassword: build.mutation<MessageAnswer, ForgotPasswordBody>({
      query: (body) => ({ url: '/auth/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<MessageAnswer, ResetPasswordParams & ResetPasswordBody>({
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
