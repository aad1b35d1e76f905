import { fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import type { ApiError } from './api-error';
import { signedOut, type AuthState } from './auth-slice';

/** The API lives on the product's own host under /api (docs/product/README.md "Talking to the server"). */
export const API_BASE = `${globalThis.location?.origin ?? ''}/api`;

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE,
  timeout: 20_000,
  prepareHeaders: (headers, { getState }) => {
    const { token } = (getState() as { auth: AuthState }).auth;
    // The bearer header is sent only when a token exists (docs/product/README.md "Talking to the server").
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/**
 * The base query of every domain's api slice: bearer token, errors normalised to `ApiError`,
 * and a 401 on a request that carried a token ends the session.
 */
export const hearthBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extra) => {
  const hadToken = Boolean((api.getState() as { auth: AuthState }).auth.token);
  const result = await rawBaseQuery(args, api, extra);
  if (!result.error) return { data: result.data, meta: result.meta };
  const { error } = result;
  if (error.status === 401 && hadToken) api.dispatch(signedOut());
  if (typeof error.status === 'number') {
    return { error: { status: error.status, data: (error.data ?? undefined) as ApiError['data'] }, meta: result.meta };
  }
  if (error.status === 'PARSING_ERROR') return { error: { status: error.originalStatus >= 400 ? error.originalStatus : 'PARSING_ERROR' } };
  return { error: { status: error.status === 'TIMEOUT_ERROR' ? 'TIMEOUT_ERROR' : 'FETCH_ERROR' } };
};
