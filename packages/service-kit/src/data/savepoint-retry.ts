import type { EntityManager } from 'typeorm';
import { isUniqueViolation } from './unique-violation';

export interface SavepointRetryOptions {
  /** Tries before the last error is thrown; default 5. */
  attempts?: number;
  /** Which errors are worth another try; default a unique-index violation. */
  retryIf?: (error: unknown) => boolean;
}

/**
 * Runs `work` inside a savepoint of the transaction `manager` belongs to, and runs it again when
 * it fails with a retryable error (by default a unique-index clash, e.g. a random code already
 * taken). Rolling back to the savepoint keeps the rest of the transaction usable; in PostgreSQL a
 * failed statement would otherwise abort it. `work` must draw fresh values on each call.
 */
export async function withSavepointRetry<T>(
  manager: EntityManager,
  work: () => Promise<T>,
  options: SavepointRetryOptions = {},
): Promise<T> {
  const attempts = options.attempts ?? 5;
  const retryIf = options.retryIf ?? isUniqueViolation;
  for (let attempt = 1; ; attempt++) {
    await manager.query('SAVEPOINT retryable_write');
    try {
      const result = await work();
      await manager.query('RELEASE SAVEPOINT retryable_write');
      return result;
    } catch (error) {
      await manager.query('ROLLBACK TO SAVEPOINT retryable_write');
      await manager.query('RELEASE SAVEPOINT retryable_write');
      if (!retryIf(error) || attempt >= attempts) throw error;
    }
  }
}
