import Router from '@koa/router';
import {
  authenticate,
  createHttpApp,
  createMailer,
  createTokenVerifier,
  ServiceRuntime,
  type EventBus,
  type Logger,
  type Service,
} from '@hearth/service-kit';
import { accountRoutes } from './accounts/accounts.routes';
import type { AuthDeps } from './auth-deps';
import { keyRoutes } from './keys/keys.routes';
import type { SigningKeys } from './keys/signing-keys';
import { CreateAuthSchema1732000000000 } from './migrations/1732000000000-create-auth-schema';
import { PasswordResetEntity } from './password-reset/password-reset.entity';
import { passwordResetRoutes } from './password-reset/password-reset.routes';
import { authLimits, type AuthLimits } from './rate-limit/auth-limits';
import { RateLimiter } from './rate-limit/rate-limiter';
import { loadCurrentUser } from './sessions/current-user';
import { sessionRoutes } from './sessions/sessions.routes';
import { householdProjection } from './users/household-projection';
import { UserEntity } from './users/user.entity';

export interface AuthServiceOptions {
  databaseUrl: string;
  schema?: string;
  bus: EventBus;
  logger: Logger;
  keys: SigningKeys;
  publicUrl: string;
  dataDir: string;
  smtpUrl?: string;
  mailFrom?: string;
  limits?: Partial<Record<keyof AuthLimits, number | undefined>>;
  queue?: string;
  poolSize?: number;
}

export const authMigrations = [CreateAuthSchema1732000000000];

export function createAuthService(options: AuthServiceOptions): Service {
  const logger = options.logger;
  const runtime = new ServiceRuntime({
    name: 'auth',
    databaseUrl: options.databaseUrl,
    schema: options.schema ?? 'auth',
    entities: [UserEntity, PasswordResetEntity],
    migrations: authMigrations,
    bus: options.bus,
    logger,
    queue: options.queue,
    poolSize: options.poolSize,
  });
  const limiter = new RateLimiter(runtime.dataSource);
  const deps: AuthDeps = {
    database: runtime.database,
    keys: options.keys,
    limiter,
    limits: authLimits(options.limits),
    mailer: createMailer({
      smtpUrl: options.smtpUrl,
      from: options.mailFrom,
      dataDir: options.dataDir,
      logger,
    }),
    publicUrl: options.publicUrl.replace(/\/$/, ''),
    logger,
  };
  // svc-auth verifies its own tokens the way every other service does: with the public keys.
  const signedIn = [authenticate(createTokenVerifier({ jwks: () => options.keys.jwks() })), loadCurrentUser(runtime.database)];
  const router = new Router({ prefix: '/api/auth' });
  keyRoutes(router, deps);
  accountRoutes(router, deps, signedIn);
  sessionRoutes(router, deps, signedIn);
  passwordResetRoutes(router, deps);
  const app = createHttpApp({
    service: 'auth',
    logger,
    routes: [router.routes(), router.allowedMethods({ throw: true })],
    readiness: runtime.readiness(),
  });
  let pruning: NodeJS.Timeout | undefined;

  return {
    name: 'auth',
    app,
    async start() {
      await runtime.open(householdProjection);
      pruning = setInterval(() => {
        limiter.prune().catch((error) => logger.warn({ err: error }, 'rate limit pruning failed'));
      }, 3_600_000);
      pruning.unref();
    },
    async stop() {
      clearInterval(pruning);
      await runtime.close();
    },
  };
}
