export { createAuthService, authMigrations, type AuthServiceOptions } from './auth-service';
export { loadSigningKeys, type SigningKeys } from './keys/signing-keys';
