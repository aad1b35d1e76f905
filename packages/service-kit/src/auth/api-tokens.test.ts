import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import request from 'supertest';
import { createHttpApp } from '../http/create-app';
import { AppError } from '../http/errors';
import { silentLogger } from '../testing';
import { ApiTokenRelay, cachedApiTokenLookup, remoteApiTokenLookup, type ApiTokenIdentity } from './api-tokens';
import { authenticate, currentAuth, requireSession } from './authenticate';
import { createTokenVerifier } from './token-verifier';
import { createTestSigningKey } from '../testing/test-signing-key';

const identity = (scope: ApiTokenIdentity['scope'], expiresAt: string | null = null): ApiTokenIdentity => ({
  tokenId: 'token-1',
  userId: 'user-1',
  name: 'Ada',
  email: 'ada@example.com',
  scope,
  expiresAt,
});

/** svc-auth's table as a map, counting how often it is asked. */
function tokenTable(entries: Record<string, ApiTokenIdentity>) {
  const table = new Map(Object.entries(entries));
  const asked: string[] = [];
  return {
    table,
    asked,
    lookup: async (secret: string) => {
      asked.push(secret);
      return table.get(secret) ?? null;
    },
  };
}

describe('API tokens in the verifier', () => {
  it('turns a live hearth_ token into its identity, with its scope', async () => {
    const { lookup } = tokenTable({ hearth_read: identity('read') });
    const verifier = createTokenVerifier({ jwks: () => ({ keys: [] }), apiTokens: lookup });
    await expect(verifier.verify('hearth_read')).resolves.toEqual({
      kind: 'api',
      scope: 'read',
      userId: 'user-1',
      name: 'Ada',
      email: 'ada@example.com',
      issuedAt: 0,
    });
  });

  it('refuses an unknown token with 401, and every token when no one can answer for them', async () => {
    const { lookup } = tokenTable({});
    await expect(createTokenVerifier({ jwks: () => ({ keys: [] }), apiTokens: lookup }).verify('hearth_unknown')).rejects.toMatchObject({
      status: 401,
      message: 'This API token is invalid, expired or revoked',
    });
    await expect(createTokenVerifier({ jwks: () => ({ keys: [] }) }).verify('hearth_any')).rejects.toMatchObject({ status: 401 });
  });

  it('still takes sessions as before, as read-write sessions', async () => {
    const key = await createTestSigningKey();
    const verifier = createTokenVerifier({ ...key.keySource, apiTokens: tokenTable({}).lookup });
    const session = await key.sign({ id: 'user-2', name: 'Grace', email: 'grace@example.com' });
    await expect(verifier.verify(session)).resolves.toMatchObject({ kind: 'session', scope: 'read-write', userId: 'user-2' });
  });
});

describe('the lookup cache', () => {
  it('asks once for a burst, and again once the second is over: a revocation holds within it', async () => {
    const { table, asked, lookup } = tokenTable({ hearth_a: identity('read-write') });
    let now = 1_000_000;
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      const cached = cachedApiTokenLookup(lookup, 1000);
      const answers = await Promise.all(Array.from({ length: 20 }, () => cached('hearth_a')));
      expect(answers.every((answer) => answer?.userId === 'user-1')).toBe(true);
      expect(asked).toEqual(['hearth_a']);

      table.delete('hearth_a');
      now += 999;
      expect(await cached('hearth_a')).not.toBeNull();
      now += 1;
      expect(await cached('hearth_a')).toBeNull();
      expect(asked).toHaveLength(2);
    } finally {
      clock.mockRestore();
    }
  });

  it('never keeps an answer past the token expiry', async () => {
    let now = Date.parse('2030-01-01T00:00:00Z');
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      const { asked, lookup } = tokenTable({ hearth_b: identity('read', new Date(now + 200).toISOString()) });
      const cached = cachedApiTokenLookup(lookup, 1000);
      await cached('hearth_b');
      now += 200;
      await cached('hearth_b');
      expect(asked).toHaveLength(2);
    } finally {
      clock.mockRestore();
    }
  });
});

