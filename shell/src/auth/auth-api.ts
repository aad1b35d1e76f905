import { injectApi, type CurrentUser } from '@hearth/host';
import { createApi, domainApiDefaults, type Session } from '@hearth/host/api';

/** docs/product/auth.md "Calls"; POST /auth/register is the host's (`@hearth/host/api`). */
export const authApi = createApi({
  ...domainApiDefaults,
  reducerPath: 'authApi',
  endpoints: (build) => ({
    me: build.query<CurrentUser, void>({ query: () => '/auth/me' }),
    login: build.mutation<Session, { email: string; password: string }>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
    updateProfile: build.mutation<CurrentUser, { name: string; email: string }>({
      query: (body) => ({ url: '/auth/update-profile', method: 'PUT', body }),
    }),
    changePassword: build.mutation<{ message: string; token?: string }, { currentPassword: string; newPassword: string }>({
      query: (body) => ({ url: '/auth/change-password', method: 'PUT', body }),
    }),
    deleteAccount: build.mutation<{ message: string }, void>({
      query: () => ({ url: '/auth/delete-account', method: 'DELETE' }),
    }),
    forgotPassword: build.mutation<{ message: string }, { email: string }>({
      query: (body) => ({ url: '/auth/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<{ message: string }, { token: string; password: string }>({
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
  useForgotPasswordMutation,
  useResetPasswordMutation,
} = authApi;

injectApi(authApi);
