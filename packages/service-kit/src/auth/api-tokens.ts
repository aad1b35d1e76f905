import { z } from 'zod';
import { AppError } from '../http/errors';

/**
 * Personal API tokens: long-lived secrets a person creates in their profile for a program (a
 * kitchen tablet, a phone shortcut, a script). svc-auth alone stores them (hashed); every other
 * service asks it who a token belongs to, and caches the answer for about a second.
 */

/** Every API token starts with it, so secret scanners and people can recognise a leaked one. */
export const API_TOKEN_PREFIX = 'hearth_';

export type ApiTokenScope = 'read' | 'read-write';

/** Who an API token acts for, as svc-auth answers it. */
export interface ApiTokenIdentity {
  tokenId: string;
  userId: string;
  name: string;
  email: string;
  scope: ApiTokenScope;
  /** ISO instant; null for a token that never expires. */
  expiresAt: string | null;
}

/** The identity of a token, or null when it is unknown, revoked or expired. */
export type ApiTokenLookup = (secret: string) => Promise<ApiTokenIdentity | null>;

export const isApiToken = (token: string): boolean => token.startsWith(API_TOKEN_PREFIX);

export const apiTokenRejected = () => new AppError(401, 'This API token is invalid, expired or revoked');
export const readOnlyToken = () => new AppError(403, 'This API token is read-only');
export const sessionRequired = () =>
  new AppError(403, 'API tokens cannot do this: sign in to Hearth to manage API tokens, your password, your e-mail or your account');
const lookupUnavailable = () => new AppError(503, 'Sign-in is temporarily unavailable. Please try again.');

/** Where svc-auth answers `GET` with an API token as the bearer: next to its JWKS. */
export function apiTokenUrlFor(jwksUrl: string): string {
  return new URL('/api/auth/api-tokens/current', jwksUrl).toString();
}

/** What svc-auth's `GET /api/auth/api-tokens/current` answers (the auth contract's currentApiTokenResponse). */
const currentTokenAnswer = z.object({
  _id: z.string(),
  scope: z.enum(['read', 'read-write']),
  expiresAt: z.string().nullable(),
  user: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
});

/** Asks svc-auth over HTTP (the stack, a deployment): 401 means no such live token. */
export function remoteApiTokenLookup(url: string, timeoutMs = 5000): ApiTokenLookup {
  return async (secret) => {
    let response: Response;
    try {
      response = await fetch(url, { headers: { Authorization: `Bearer ${secret}` }, signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      throw lookupUnavailable();
    }
    if (response.status === 401) return null;
    if (!response.ok) throw lookupUnavailable();
    const parsed = currentTokenAnswer.safeParse(await response.json().catch(() => undefined));
    // An answer it cannot read is svc-auth's trouble, never a reason to let the token through.
    if (!parsed.success) throw lookupUnavailable();
    const answer = parsed.data;
    return {
      tokenId: answer._id,
      userId: answer.user._id,
      name: answer.user.name,
      email: answer.user.email,
      scope: answer.scope,
      expiresAt: answer.expiresAt,
    };
  };
}

/**
 * Remembers each answer for `ttlMs` (never past the token's expiry), and asks once for requests
 * that arrive together, so a busy program costs svc-auth about one lookup a second per service.
 * A revoked token is therefore refused everywhere within `ttlMs`.
 */
export function cachedApiTokenLookup(lookup: ApiTokenLookup, ttlMs = 1000, maxEntries = 10_000): ApiTokenLookup {
  const answers = new Map<string, { until: number; identity: ApiTokenIdentity | null }>();
  const pending = new Map<string, Promise<ApiTokenIdentity | null>>();
  const forgetExpired = (now: number) => {
    for (const [key, entry] of answers) if (entry.until <= now) answers.delete(key);
  };
  return async (secret) => {
    const now = Date.now();
    const cached = answers.get(secret);
    if (cached && cached.until > now) return cached.identity;
    const inFlight = pending.get(secret);
    if (inFlight) return inFlight;
    const asking = lookup(secret)
      .then((identity) => {
        const expiry = identity?.expiresAt ? Date.parse(identity.expiresAt) : Infinity;
        if (answers.size >= maxEntries) forgetExpired(Date.now());
        if (answers.size < maxEntries) answers.set(secret, { until: Math.min(Date.now() + ttlMs, expiry), identity });
        return identity;
      })
      .finally(() => pending.delete(secret));
    pending.set(secret, asking);
    return asking;
  };
}

/**
 * `npm start` runs every service in one process: svc-auth hands its lookup to this relay, and the
 * other services' verifiers ask the relay instead of svc-auth's HTTP route.
 */
export class ApiTokenRelay {
  private source?: ApiTokenLookup;

  provide(lookup: ApiTokenLookup): void {
    this.source = lookup;
  }

  readonly lookup: ApiTokenLookup = async (secret) => {
    if (!this.source) throw lookupUnavailable();
    return this.source(secret);
  };
}
