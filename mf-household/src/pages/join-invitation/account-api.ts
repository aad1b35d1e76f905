import { injectApi, type CurrentUser } from '@hearth/host';
import { createApi, domainApiDefaults } from '@hearth/host/api';

export interface NewAccount {
  name: string;
  email: string;
  password: string;
}

export interface Session {
  token: string;
  user: CurrentUser;
}

/**
 * The one auth call the invitation page makes itself (SPEC section 7: POST /auth/register, "also
 * used on the join page"). A remote never imports the shell, so it does not reuse the shell's auth api.
 */
export const joinAccountApi = createApi({
  ...domainApiDefaults,
  reducerPath: 'joinAccountApi',
  endpoints: (build) => ({
    register: build.mutation<Session, NewAccount>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
    }),
  }),
});

injectApi(joinAccountApi);

export const { useRegisterMutation } = joinAccountApi;
