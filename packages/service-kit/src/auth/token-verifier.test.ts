import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { AppError } from '../http/errors';
import { createTokenVerifier, TOKEN_AUDIENCE, TOKEN_ISSUER } from './token-verifier';

const userId = '2b3c8c7e-7a53-4b8e-8f0f-5f1d2c3b4a59';

async function keyPair(kid: string) {
  const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };
  return { privateKey, jwk, kid };
}

function sign(privateKey: CryptoKey, kid: string, claims: { exp?: string | number } = {}) {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid })
    .setSubject(userId)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(claims.exp ?? '1h')
    .sign(privateKey);
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function expectStatus(promise: Promise<unknown>, status: number) {
  await expect(promise).rejects.toBeInstanceOf(AppError);
  await expect(promise).rejects.toMatchObject({ status });
}

describe('token verification', () => {
  let current: Awaited<ReturnType<typeof keyPair>>;
  let keys: JWK[];
  let server: Server;
  let jwksUrl: string;

  beforeAll(async () => {
    current = await keyPair('key-1');
    keys = [current.jwk];
    server = createServer((_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ keys }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks.json`;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('accepts a token signed by the current key, from the JWKS endpoint', async () => {
    const verifier = createTokenVerifier({ jwksUrl });
    await expect(verifier.verify(await sign(current.privateKey, current.kid))).resolves.toMatchObject({ userId });
  });

  it('rejects an expired token with 401', async () => {
    const verifier = createTokenVerifier({ jwksUrl });
    const expired = await sign(current.privateKey, current.kid, { exp: Math.floor(Date.now() / 1000) - 60 });
    await expectStatus(verifier.verify(expired), 401);
  });

  it('rejects a token whose payload was tampered with', async () => {
    const verifier = createTokenVerifier({ jwksUrl });
    const [header, , signature] = (await sign(current.privateKey, current.kid)).split('.');
    const forged = `${header}.${b64({ sub: 'someone-else', iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, iat: 1, exp: 9999999999 })}.${signature}`;
    await expectStatus(verifier.verify(forged), 401);
  });

  it('rejects a token signed by a key that is not ours, even under our key id', async () => {
    const verifier = createTokenVerifier({ jwksUrl, cooldownMs: 0 });
    const stranger = await keyPair('key-1');
    await expectStatus(verifier.verify(await sign(stranger.privateKey, 'key-1')), 401);
    await expectStatus(verifier.verify(await sign(stranger.privateKey, 'unknown-key')), 401);
  });

  it('rejects alg none and an HMAC token keyed with the public key', async () => {
    const verifier = createTokenVerifier({ jwksUrl });
    const claims = { sub: userId, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, iat: 1, exp: 9999999999 };
    await expectStatus(verifier.verify(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`), 401);
    const hmac = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', kid: current.kid })
      .sign(new TextEncoder().encode(JSON.stringify(current.jwk)));
    await expectStatus(verifier.verify(hmac), 401);
    await expectStatus(verifier.verify('not.a.token'), 401);
  });

  it('picks up a rotated key without a restart', async () => {
    const verifier = createTokenVerifier({ jwksUrl, cooldownMs: 0 });
    await verifier.verify(await sign(current.privateKey, current.kid));
    const next = await keyPair('key-2');
    keys = [current.jwk, next.jwk];
    await expect(verifier.verify(await sign(next.privateKey, next.kid))).resolves.toMatchObject({ userId });
  });

  it('answers 503, not 401, when the keys cannot be fetched', async () => {
    const verifier = createTokenVerifier({ jwksUrl: 'http://127.0.0.1:9/jwks.json' });
    await expectStatus(verifier.verify(await sign(current.privateKey, current.kid)), 503);
  });

  it('verifies against keys held in process (embedded mode)', async () => {
    const verifier = createTokenVerifier({ jwks: () => ({ keys: [current.jwk] }) });
    await expect(verifier.verify(await sign(current.privateKey, current.kid))).resolves.toMatchObject({ userId });
  });

  describe('a session seen before', () => {
    afterEach(() => jest.useRealTimers());

    it('is not verified again, and is checked for an end again once a second has passed', async () => {
      const jwks = jest.fn(() => ({ keys: [current.jwk] }));
      const ended = new Set<string>();
      const hasEnded = jest.fn(async ({ userId: id }: { userId: string }) => ended.has(id));
      const verifier = createTokenVerifier({ jwks }, hasEnded);
      const token = await sign(current.privateKey, current.kid);
      jest.useFakeTimers({ now: Date.now(), doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });

      await verifier.verify(token);
      await verifier.verify(token);
      expect(jwks).toHaveBeenCalledTimes(1);
      expect(hasEnded).toHaveBeenCalledTimes(1);

      ended.add(userId);
      jest.advanceTimersByTime(1001);
      await expectStatus(verifier.verify(token), 401);
      await expectStatus(verifier.verify(token), 401);
      expect(hasEnded).toHaveBeenCalledTimes(3);
    });

    it('is checked for an end every time when sessionCheckMs is 0 (svc-auth)', async () => {
      const hasEnded = jest.fn(async () => false);
      const verifier = createTokenVerifier({ jwks: () => ({ keys: [current.jwk] }), sessionCheckMs: 0 }, hasEnded);
      const token = await sign(current.privateKey, current.kid);
      await verifier.verify(token);
      await verifier.verify(token);
      expect(hasEnded).toHaveBeenCalledTimes(2);
    });

    it('expires when its token does', async () => {
      const verifier = createTokenVerifier({ jwks: () => ({ keys: [current.jwk] }) });
      const token = await sign(current.privateKey, current.kid, { exp: '2s' });
      jest.useFakeTimers({ now: Date.now(), doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
      await expect(verifier.verify(token)).resolves.toMatchObject({ userId });
      jest.advanceTimersByTime(3000);
      await expectStatus(verifier.verify(token), 401);
    });

    it('stops being trusted once its key leaves the set (at the latest when the set is read again)', async () => {
      let keySet = [current.jwk];
      const verifier = createTokenVerifier({ jwks: () => ({ keys: keySet }) });
      const token = await sign(current.privateKey, current.kid);
      jest.useFakeTimers({ now: Date.now(), doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
      await verifier.verify(token);
      keySet = [];
      jest.advanceTimersByTime(10 * 60_000 + 1);
      await expectStatus(verifier.verify(token), 401);
    });
  });
});
