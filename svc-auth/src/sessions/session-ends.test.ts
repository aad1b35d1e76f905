import { messageResponse } from '@hearth/contracts/auth/schemas';
import { expectToMatchContract } from '@hearth/service-kit/testing';
import { bearer, startAuthService, type AuthHarness } from '../test/auth-harness';

/**
 * Sessions end early here and are announced so every service ends them too.
 * No test waits for the next second: a cutoff ends every token issued until it, however recent,
 * and the tokens issued after it work at once.
 */

let auth: AuthHarness;
beforeAll(async () => {
  auth = await startAuthService();
});
afterAll(() => auth.stop());

const tokenOf = (link: string) => link.split('/reset-password/')[1]!;

async function signIn(email: string, password: string): Promise<string> {
  const response = await auth.http.post('/api/auth/login').send({ email, password });
  expect(response.status).toBe(200);
  return response.body.token as string;
}

/** The events of `type` announced for the user (waits for at least one). */
async function announced<T extends 'session.ended' | 'user.sessions-ended' | 'user.deleted'>(type: T, userId: string) {
  const deadline = Date.now() + 5000;
  for (;;) {
    const mine = (await auth.publishedOf(type)).filter((event) => (event.payload as { userId: string }).userId === userId);
    if (mine.length > 0 || Date.now() > deadline) return mine;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const me = async (token: string) => (await auth.http.get('/api/auth/me').set(bearer(token))).status;

async function apiToken(session: string): Promise<string> {
  const response = await auth.http.post('/api/auth/api-tokens').set(bearer(session)).send({ name: 'Tablet', expiresIn: 'never', scope: 'read-write' });
  expect(response.status).toBe(201);
  return response.body.secret as string;
}

describe('POST /api/auth/logout', () => {
  it('ends this session only, and announces it with the session and its expiry', async () => {
    const { email, password, token: phone, user } = await auth.register();
    const laptop = await signIn(email, password);

    const response = await auth.http.post('/api/auth/logout').set(bearer(phone));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Signed out' });
    expectToMatchContract(messageResponse, response.body);

    expect(await me(phone)).toBe(401);
    expect(await me(laptop)).toBe(200);
    const [ended] = await announced('session.ended', user._id);
    expect(ended!.payload).toEqual({ userId: user._id, sessionId: expect.any(String), expiresAt: expect.any(String) });
    expect(Date.parse(ended!.payload.expiresAt)).toBeGreaterThan(Date.now());
  });

  it('is for a signed-in person, not a program holding an API token', async () => {
    const { token } = await auth.registerConfirmed();
    const secret = await apiToken(token);
    expect((await auth.http.post('/api/auth/logout').set(bearer(secret))).status).toBe(403);
    expect((await auth.http.post('/api/auth/logout')).status).toBe(401);
  });
});

describe('POST /api/auth/logout-everywhere', () => {
  it('ends every session of the account, this one included; a new sign-in works at once', async () => {
    const { email, password, token: phone, user } = await auth.registerConfirmed();
    const laptop = await signIn(email, password);
    const secret = await apiToken(phone);

    const response = await auth.http.post('/api/auth/logout-everywhere').set(bearer(laptop));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Signed out on every device' });

    expect([await me(phone), await me(laptop)]).toEqual([401, 401]);
    expect(await me(await signIn(email, password))).toBe(200);
    expect(await me(secret)).toBe(200);
    const [ended] = await announced('user.sessions-ended', user._id);
    expect(Date.parse(ended!.payload.validFrom)).toBeGreaterThan(Date.now() - 2000);
  });
});

describe('ends in a row', () => {
  it('end the sessions opened between them too, however quick', async () => {
    const { email, password, token } = await auth.register();
    const changed = await auth.http.put('/api/auth/change-password').set(bearer(token)).send({ currentPassword: password, newPassword: 'second-secret' });
    const opened = await signIn(email, 'second-secret');
    expect([await me(changed.body.token), await me(opened)]).toEqual([200, 200]);
    await auth.http.post('/api/auth/logout-everywhere').set(bearer(opened)).expect(200);
    expect([await me(changed.body.token), await me(opened)]).toEqual([401, 401]);
    expect(await me(await signIn(email, 'second-secret'))).toBe(200);
  });
});

describe('a password change', () => {
  it('ends the other sessions at once, keeps this one with a fresh token, and kills a reset link not used yet', async () => {
    const { email, password, token: phone, user } = await auth.register();
    const laptop = await signIn(email, password);
    await auth.http.post('/api/auth/forgot-password').send({ email }).expect(200);
    const link = tokenOf(await auth.resetLink(email));

    const response = await auth.http.put('/api/auth/change-password').set(bearer(phone)).send({ currentPassword: password, newPassword: 'better-secret' });
    expect(response.status).toBe(200);

    expect([await me(phone), await me(laptop), await me(response.body.token)]).toEqual([401, 401, 200]);
    await announced('user.sessions-ended', user._id);
    const reset = await auth.http.put(`/api/auth/reset-password/${link}`).send({ password: 'attacker-pass' });
    expect([reset.status, reset.body.message]).toEqual([400, 'Invalid or expired reset token']);
  });
});

describe('a password reset (account recovery)', () => {
  it('ends every session and deletes the account\'s API tokens, whoever made them', async () => {
    const { email, token: session, user } = await auth.registerConfirmed();
    const planted = await apiToken(session);
    await auth.http.post('/api/auth/forgot-password').send({ email }).expect(200);
    const link = tokenOf(await auth.resetLink(email));

    expect((await auth.http.put(`/api/auth/reset-password/${link}`).send({ password: 'owner-again' })).status).toBe(200);

    expect(await me(session)).toBe(401);
    expect(await me(planted)).toBe(401);
    const fresh = await signIn(email, 'owner-again');
    expect((await auth.http.get('/api/auth/api-tokens').set(bearer(fresh))).body).toEqual([]);
    await announced('user.sessions-ended', user._id);
  });
});

describe('an account removal', () => {
  it('ends the account\'s sessions everywhere before the services forget the user', async () => {
    const { token, user } = await auth.register();
    await auth.http.delete('/api/auth/delete-account').set(bearer(token)).expect(200);
    const [ended] = await announced('user.sessions-ended', user._id);
    const [deleted] = await announced('user.deleted', user._id);
    expect(Date.parse(ended!.occurredAt)).toBeLessThanOrEqual(Date.parse(deleted!.occurredAt));
  });
});
