import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import type { ApiError } from './api-error';
import { signedOut, type AuthState } from './auth-slice';
import { takeEarlyAnswer } from './early-answers';

/** The API lives on the product's own host under /api (docs/product/README.md "Talking to the server"). */
export const API_BASE = `${globalThis.location?.origin ?? ''}/api`;

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE,
  timeout: 20_000,
  // A page's first read may already be on its way, asked for by the shell from the address (early-answers.ts).
  fetchFn: (input, init) => (input instanceof Request && takeEarlyAnswer(input)) || fetch(input, init),
  prepareHeaders: (headers, { getState }) => {
    const { token } = (getState() as { auth: AuthState }).auth;
    // The bearer header is sent only when a token exists (docs/product/README.md "Talking to the server").
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/**
 * The last answer to each read that came with an ETag, per session: asked again, the read says
 * If-None-Match and a 304 (no body) stands for that answer. The service writes ETags on reads
 * (service-kit's conditional-get.ts); answers to a token are never stored by the browser itself.
 */
const KEPT_ANSWERS = 100;
const keptAnswers = new Map<string, { etag: string; data: unknown }>();

function readKey(args: string | FetchArgs, token: string | null): string | null {
  const request = typeof args === 'string' ? { url: args } : args;
  if (request.method && request.method.toUpperCase() !== 'GET') return null;
  return JSON.stringify([token, request.url, request.params ?? null]);
}

function withIfNoneMatch(args: string | FetchArgs, etag: string): FetchArgs {
  const request = typeof args === 'string' ? { url: args } : args;
  return { ...request, headers: { ...(request.headers as Record<string, string> | undefined), 'If-None-Match': etag } };
}

function keep(key: string, etag: string, data: unknown): void {
  keptAnswers.delete(key);
  keptAnswers.set(key, { etag, data });
  if (keptAnswers.size > KEPT_ANSWERS) keptAnswers.delete(keptAnswers.keys().next().value!);
}

/**
 * The base query of every domain's api slice: bearer token, errors normalised to `ApiError`,
 * a 401 on a request that carried a token ends the session, and reads asked again with their
 * ETag.
 */
export const hearthBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError, object, FetchBaseQueryMeta> = async (args, api, extra) => {
  const { token } = (api.getState() as { auth: AuthState }).auth;
  const hadToken = Boolean(token);
  const key = readKey(args, token);
  const kept = key ? keptAnswers.get(key) : undefined;
  const result = await rawBaseQuery(kept ? withIfNoneMatch(args, kept.etag) : args, api, extra);
  if (!result.error) {
    const etag = result.meta?.response?.headers.get('ETag');
    if (key && etag) keep(key, etag, result.data);
    return { data: result.data, meta: result.meta };
  }
  const { error } = result;
  if (kept && error.status === 304) return { data: kept.data, meta: result.meta };
  if (error.status === 401 && hadToken) api.dispatch(signedOut());
  if (typeof error.status === 'number') {
    return { error: { status: error.status, data: (error.data ?? undefined) as ApiError['data'] }, meta: result.meta };
  }
  if (error.status === 'PARSING_ERROR') return { error: { status: error.originalStatus >= 400 ? error.originalStatus : 'PARSING_ERROR' } };
  return { error: { status: error.status === 'TIMEOUT_ERROR' ? 'TIMEOUT_ERROR' : 'FETCH_ERROR' } };
};
