import { sessionResponse, userResponse } from '@hearth/contracts/auth/schemas';
import { expectToMatchContract } from '@hearth/service-kit/testing';
import { bearer, startAuthService, type AuthHarness } from '../test/auth-harness';

let auth: AuthHarness;
beforeAll(async () => {
  auth = await startAuthService({ loginFailuresPerEmail: 3, loginFailuresPerIp: 6 });
});
afterAll(() => auth.stop());

const fromIp = (ip: string) => ({ 'X-Forwarded-For': ip });

describe('POST /api/auth/login', () => {
  it('answers with a token and the user; the token opens /me', async () => {
    const { email, user } = await auth.register('Ada Lovelace');
    const response = await auth.http.post('/api/auth/login').send({ email: email.toUpperCase(), password: 'secret123' });
    expect(response.status).toBe(200);
    expect(response.body.user).toEqual(user);
    expectToMatchContract(sessionResponse, response.body);
    const me = await auth.http.get('/api/auth/me').set(bearer(response.body.token));
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ _id: user._id, name: 'Ada Lovelace', email, household: null });
    expectToMatchContract(userResponse, me.body);
  });

  it.each([
    [{ password: 'secret123' }, 'Email is required'],
    [{ email: 'nope', password: 'secret123' }, 'Enter a valid email'],
    [{ email: 'a@example.com' }, 'Password is required'],
    [{ email: 'a@example.com', password: '123' }, 'Password should be at least 6 characters'],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const response = await auth.http.post('/api/auth/login').send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
    const { email } = await auth.register();
    const wrong = await auth.http.post('/api/auth/login').set(fromIp('10.0.0.1')).send({ email, password: 'wrong-password' });
    const unknown = await auth.http
      .post('/api/auth/login')
      .set(fromIp('10.0.0.1'))
      .send({ email: 'nobody@example.com', password: 'wrong-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid email or password' });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('locks an e-mail at the address that failed, even for the right password, with Retry-After; its owner signs in elsewhere', async () => {
    const { email, password } = await auth.register();
    for (let i = 0; i < 3; i++) {
      const attempt = await auth.http.post('/api/auth/login').set(fromIp('10.1.0.1')).send({ email, password: 'wrong-password' });
      expect(attempt.status).toBe(401);
    }
    const locked = await auth.http.post('/api/auth/login').set(fromIp('10.1.0.1')).send({ email, password });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many attempts. Please try again later.');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await auth.http.post('/api/auth/login').set(fromIp('10.1.0.9')).send({ email, password })).status).toBe(200);
  });

  it('locks an e-mail everywhere only after ten times as many failures from all addresses together', async () => {
    const { email, password } = await auth.register();
    for (let i = 0; i < 30; i++) {
      const attempt = await auth.http.post('/api/auth/login').set(fromIp(`10.3.${i}.1`)).send({ email, password: 'wrong-password' });
      expect(attempt.status).toBe(401);
    }
    expect((await auth.http.post('/api/auth/login').set(fromIp('10.3.99.1')).send({ email, password })).status).toBe(429);
  });

  it('keeps e-mails and addresses out of its counters, by digest only', async () => {
    const { email } = await auth.register();
    await auth.http.post('/api/auth/login').set(fromIp('10.4.0.1')).send({ email, password: 'wrong-password' }).expect(401);
    const buckets = await auth.sql<{ bucket: string }>(`SELECT bucket FROM "${auth.schema}".rate_limit_hits`);
    expect(buckets.length).toBeGreaterThan(0);
    expect(buckets.filter(({ bucket }) => bucket.includes('@') || bucket.includes('10.4.0.1'))).toEqual([]);
  });

  it('locks an address that fails across many e-mails, and only that address', async () => {
    const { email, password } = await auth.register();
    for (let i = 0; i < 6; i++) {
      await auth.http.post('/api/auth/login').set(fromIp('10.2.0.1')).send({ email: `guess${i}@example.com`, password: 'wrong-password' });
    }
    expect((await auth.http.post('/api/auth/login').set(fromIp('10.2.0.1')).send({ email, password })).status).toBe(429);
    expect((await auth.http.post('/api/auth/login').set(fromIp('10.2.0.2')).send({ email, password })).status).toBe(200);
  });
});

describe('GET /api/auth/me', () => {
  it('needs a valid token', async () => {
    expect((await auth.http.get('/api/auth/me')).status).toBe(401);
    const garbage = await auth.http.get('/api/auth/me').set(bearer('abc.def.ghi'));
    expect(garbage.status).toBe(401);
    expect(garbage.body.message).toBe('Your session has expired. Please sign in again.');
  });
});

describe('paths as the gateways limit them', () => {
  it.each([
    ['POST', '/api/auth/LOGIN'],
    ['POST', '/api/auth/login/'],
    ['POST', '/api/auth/Register'],
    ['POST', '/api/auth/register/'],
    ['POST', '/api/auth/FORGOT-PASSWORD'],
    ['PUT', '/api/auth/RESET-PASSWORD/some-token'],
    ['PUT', '/api/auth/reset-password/some-token/'],
  ])('answer %s %s with 404: only the exact path the sign-in limit names reaches its handler', async (method, path) => {
    const response = await auth.http[method === 'POST' ? 'post' : 'put'](path).send({ email: 'ada@example.com', password: 'whatever-pass', name: 'Ada' });
    expect([response.status, response.body]).toEqual([404, { message: 'Not found' }]);
  });
});
