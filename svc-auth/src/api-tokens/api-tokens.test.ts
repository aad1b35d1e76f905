import { createHash } from 'node:crypto';
import { apiTokenListResponse, createdApiTokenResponse, currentApiTokenResponse, messageResponse, userResponse } from '@hearth/contracts/auth/schemas';
import { expectToMatchContract } from '@hearth/service-kit/testing';
import { bearer, startAuthService, type AuthHarness } from '../test/auth-harness';

let auth: AuthHarness;
beforeAll(async () => {
  auth = await startAuthService();
});
afterAll(() => auth.stop());

const DAY_MS = 86_400_000;

async function createToken(session: string, body: object = { name: 'Kitchen tablet', expiresIn: '90d', scope: 'read-write' }) {
  const response = await auth.http.post('/api/auth/api-tokens').set(bearer(session)).send(body);
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${JSON.stringify(response.body)}`);
  return expectToMatchContract(createdApiTokenResponse, response.body);
}

describe('creating an API token', () => {
  it('answers the secret once, in the hearth_ format, and lists the token without it', async () => {
    const { token: session } = await auth.registerConfirmed();
    const response = await auth.http.post('/api/auth/api-tokens').set(bearer(session)).send({ name: ' Kitchen tablet ', expiresIn: '30d', scope: 'read' });
    expect(response.status).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const created = expectToMatchContract(createdApiTokenResponse, response.body);
    expect(created.secret).toMatch(/^hearth_[0-9A-Za-z]{42}$/);
    expect(created.token).toEqual({
      _id: expect.any(String),
      name: 'Kitchen tablet',
      scope: 'read',
      createdAt: expect.any(String),
      lastUsedAt: null,
      expiresAt: expect.any(String),
    });
    const lifetime = Date.parse(created.token.expiresAt!) - Date.parse(created.token.createdAt);
    expect(Math.round(lifetime / DAY_MS)).toBe(30);

    const list = await auth.http.get('/api/auth/api-tokens').set(bearer(session));
    expect(list.status).toBe(200);
    expect(expectToMatchContract(apiTokenListResponse, list.body)).toEqual([created.token]);
    expect(JSON.stringify(list.body)).not.toContain(created.secret);
  });

  it('stores only the SHA-256 of the secret', async () => {
    const { token: session, user } = await auth.registerConfirmed();
    const { secret } = await createToken(session);
    const rows = await auth.sql<{ token_hash: string }>(`SELECT token_hash FROM "${auth.schema}".api_tokens WHERE user_id = $1`, [user._id]);
    expect(rows).toEqual([{ token_hash: createHash('sha256').update(secret).digest('hex') }]);
    const dump = await auth.sql(`SELECT * FROM "${auth.schema}".api_tokens WHERE user_id = $1`, [user._id]);
    expect(JSON.stringify(dump)).not.toContain(secret);
  });

  it.each([
    ['90d', 90],
    ['1y', 365],
  ])('expires after %s', async (expiresIn, days) => {
    const { token: session } = await auth.registerConfirmed();
    const { token } = await createToken(session, { name: 'Script', expiresIn, scope: 'read' });
    expect(Math.round((Date.parse(token.expiresAt!) - Date.parse(token.createdAt)) / DAY_MS)).toBe(days);
  });

  it('may never expire', async () => {
    const { token: session } = await auth.registerConfirmed();
    expect((await createToken(session, { name: 'Forever', expiresIn: 'never', scope: 'read' })).token.expiresAt).toBeNull();
  });

  it.each([
    [{ expiresIn: '30d', scope: 'read' }, 'Give the token a name'],
    [{ name: '   ', expiresIn: '30d', scope: 'read' }, 'Give the token a name'],
    [{ name: 'x'.repeat(51), expiresIn: '30d', scope: 'read' }, 'Token names cannot exceed 50 characters'],
    [{ name: 'Tablet', expiresIn: '2d', scope: 'read' }, 'Choose when the token expires: 30d, 90d, 1y or never'],
    [{ name: 'Tablet', expiresIn: '30d', scope: 'admin' }, 'Choose what the token may do: read or read-write'],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const { token: session } = await auth.registerConfirmed();
    const response = await auth.http.post('/api/auth/api-tokens').set(bearer(session)).send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('allows 20 live tokens a person; expired ones do not count', async () => {
    const { token: session, user } = await auth.registerConfirmed();
    for (let i = 0; i < 20; i++) await createToken(session, { name: `Token ${i}`, expiresIn: '30d', scope: 'read' });
    const refused = await auth.http.post('/api/auth/api-tokens').set(bearer(session)).send({ name: 'One more', expiresIn: '30d', scope: 'read' });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'You already have 20 API tokens. Revoke one you no longer use first.' });
    await auth.sql(`UPDATE "${auth.schema}".api_tokens SET expires_at = now() - interval '1 day' WHERE user_id = $1 AND name = 'Token 0'`, [user._id]);
    await createToken(session, { name: 'One more', expiresIn: '30d', scope: 'read' });
  });
});

describe('using an API token', () => {
  it('opens /me as its owner and records when it was last used', async () => {
    const { token: session, user } = await auth.registerConfirmed('Grace Hopper');
    const { secret, token } = await createToken(session);
    const me = await auth.http.get('/api/auth/me').set(bearer(secret));
    expect(me.status).toBe(200);
    expect(expectToMatchContract(userResponse, me.body)).toEqual(user);
    const [listed] = (await auth.http.get('/api/auth/api-tokens').set(bearer(session))).body;
    expect(listed._id).toBe(token._id);
    expect(Date.parse(listed.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(token.createdAt));
  });

  it('tells its holder which token it is and whom it acts for, and nothing to anyone else', async () => {
    const { token: session, user } = await auth.registerConfirmed();
    const { secret, token } = await createToken(session, { name: 'Phone shortcut', expiresIn: 'never', scope: 'read' });
    const current = await auth.http.get('/api/auth/api-tokens/current').set(bearer(secret));
    expect(current.status).toBe(200);
    expect(expectToMatchContract(currentApiTokenResponse, current.body)).toEqual({
      _id: token._id,
      name: 'Phone shortcut',
      scope: 'read',
      expiresAt: null,
      user: { _id: user._id, name: user.name, email: user.email },
    });
    const tampered = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
    for (const other of [session, tampered, 'hearth_nothing', 'garbage']) {
      const answer = await auth.http.get('/api/auth/api-tokens/current').set(bearer(other));
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: 'This API token is invalid, expired or revoked' });
    }
    expect((await auth.http.get('/api/auth/api-tokens/current')).status).toBe(401);
  });

  it('stops working once expired', async () => {
    const { token: session } = await auth.registerConfirmed();
    const { secret, token } = await createToken(session);
    await auth.sql(`UPDATE "${auth.schema}".api_tokens SET expires_at = now() - interval '1 second' WHERE id = $1`, [token._id]);
    const me = await auth.http.get('/api/auth/me').set(bearer(secret));
    expect(me.status).toBe(401);
    expect(me.body).toEqual({ message: 'This API token is invalid, expired or revoked' });
  });

  it('outlives a password change, unlike the sessions it ends', async () => {
    const { token: session } = await auth.registerConfirmed();
    const { secret } = await createToken(session);
    await new Promise((resolve) => setTimeout(resolve, 1010 - (Date.now() % 1000)));
    const changed = await auth.http.put('/api/auth/change-password').set(bearer(session)).send({ currentPassword: 'secret123', newPassword: 'better-secret' });
    expect(changed.status).toBe(200);
    expect((await auth.http.get('/api/auth/me').set(bearer(session))).status).toBe(401);
    expect((await auth.http.get('/api/auth/me').set(bearer(secret))).status).toBe(200);
  });
});

describe('what a token may not do', () => {
  it('a read-only token reads but every write is 403', async () => {
    const { token: session } = await auth.registerConfirmed();
    const { secret } = await createToken(session, { name: 'Dashboard', expiresIn: '30d', scope: 'read' });
    expect((await auth.http.get('/api/auth/me').set(bearer(secret))).status).toBe(200);
    const write = await auth.http.put('/api/auth/update-profile').set(bearer(secret)).send({ name: 'Renamed', email: 'renamed@example.com' });
    expect(write.status).toBe(403);
    expect(write.body).toEqual({ message: 'This API token is read-only' });
  });

  // Every row has all four cells: jest hands a shorter row's test a `done` callback instead.
  const selfManagement: [string, string, (ids: { tokenId: string }) => string, object | undefined][] = [
    ['creating a token', 'post', () => '/api/auth/api-tokens', { name: 'Minted by a token', expiresIn: 'never', scope: 'read-write' }],
    ['listing tokens', 'get', () => '/api/auth/api-tokens', undefined],
    ['revoking a token', 'delete', ({ tokenId }) => `/api/auth/api-tokens/${tokenId}`, undefined],
    ['changing the e-mail', 'put', () => '/api/auth/update-profile', { name: 'Ada Lovelace', email: 'taken-over@example.com' }],
    ['changing the password', 'put', () => '/api/auth/change-password', { currentPassword: 'secret123', newPassword: 'taken-over' }],
    ['deleting the account', 'delete', () => '/api/auth/delete-account', undefined],
  ];

  it.each(selfManagement)('even a read-write token cannot do %s (403, nothing changes)', async (_what, method, path, body) => {
    const { token: session, user, email } = await auth.registerConfirmed();
    const { secret, token } = await createToken(session);
    const call = auth.http[method as 'get'](path({ tokenId: token._id })).set(bearer(secret));
    const response = body ? await call.send(body) : await call;
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      message: 'API tokens cannot do this: sign in to Hearth to manage API tokens, your password, your e-mail or your account',
    });
    const me = await auth.http.get('/api/auth/me').set(bearer(session));
    expect(me.body).toEqual({ ...user, email });
    expect((await auth.http.get('/api/auth/api-tokens').set(bearer(session))).body).toHaveLength(1);
    expect((await auth.http.post('/api/auth/login').send({ email, password: 'secret123' })).status).toBe(200);
  });
});

describe('revoking an API token', () => {
  it('removes it from the list and it stops working at once', async () => {
    const { token: session } = await auth.registerConfirmed();
    const kept = await createToken(session, { name: 'Kept', expiresIn: '30d', scope: 'read' });
    const { secret, token } = await createToken(session);
    const revoked = await auth.http.delete(`/api/auth/api-tokens/${token._id}`).set(bearer(session));
    expect(revoked.status).toBe(200);
    expect(expectToMatchContract(messageResponse, revoked.body)).toEqual({ message: 'API token revoked' });
    expect((await auth.http.get('/api/auth/api-tokens').set(bearer(session))).body).toEqual([kept.token]);
    const me = await auth.http.get('/api/auth/me').set(bearer(secret));
    expect(me.status).toBe(401);
    expect(me.body).toEqual({ message: 'This API token is invalid, expired or revoked' });
  });

  it("cannot touch someone else's token: 404, and it keeps working", async () => {
    const owner = await auth.registerConfirmed();
    const stranger = await auth.registerConfirmed();
    const { secret, token } = await createToken(owner.token);
    const attempt = await auth.http.delete(`/api/auth/api-tokens/${token._id}`).set(bearer(stranger.token));
    expect(attempt.status).toBe(404);
    expect(attempt.body).toEqual({ message: 'API token not found' });
    expect((await auth.http.get('/api/auth/me').set(bearer(secret))).status).toBe(200);
    expect((await auth.http.delete('/api/auth/api-tokens/not-a-uuid').set(bearer(owner.token))).status).toBe(400);
  });

  it('goes with the account: deleting it revokes every token', async () => {
    const { token: session, user } = await auth.registerConfirmed();
    const first = await createToken(session);
    const second = await createToken(session, { name: 'Second', expiresIn: 'never', scope: 'read' });
    expect((await auth.http.delete('/api/auth/delete-account').set(bearer(session))).status).toBe(200);
    for (const { secret } of [first, second]) expect((await auth.http.get('/api/auth/me').set(bearer(secret))).status).toBe(401);
    expect(await auth.sql(`SELECT id FROM "${auth.schema}".api_tokens WHERE user_id = $1`, [user._id])).toEqual([]);
  });
});
