import type { ApiToken, ApiTokenParams, CreateApiTokenBody, CreatedApiToken, MessageAnswer } from '@hearth/contracts/auth';
import { injectApi } from '@hearth/host';
import { createApi, domainApiDefaults } from '@hearth/host/api';

/** Personal API tokens (docs/product/auth.md "API tokens"), typed by the auth contract. */
export const apiTokensApi = createApi({
  ...domainApiDefaults,
  reducerPath: 'apiTokensApi',
  tagTypes: ['ApiToken'],
  endpoints: (build) => ({
    apiTokens: build.query<ApiToken[], void>({ query: () => '/auth/api-tokens', providesTags: ['ApiToken'] }),
    createApiToken: build.mutation<CreatedApiToken, CreateApiTokenBody>({
      query: (body) => ({ url: '/auth/api-tokens', method: 'POST', body }),
      invalidatesTags: ['ApiToken'],
    }),
    revokeApiToken: build.mutation<MessageAnswer, ApiTokenParams>({
      query: ({ id }) => ({ url: `/auth/api-tokens/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['ApiToken'],
    }),
  }),
});

export const { useApiTokensQuery, useCreateApiTokenMutation, useRevokeApiTokenMutation } = apiTokensApi;

injectApi(apiTokensApi);
