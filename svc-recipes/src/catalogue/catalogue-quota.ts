import { AppError, RateLimiter, type Database, type Limit } from '@hearth/service-kit';

const DAY_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;

/** How many new entries of a shared catalogue one account may add in a day, and the 429's words. */
export interface Quota {
  name: string;
  perDay: number;
  message: string;
}

const limiters = new WeakMap<Database, { limiter: RateLimiter; prunedAt: number }>();

/** One limiter per database (its counters are this service's `rate_limit_hits`), pruned hourly as it is used. */
function limiterOf(database: Database): RateLimiter {
  let entry = limiters.get(database);
  if (!entry) {
    entry = { limiter: new RateLimiter(database.manager.connection), prunedAt: Date.now() };
    limiters.set(database, entry);
  }
  if (Date.now() - entry.prunedAt > HOUR_MS) {
    entry.prunedAt = Date.now();
    void entry.limiter.prune().catch(() => undefined);
  }
  return entry.limiter;
}

const limitOf = (quota: Quota): Limit => ({ name: quota.name, max: quota.perDay, windowMs: DAY_MS });

/**
 * Runs `add` for `userId` unless they have added `quota.perDay` entries today (then 429 with
 * Retry-After and the quota's message). Only an entry actually added counts: a duplicate's 409
 * does not.
 */
export async function withinQuota<T>(database: Database, quota: Quota, userId: string, add: () => Promise<T>, added: (result: T) => boolean): Promise<T> {
  const limiter = limiterOf(database);
  try {
    await limiter.assertAllowed(limitOf(quota), userId);
  } catch (error) {
    if (error instanceof AppError && error.status === 429) throw new AppError(429, quota.message, {}, error.headers);
    throw error;
  }
  const result = await add();
  if (added(result)) await limiter.hit(limitOf(quota), userId);
  return result;
}
