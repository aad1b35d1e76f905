import type { AuthOperations as Ops } from '@hearth/contracts/auth/operations';
import type { AnswerOf, BodyOf, ParamsOf } from '@hearth/contracts/operations';
import { injectApi } from '@hearth/host';
import { createApi, domainApiDefaults } from '@hearth/host/api';

/** Personal API tokens (docs/product/auth.md "API tokens"), typed by the auth contract's operations. */
export const apiTokensApi = createApi({
  ...domainApiDefaults,
  reducerPath: 'apiTokensApi',
  tagTypes: ['ApiToken'],
  endpoints: (build) => ({
    apiTokens: build.query<AnswerOf<Ops['listApiTokens']>, void>({ query: () => '/auth/api-tokens', providesTags: ['ApiToken'] }),
    createApiToken: build.mutation<AnswerOf<Ops['createApiToken']>, BodyOf<Ops['createApiToken']>>({
      query: (body) => ({ url: '/auth/api-tokens', method: 'POST', body }),
      invalidatesTags: ['ApiToken'],
    }),
    revokeApiToken: build.mutation<AnswerOf<Ops['revokeApiToken']>, ParamsOf<Ops['revokeApiToken']>>({
      query: ({ id }) => ({ url: `/auth/api-tokens/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['ApiToken'],
    }),
  }),
});

export const { useApiTokensQuery, useCreateApiTokenMutation, useRevokeApiTokenMutation } = apiTokensApi;

injectApi(apiTokensApi);
