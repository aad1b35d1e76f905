export { authService as service, createAuthService, authMigrations, type AuthEnv, type AuthServiceOptions } from './auth-service';
export { loadSigningKeys, type SigningKeys } from './keys/signing-keys';

/** Its routes as the public OpenAPI document describes them (the single-process app merges every service's). */
export { authApi as api } from '@hearth/contracts/auth/operations';
