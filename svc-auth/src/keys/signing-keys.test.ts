import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { generateKeyPairSync } from 'node:crypto';
import { createTokenVerifier } from '@hearth/service-kit';
import { loadSigningKeys } from './signing-keys';

const userId = '0f8fad5b-d9cb-469f-a165-70867728950e';
const subject = { id: userId, name: 'Ada', email: 'ada@example.com' };

describe('signing keys', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'hearth-keys-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const session = { sessionId: '5d8f0c3e-8c1a-4f0e-9d4b-2a6b7c8d9e0f' };

  it('generates a private key on first start, readable only by its owner, and reuses it after', async () => {
    const keyFile = path.join(dir, 'keys', 'jwt.pem');
    const first = await loadSigningKeys({ keyFile, tokenTtl: '1h' });
    expect((await stat(keyFile)).mode & 0o777).toBe(0o600);
    const token = await first.sign(subject, session);

    const restarted = await loadSigningKeys({ keyFile, tokenTtl: '1h' });
    expect(restarted.jwks()).toEqual(first.jwks());
    await expect(createTokenVerifier({ jwks: () => restarted.jwks() }).verify(token)).resolves.toMatchObject({ userId });
  });

  it('takes the key from the environment and keeps honouring a previous key', async () => {
    const pem = (curve = 'P-256') =>
      generateKeyPairSync('ec', { namedCurve: curve }).privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const oldPem = pem();
    const old = await loadSigningKeys({ privateKeyPem: oldPem, tokenTtl: '1h' });
    const oldToken = await old.sign(subject, session);
    const { createPublicKey } = await import('node:crypto');
    const rotated = await loadSigningKeys({
      privateKeyPem: pem(),
      previousPublicKeysPem: [createPublicKey(oldPem).export({ format: 'pem', type: 'spki' }).toString()],
      tokenTtl: '1h',
    });
    expect(rotated.jwks().keys).toHaveLength(2);
    const verifier = createTokenVerifier({ jwks: () => rotated.jwks() });
    await expect(verifier.verify(oldToken)).resolves.toMatchObject({ userId });
    await expect(verifier.verify(await rotated.sign(subject, session))).resolves.toMatchObject({ userId });
  });

  it('refuses to start without any key', async () => {
    await expect(loadSigningKeys({ tokenTtl: '1h' })).rejects.toThrow('No signing key');
  });
});
