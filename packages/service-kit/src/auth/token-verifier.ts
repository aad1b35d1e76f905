import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';
import { AppError, unauthorized } from '../http/errors';
import {
  apiTokenRejected,
  apiTokenUrlFor,
  cachedApiTokenLookup,
  isApiToken,
  remoteApiTokenLookup,
  type ApiTokenLookup,
  type ApiTokenScope,
} from './api-tokens';
import type { EndedSessionCheck } from './ended-sessions';

export const TOKEN_ISSUER = 'hearth';
export const TOKEN_AUDIENCE = 'hearth';
export const TOKEN_ALGORITHM = 'ES256';

/**
 * Where the public keys come from: svc-auth's JWKS over HTTP, or in process (embedded mode); and
 * who answers for API tokens: svc-auth's `GET /api/auth/api-tokens/current` next to the JWKS
 * (unless `apiTokensUrl` says otherwise), or a lookup in process. Without a lookup, API tokens
 * are refused. Lookups are cached for `apiTokenCacheMs` (1 s; svc-auth itself reads its table).
 */
export type KeySource = (
  | { jwksUrl: string; cooldownMs?: number; apiTokensUrl?: string }
  | { jwks: () => JSONWebKeySet | Promise<JSONWebKeySet>; apiTokens?: ApiTokenLookup }
) & { apiTokenCacheMs?: number };

/** Who a token is for. Name and e-mail ride along so a service that has not yet heard of a
 * brand-new account (events are asynchronous) can still act on the token. */
export interface TokenSubject {
  id: string;
  name: string;
  email: string;
}

export interface VerifiedToken {
  /** A signed-in session (a JWT from svc-auth) or a personal API token (`hearth_...`). */
  kind: 'session' | 'api';
  /** What it may do: a session may do everything its user may; an API token what it was given. */
  scope: ApiTokenScope;
  userId: string;
  /** Seconds since the epoch. */
  issuedAt: number;
  /** A session's sign-in (the `sid` claim), which logout ends; absent for API tokens. */
  sessionId?: string;
  /** A session's expiry, seconds since the epoch. */
  expiresAt?: number;
  /** As they were when the token was issued; a service's own projection is the current truth. */
  name: string;
  email: string;
}

export interface TokenVerifier {
  verify(token: string): Promise<VerifiedToken>;
}

export const sessionExpired = () => unauthorized('Your session has expired. Please sign in again.');

/**
 * Verifies svc-auth's tokens with its public keys only, and, given `hasEnded` (the service's copy
 * of svc-auth's announcements, see ended-sessions.ts), refuses sessions that were ended early. Keys are cached; a token signed with a
 * key not seen before makes the remote set refetch (at most once per cooldown), so a rotated key
 * is picked up without a restart. Only ES256 is accepted, which rules out `alg: none` and HMAC
 * confusion.
 */
export function createTokenVerifier(source: KeySource, hasEnded?: EndedSessionCheck): TokenVerifier {
  const getKey: JWTVerifyGetKey =
    'jwksUrl' in source
      ? createRemoteJWKSet(new URL(source.jwksUrl), {
          cacheMaxAge: 10 * 60_000,
          cooldownDuration: source.cooldownMs ?? 30_000,
          timeoutDuration: 5000,
        })
      : async (header, token) => createLocalJWKSet(await source.jwks())(header, token);

  const remoteTokens = 'jwksUrl' in source ? remoteApiTokenLookup(source.apiTokensUrl ?? apiTokenUrlFor(source.jwksUrl)) : source.apiTokens;
  const cacheMs = source.apiTokenCacheMs ?? 1000;
  const apiTokens = remoteTokens && cacheMs > 0 ? cachedApiTokenLookup(remoteTokens, cacheMs) : remoteTokens;

  const verifySession = async (token: string): Promise<VerifiedToken> => {
    try {
      const { payload } = await jwtVerify(token, getKey, {
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        algorithms: [TOKEN_ALGORITHM],
      });
      if (typeof payload.sub !== 'string' || typeof payload.iat !== 'number') throw sessionExpired();
      return {
        kind: 'session',
        scope: 'read-write',
        userId: payload.sub,
        issuedAt: payload.iat,
        sessionId: typeof payload.sid === 'string' ? payload.sid : undefined,
        expiresAt: payload.exp,
        name: typeof payload.name === 'string' ? payload.name : '',
        email: typeof payload.email === 'string' ? payload.email : '',
      };
    } catch (error) {
      if (error instanceof AppError) throw error;
      // The keys could not be fetched: that is our outage, not the user's bad token.
      if (error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError)) {
        throw new AppError(503, 'Sign-in is temporarily unavailable. Please try again.');
      }
      throw sessionExpired();
    }
  };

  return {
    async verify(token) {
      if (isApiToken(token)) {
        const identity = apiTokens ? await apiTokens(token) : null;
        if (!identity) throw apiTokenRejected();
        const { userId, name, email, scope } = identity;
        return { kind: 'api', scope, userId, name, email, issuedAt: 0 };
      }
      const session = await verifySession(token);
      // After the signature: a database that cannot answer is its own 503, not a bad token.
      if (hasEnded && (await hasEnded(session))) throw sessionExpired();
      return session;
    },
  };
}
