import type { Database, Logger, Mailer, RateLimiter } from '@hearth/service-kit';

/** What the household use cases work with. */
export interface HouseholdDeps {
  database: Database;
  mailer: Mailer;
  /** Where the browser reaches Hearth; invitation links start with it. */
  publicUrl: string;
  logger: Logger;
  /** Counts wrong invite codes (households/code-guesses.ts). */
  limiter: RateLimiter;
}
