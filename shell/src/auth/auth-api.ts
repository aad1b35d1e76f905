import { injectApi, type CurrentUser } from '@hearth/host';
import { createApi, domainApiDefaults } from '@hearth/host/api';

export interface Session {
  token: string;
  user: CurrentUser;
}

/** SPEC section 7 "Authentication and account". */
export const authApi = createApi({
  ...domainApiDefaults,
  reducerPath: 'authApi',
  endpoints: (build) => ({
    me: build.query<CurrentUser, void>({ query: () => '/auth/me' }),
    login: build.mutation<Session, { email: string; password: string }>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
    register: build.mutation<Session, { name: string; email: string; password: string }>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
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
  useRegisterMutation,
  useUpdateProfileMutation,
  useChangePasswordMutation,
  useDeleteAccountMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
} = authApi;

injectApi(authApi);
