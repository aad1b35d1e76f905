import { hashApiTokenSecret, isWellFormedApiToken, newApiTokenSecret } from './api-token-secrets';

describe('API token secrets', () => {
  it('look like hearth_ + 42 base-62 characters and are never the same twice', () => {
    const secrets = Array.from({ length: 200 }, newApiTokenSecret);
    for (const secret of secrets) expect(secret).toMatch(/^hearth_[0-9A-Za-z]{42}$/);
    expect(new Set(secrets).size).toBe(secrets.length);
  });

  it('carry a checksum, so a mistyped or made-up token is told apart without the database', () => {
    const secret = newApiTokenSecret();
    expect(isWellFormedApiToken(secret)).toBe(true);
    const flipped = secret.slice(0, 10) + (secret[10] === 'a' ? 'b' : 'a') + secret.slice(11);
    expect(isWellFormedApiToken(flipped)).toBe(false);
    expect(isWellFormedApiToken(`hearth_${'a'.repeat(42)}`)).toBe(false);
    expect(isWellFormedApiToken(secret.slice(0, -1))).toBe(false);
    expect(isWellFormedApiToken(secret.replace('hearth_', 'other_'))).toBe(false);
  });

  it('hash to a stable SHA-256 that does not contain the secret', () => {
    const secret = newApiTokenSecret();
    expect(hashApiTokenSecret(secret)).toBe(hashApiTokenSecret(secret));
    expect(hashApiTokenSecret(secret)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashApiTokenSecret(secret)).not.toContain(secret.slice(7));
  });
});
