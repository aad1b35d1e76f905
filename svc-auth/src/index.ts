import type { Service } from '@hearth/service-kit';
import { createAuthService, type AuthServiceOptions } from './auth-service';
import type { SigningKeys } from './keys/signing-keys';
import { authLimitsFromEnv } from './rate-limit/auth-limits';

export { createAuthService, authMigrations, type AuthServiceOptions } from './auth-service';
export { loadSigningKeys, type SigningKeys } from './keys/signing-keys';

/**
 * The one factory name every service exports: `npm start` creates each service of
 * gateway/routes.json through it (gateway/src/embedded/embedded-app.ts). svc-auth signs tokens
 * with `signingKeys`; the other services verify them with the `keys` they are handed.
 */
export function createService(env: Omit<AuthServiceOptions, 'keys'> & { signingKeys: SigningKeys }): Service {
  return createAuthService({ limits: authLimitsFromEnv(), ...env, keys: env.signingKeys });
}

/** Its routes as the public OpenAPI document describes them (the gateway merges every service's). */
export { authApi as api } from '@hearth/contracts/auth/operations';
