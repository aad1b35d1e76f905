import {
  authenticate,
  createDomainService,
  defineDomainService,
  envOptional,
  envString,
  createMailer,
  createTokenVerifier,
  CreateEndedSessions1737100000000,
  EndedSessions,
  membershipProjection,
  mountOperations,
  RateLimiter,
  requireSession,
  type ApiTokenRelay,
  type DomainEnv,
  type Service,
  type ServiceBaseOptions,
} from '@hearth/service-kit';
import { authApi } from '@hearth/contracts/auth/operations';
import { resolveApiToken } from './api-tokens/api-token-use-cases';
import { apiTokenHandlers } from './api-tokens/api-tokens.routes';
import { accountHandlers } from './accounts/accounts.routes';
import type { AuthDeps } from './auth-deps';
import { keyHandlers } from './keys/keys.routes';
import { claimSigningKey, KEY_SEEN_EVERY_MS, keySeen } from './keys/key-file-guard';
import { loadSigningKeys, type SigningKeys } from './keys/signing-keys';
import { CreateAuthSchema1732000000000 } from './migrations/1732000000000-create-auth-schema';
import { CreateApiTokens1733000000000 } from './migrations/1733000000000-create-api-tokens';
import { CutoffsReplacePasswordChangedAt1737100000001 } from './migrations/1737100000001-cutoffs-replace-password-changed-at';
import { EmailConfirmations1737200000000 } from './migrations/1737200000000-email-confirmations';
import { MembershipsTable1737300000000 } from './migrations/1737300000000-memberships-table';
import { SigningKeysInUse1738300000000 } from './migrations/1738300000000-signing-keys-in-use';
import { ProjectionPositions1738500000000 } from './migrations/1738500000000-projection-positions';
import { emailConfirmationHandlers } from './email-confirmation/email-confirmation.routes';
import { passwordResetHandlers } from './password-reset/password-reset.routes';
import { authLimits, authLimitsFromEnv, type AuthLimits } from './rate-limit/auth-limits';
import { sessionHandlers } from './sessions/sessions.routes';
import { loadCaller } from './users/signed-in-user';

export interface AuthServiceOptions extends ServiceBaseOptions {
  keys: SigningKeys;
  publicUrl: string;
  dataDir: string;
  smtpUrl?: string;
  mailFrom?: string;
  limits?: Partial<Record<keyof AuthLimits, number | undefined>>;
  /** `npm start`: the other services in this process look API tokens up through it. */
  apiTokenRelay?: ApiTokenRelay;
}

export const authMigrations = [
  CreateAuthSchema1732000000000,
  CreateApiTokens1733000000000,
  CreateEndedSessions1737100000000,
  CutoffsReplacePasswordChangedAt1737100000001,
  EmailConfirmations1737200000000,
  MembershipsTable1737300000000,
  SigningKeysInUse1738300000000,
  ProjectionPositions1738500000000,
];

export function createAuthService(options: AuthServiceOptions): Service {
  const { logger } = options;
  return createDomainService(options, {
    name: 'auth',
    prefix: '/api/auth',
    migrations: authMigrations,
    api: authApi,
    setup(runtime, router) {
      const limiter = new RateLimiter(runtime.dataSource);
      const sessions = new EndedSessions(runtime.database);
      const deps: AuthDeps = {
        database: runtime.database,
        keys: options.keys,
        sessions,
        limiter,
        limits: authLimits(options.limits),
        mailer: createMailer({ smtpUrl: options.smtpUrl, from: options.mailFrom, dataDir: options.dataDir, logger }),
        publicUrl: options.publicUrl.replace(/\/$/, ''),
        logger,
      };
      // svc-auth verifies its own sessions the way every other service does, with the public keys;
      // API tokens it reads from its own table each time, and whether a session has ended in the
      // same statement as the caller's row (loadCaller), so a revocation holds here at once.
      const lookupApiToken = (secret: string) => resolveApiToken(deps, secret);
      options.apiTokenRelay?.provide(lookupApiToken);
      const verifier = createTokenVerifier({ jwks: () => options.keys.jwks(), apiTokens: lookupApiToken, apiTokenCacheMs: 0 });
      const signedIn = [authenticate(verifier), loadCaller(runtime.database)];
      const handlers = {
        ...keyHandlers(deps),
        ...accountHandlers(deps),
        ...sessionHandlers(deps),
        ...passwordResetHandlers(deps),
        ...emailConfirmationHandlers(deps),
        ...apiTokenHandlers(deps),
      };
      mountOperations(router, authApi, handlers, { 'signed-in': signedIn, session: [...signedIn, requireSession] });
      let pruning: NodeJS.Timeout | undefined;
      let keyInUse: NodeJS.Timeout | undefined;
      return {
        // The household of each user, for /auth/me (it also hears user.deleted, svc-auth's own event).
        handlers: membershipProjection,
        async start() {
          await claimSigningKey(runtime.database, options.keys);
          keyInUse = setInterval(() => {
            keySeen(runtime.database, options.keys).catch((error) => logger.warn({ err: error }, 'could not record the signing key as in use'));
          }, KEY_SEEN_EVERY_MS);
          keyInUse.unref();
          pruning = setInterval(() => {
            limiter.prune().catch((error) => logger.warn({ err: error }, 'rate limit pruning failed'));
          }, 3_600_000);
          pruning.unref();
        },
        stop: () => {
          clearInterval(pruning);
          clearInterval(keyInUse);
        },
      };
    },
  });
}

/** svc-auth signs tokens with `signingKeys`; the other services verify them with the `keys` they are handed. */
export interface AuthEnv extends DomainEnv {
  signingKeys: SigningKeys;
  apiTokenRelay?: ApiTokenRelay;
}

export const authService = defineDomainService<AuthEnv>({
  name: 'auth',
  create: (env) => createAuthService({ limits: authLimitsFromEnv(), ...env, keys: env.signingKeys }),
  async processEnv(env) {
    const signingKeys = await loadSigningKeys({
      privateKeyPem: envOptional('JWT_PRIVATE_KEY'),
      keyFile: envOptional('JWT_KEY_FILE'),
      previousPublicKeysPem: envOptional('JWT_PREVIOUS_PUBLIC_KEYS')?.split(/(?<=-----END PUBLIC KEY-----)\s*/).filter(Boolean),
      tokenTtl: envString('TOKEN_TTL', '7d'),
    });
    return { ...env, signingKeys };
  },
});
