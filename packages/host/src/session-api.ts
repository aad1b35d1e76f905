import type { AuthOperations as Ops } from '@hearth/contracts/auth/operations';
import type { AnswerOf, BodyOf } from '@hearth/contracts/operations';
import { createApi, domainApiDefaults } from './create-domain-api';
// Through the shared singleton, so the api reaches the page's one store whichever copy of this
// entry the page runs.
import { injectApi } from '@hearth/host';

/** What POST /auth/register sends (the auth contract's body). */
export type NewAccount = BodyOf<Ops['register']>;

/** What signing in or registering answers: a token and the user. */
export type Session = AnswerOf<Ops['register']>;

/**
 * The auth calls more than one front end makes: POST /auth/register is the register page's and
 * the invitation page's (docs/product/auth.md). The shell's auth api holds the others.
 */
export const sessionApi = createApi({
  ...domainApiDefaults,
  reducerPath: 'sessionApi',
  endpoints: (build) => ({
    register: build.mutation<Session, NewAccount>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
    }),
  }),
});

injectApi(sessionApi);

export const { useRegisterMutation } = sessionApi;
