import argon2 from 'argon2';
import { messageResponse } from '@hearth/contracts/auth/schemas';
import { expectToMatchContract, readMailFiles } from '@hearth/service-kit/testing';
import { bearer, nextSecond, startAuthService, type AuthHarness } from '../test/auth-harness';

let auth: AuthHarness;
beforeAll(async () => {
  auth = await startAuthService({ forgotPerEmail: 2 });
});
afterAll(() => auth.stop());

const RESET_REQUESTED = 'If an account exists for that email, a password reset link has been sent.';
const tokenOf = (link: string) => link.split('/reset-password/')[1]!;

describe('POST /api/auth/forgot-password', () => {
  it('mails a reset link under PUBLIC_URL to an existing account', async () => {
    const { email } = await auth.register('Ada');
    const response = await auth.http.post('/api/auth/forgot-password').send({ email });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: RESET_REQUESTED });
    expectToMatchContract(messageResponse, response.body);
    const link = await auth.resetLink(email);
    expect(link).toMatch(/^http:\/\/hearth\.test\/reset-password\/[A-Za-z0-9_-]{43}$/);
    const mail = (await readMailFiles(auth.dataDir)).find((m) => m.to.includes(email) && m.text.includes(link));
    expect(mail?.subject).toBe('Reset your Hearth password');
  });

  it('answers the same for an e-mail without an account, and sends nothing', async () => {
    const before = (await readMailFiles(auth.dataDir)).length;
    const response = await auth.http.post('/api/auth/forgot-password').send({ email: 'nobody-here@example.com' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: RESET_REQUESTED });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await readMailFiles(auth.dataDir)).toHaveLength(before);
  });

  it.each([
    [{}, 'Email is required'],
    [{ email: 'nope' }, 'Enter a valid email'],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const response = await auth.http.post('/api/auth/forgot-password').send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('limits requests per e-mail with 429 and Retry-After', async () => {
    const { email } = await auth.register();
    await auth.http.post('/api/auth/forgot-password').send({ email }).expect(200);
    await auth.http.post('/api/auth/forgot-password').send({ email }).expect(200);
    const limited = await auth.http.post('/api/auth/forgot-password').send({ email });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('PUT /api/auth/reset-password/:token', () => {
  it('sets the new password once, and ends existing sessions', async () => {
    const { email, token: session } = await auth.register();
    await nextSecond();
    await auth.http.post('/api/auth/forgot-password').send({ email }).expect(200);
    const token = tokenOf(await auth.resetLink(email));

    const response = await auth.http.put(`/api/auth/reset-password/${token}`).send({ password: 'brand-new-pass' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Password has been reset successfully!' });
    expectToMatchContract(messageResponse, response.body);
    expect((await auth.http.post('/api/auth/login').send({ email, password: 'brand-new-pass' })).status).toBe(200);
    expect((await auth.http.post('/api/auth/login').send({ email, password: 'secret123' })).status).toBe(401);
    expect((await auth.http.get('/api/auth/me').set(bearer(session))).status).toBe(401);

    const again = await auth.http.put(`/api/auth/reset-password/${token}`).send({ password: 'another-pass' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Invalid or expired reset token');
  });

  it('refuses a token older than an hour', async () => {
    const { email } = await auth.register();
    await auth.http.post('/api/auth/forgot-password').send({ email }).expect(200);
    const token = tokenOf(await auth.resetLink(email));
    await auth.sql(
      `UPDATE "${auth.schema}".password_resets SET expires_at = now() - interval '1 second'
       WHERE user_id = (SELECT id FROM "${auth.schema}".users WHERE email = $1)`,
      [email],
    );
    const response = await auth.http.put(`/api/auth/reset-password/${token}`).send({ password: 'brand-new-pass' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Invalid or expired reset token');
  });

  it('refuses an unknown token and a short password', async () => {
    expect((await auth.http.put('/api/auth/reset-password/made-up').send({ password: 'brand-new-pass' })).body.message).toBe(
      'Invalid or expired reset token',
    );
    const short = await auth.http.put('/api/auth/reset-password/made-up').send({ password: '123' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Password should be at least 6 characters');
  });

  it('refuses a link that is not live before hashing anything, so bogus resets cost no CPU', async () => {
    const hash = jest.spyOn(argon2, 'hash');
    try {
      const bogus = await Promise.all(Array.from({ length: 10 }, (_, i) => auth.http.put(`/api/auth/reset-password/bogus-${i}`).send({ password: 'brand-new-pass' })));
      expect(bogus.map((answer) => answer.status)).toEqual(Array(10).fill(400));
      expect(hash).not.toHaveBeenCalled();
    } finally {
      hash.mockRestore();
    }
  });

  it('makes an earlier link useless once a new one is requested', async () => {
    const { email } = await auth.register();
    await auth.http.post('/api/auth/forgot-password').send({ email }).expect(200);
    const first = tokenOf(await auth.resetLink(email));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await auth.http.post('/api/auth/forgot-password').send({ email }).expect(200);
    await auth.resetLink(email);
    expect((await auth.http.put(`/api/auth/reset-password/${first}`).send({ password: 'brand-new-pass' })).status).toBe(400);
  });
});