describe('asking svc-auth over HTTP', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      const known = req.headers.authorization === 'Bearer hearth_known';
      const broken = req.headers.authorization === 'Bearer hearth_broken';
      if (req.headers.authorization === 'Bearer hearth_garbled') return void res.writeHead(200).end('{"_id": 1}');
      res.writeHead(known ? 200 : broken ? 500 : 401, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify(
          known
            ? { _id: 't1', name: 'Tablet', scope: 'read', expiresAt: null, user: { _id: 'u1', name: 'Ada', email: 'ada@example.com' } }
            : { message: 'no' },
        ),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/auth/api-tokens/current`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('reads the identity, takes 401 as no such token and anything else as an outage (503)', async () => {
    const lookup = remoteApiTokenLookup(url);
    await expect(lookup('hearth_known')).resolves.toEqual({
      tokenId: 't1',
      userId: 'u1',
      name: 'Ada',
      email: 'ada@example.com',
      scope: 'read',
      expiresAt: null,
    });
    await expect(lookup('hearth_unknown')).resolves.toBeNull();
    await expect(lookup('hearth_broken')).rejects.toMatchObject({ status: 503 });
    await expect(lookup('hearth_garbled')).rejects.toMatchObject({ status: 503 });
    await expect(remoteApiTokenLookup('http://127.0.0.1:9/x')('hearth_known')).rejects.toBeInstanceOf(AppError);
  });

  it('is found next to the JWKS unless told otherwise', async () => {
    const jwksUrl = url.replace('/api/auth/api-tokens/current', '/api/auth/.well-known/jwks.json');
    const verifier = createTokenVerifier({ jwksUrl });
    await expect(verifier.verify('hearth_known')).resolves.toMatchObject({ kind: 'api', userId: 'u1', scope: 'read' });
  });

  it('is answered in process through the relay once svc-auth provides it (npm start)', async () => {
    const relay = new ApiTokenRelay();
    await expect(relay.lookup('hearth_known')).rejects.toMatchObject({ status: 503 });
    relay.provide(tokenTable({ hearth_known: identity('read') }).lookup);
    await expect(relay.lookup('hearth_known')).resolves.toMatchObject({ userId: 'user-1' });
  });
});

describe('scopes at every route', () => {
  const { lookup } = tokenTable({ hearth_read: identity('read'), hearth_write: identity('read-write') });
  const verifier = createTokenVerifier({ jwks: () => ({ keys: [] }), apiTokens: lookup });
  const router = new Router({ prefix: '/api' });
  const who = (ctx: { body: unknown; state: Record<string, unknown> }) => {
    ctx.body = { kind: currentAuth(ctx as never).kind };
  };
  router.get('/things', authenticate(verifier), who);
  router.post('/things', authenticate(verifier), who);
  router.delete('/things/1', authenticate(verifier), who);
  router.put('/me/password', authenticate(verifier), requireSession, who);
  const app = createHttpApp({ service: 'test', logger: silentLogger(), routes: [router.routes()], readiness: { database: () => true, bus: () => true } }).callback();
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });

  it('a read-only token reads; every write is 403', async () => {
    expect((await request(app).get('/api/things').set(as('hearth_read'))).body).toEqual({ kind: 'api' });
    for (const write of [request(app).post('/api/things'), request(app).delete('/api/things/1'), request(app).put('/api/me/password')]) {
      const response = await write.set(as('hearth_read'));
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: 'This API token is read-only' });
    }
  });

  it('a read-write token writes, but never where a session is required', async () => {
    expect((await request(app).post('/api/things').set(as('hearth_write'))).status).toBe(200);
    const refused = await request(app).put('/api/me/password').set(as('hearth_write'));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/^API tokens cannot do this/);
  });
});
