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
const KEY_SET_MAX_AGE_MS = 10 * 60_000;

/**
 * Where the public keys come from: svc-auth's JWKS over HTTP, or in process (embedded mode); and
 * who answers for API tokens: svc-auth's `GET /api/auth/api-tokens/current` next to the JWKS
 * (unless `apiTokensUrl` says otherwise), or a lookup in process. Without a lookup, API tokens
 * are refused. Lookups are cached for `apiTokenCacheMs` (1 s; svc-auth itself reads its table), and
 * a verified session is taken as not ended for `sessionCheckMs` (1 s; svc-auth: 0, checked each time).
 */
export type KeySource = (
  | { jwksUrl: string; cooldownMs?: number; apiTokensUrl?: string }
  | { jwks: () => JSONWebKeySet | Promise<JSONWebKeySet>; apiTokens?: ApiTokenLookup }
) & { apiTokenCacheMs?: number; sessionCheckMs?: number };

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
          cacheMaxAge: KEY_SET_MAX_AGE_MS,
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

  const sessions = new VerifiedSessions(source.sessionCheckMs ?? 1000);

  return {
    async verify(token) {
      if (isApiToken(token)) {
        const identity = apiTokens ? await apiTokens(token) : null;
        if (!identity) throw apiTokenRejected();
        const { userId, name, email, scope } = identity;
        return { kind: 'api', scope, userId, name, email, issuedAt: 0 };
      }
      const nowMs = Date.now();
      const known = sessions.get(token, nowMs);
      const session = known?.session ?? (await verifySession(token));
      if (known && nowMs - known.checkedAt < sessions.checkMs) return session;
      // After the signature: a database that cannot answer is its own 503, not a bad token.
      if (hasEnded && (await hasEnded(session))) {
        sessions.delete(token);
        throw sessionExpired();
      }
      sessions.set(token, session, nowMs);
      return session;
    },
  };
}

/**
 * Sessions whose signature was verified, kept until they expire so a member's every request does
 * not verify ES256 again, and when each was last found not ended: within `checkMs` that answer
 * stands (a logout or 'log out everywhere' holds on every service within a second of its
 * announcement), after it the check runs again. Only tokens that verified enter it, and at most
 * `limit` of them: past that the oldest goes.
 */
class VerifiedSessions {
  private readonly entries = new Map<string, { session: VerifiedToken; checkedAt: number; validUntil: number }>();

  constructor(
    readonly checkMs: number,
    private readonly limit = 10_000,
  ) {}

  get(token: string, nowMs: number): { session: VerifiedToken; checkedAt: number } | undefined {
    const entry = this.entries.get(token);
    if (entry && entry.validUntil <= nowMs) {
      this.entries.delete(token);
      return undefined;
    }
    return entry;
  }

  set(token: string, session: VerifiedToken, checkedAt: number): void {
    const known = this.entries.get(token);
    // Verified again at the latest as often as the remote key set is fetched again: a key taken
    // out of svc-auth's set stops being trusted here no later than it would without this cache.
    const validUntil = known?.validUntil ?? Math.min((session.expiresAt ?? 0) * 1000, checkedAt + KEY_SET_MAX_AGE_MS);
    this.entries.delete(token);
    this.entries.set(token, { session, checkedAt, validUntil });
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value!);
  }

  delete(token: string): void {
    this.entries.delete(token);
  }
}
