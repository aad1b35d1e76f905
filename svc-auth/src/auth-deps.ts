import type { Database, EndedSessions, Logger, Mailer } from '@hearth/service-kit';
import type { SigningKeys } from './keys/signing-keys';
import type { AuthLimits } from './rate-limit/auth-limits';
import type { RateLimiter } from '@hearth/service-kit';

/** What the auth use cases work with. */
export interface AuthDeps {
  database: Database;
  keys: SigningKeys;
  /** Sessions ended before their expiry (svc-auth's own tables, announced to every service). */
  sessions: EndedSessions;
  limiter: RateLimiter;
  limits: AuthLimits;
  mailer: Mailer;
  /** Where the browser reaches Hearth; links in mail start with it. */
  publicUrl: string;
  logger: Logger;
}
