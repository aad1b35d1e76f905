import type { Context } from 'koa';
import { membershipResponse } from '@hearth/contracts/household/schemas';
import type { Logger } from 'pino';
import { currentAuth } from '../auth/authenticate';

/**
 * svc-planning and svc-recipes keep a copy of the memberships, written by svc-household's events.
 * The copy lags by the consumers' delay (milliseconds; as long as an outage while the broker is
 * down), so before a WRITE they ask svc-household which household the caller is in this instant.
 * A write goes ahead only where both agree: a member removed a moment ago cannot write to the
 * household they left, broker or no broker. svc-household's answer is kept for `cacheMs` (1 s),
 * which bounds how long a removed member may still write. When svc-household cannot answer, the
 * copy decides (and the next `pauseMs` do not ask), so an outage of svc-household does not stop
 * the other domains. Reads use the copy alone.
 *
 * In `npm start` no lookup is needed: svc-household answers a removal only once every service has
 * applied it (Database.published).
 */

/** The caller's household id as svc-household knows it (null: none), or undefined when it cannot say. */
export type MembershipLookup = (userId: string, authorization: string) => Promise<string | null | undefined>;

export interface MembershipLookupOptions {
  /** svc-household's `GET /api/households/membership`. */
  url: string;
  logger: Logger;
  cacheMs?: number;
  timeoutMs?: number;
  pauseMs?: number;
  maxEntries?: number;
}

export function remoteMembershipLookup(options: MembershipLookupOptions): MembershipLookup {
  const { url, logger, cacheMs = 1000, timeoutMs = 1000, pauseMs = 5000, maxEntries = 10_000 } = options;
  const answers = new Map<string, { until: number; householdId: string | null }>();
  let pausedUntil = 0;

  const ask = async (authorization: string): Promise<string | null | undefined> => {
    try {
      const response = await fetch(url, { headers: { Authorization: authorization }, signal: AbortSignal.timeout(timeoutMs) });
      // 401: svc-household refuses the token (a session it has just heard has ended); the caller's
      // own service verifies tokens itself, so that is not this check's to decide.
      if (response.status === 401) return undefined;
      if (!response.ok) throw new Error(`svc-household answered ${response.status}`);
      return membershipResponse.parse(await response.json()).householdId;
    } catch (error) {
      pausedUntil = Date.now() + pauseMs;
      logger.warn({ err: error }, 'svc-household could not confirm a membership; writes follow this service\'s copy for now');
      return undefined;
    }
  };

  return async (userId, authorization) => {
    const now = Date.now();
    const cached = answers.get(userId);
    if (cached && cached.until > now) return cached.householdId;
    if (now < pausedUntil) return undefined;
    const householdId = await ask(authorization);
    if (householdId !== undefined) {
      if (answers.size >= maxEntries) answers.clear();
      answers.set(userId, { until: Date.now() + cacheMs, householdId });
    }
    return householdId;
  };
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The household the caller acts in: the copy's (`projected`) for a read; for a write, the copy's
 * only if svc-household agrees, else none (a removed member, or one whose joining has not reached
 * the copy yet, is treated as without a household until it does).
 */
export async function confirmedHousehold(ctx: Context, projected: string | null, lookup: MembershipLookup | undefined): Promise<string | null> {
  if (!lookup || READS.has(ctx.method)) return projected;
  const confirmed = await lookup(currentAuth(ctx).userId, ctx.get('Authorization'));
  if (confirmed === undefined) return projected;
  return confirmed === projected ? projected : null;
}
