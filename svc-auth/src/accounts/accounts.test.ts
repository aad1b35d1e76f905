import { messageResponse, passwordChangedResponse, sessionResponse, userResponse } from '@hearth/contracts/auth/schemas';
import { expectToMatchContract } from '@hearth/service-kit/testing';
import { bearer, nextSecond, startAuthService, type AuthHarness } from '../test/auth-harness';

let auth: AuthHarness;
beforeAll(async () => {
  auth = await startAuthService();
});
afterAll(() => auth.stop());

describe('POST /api/auth/register', () => {
  it('creates the account, answers with a token and the user, and announces it', async () => {
    const response = await auth.http
      .post('/api/auth/register')
      .send({ name: '  Grace Hopper ', email: ' Grace@Example.COM ', password: 'cobol1959' });
    expect(response.status).toBe(201);
    expectToMatchContract(sessionResponse, response.body);
    expect(response.body.token).toEqual(expect.any(String));
    expect(response.body.user).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Grace Hopper',
      email: 'grace@example.com',
      household: null,
    });
    const [event] = await auth.publishedOf('user.registered');
    expect(event?.payload).toEqual({ userId: response.body.user._id, name: 'Grace Hopper', email: 'grace@example.com' });
  });

  it('stores the password as an argon2id hash, never as given', async () => {
    const { email } = await auth.register();
    const [row] = await auth.sql<{ password_hash: string }>(`SELECT password_hash FROM "${auth.schema}".users WHERE email = $1`, [email]);
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect(row?.password_hash).not.toContain('secret123');
  });

  it.each([
    [{ email: 'a@example.com', password: 'secret123' }, 'Name is required', 'name'],
    [{ name: '   ', email: 'a@example.com', password: 'secret123' }, 'Name is required', 'name'],
    [{ name: 'Ada', password: 'secret123' }, 'Email is required', 'email'],
    [{ name: 'Ada', email: 'not-an-email', password: 'secret123' }, 'Email address is invalid', 'email'],
    [{ name: 'Ada', email: 'a@example.com' }, 'Password is required', 'password'],
    [{ name: 'Ada', email: 'a@example.com', password: '12345' }, 'Password should be at least 6 characters', 'password'],
  ])('refuses %j with 400 "%s"', async (body, message, field) => {
    const response = await auth.http.post('/api/auth/register').send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body.errors[field]).toBe(message);
  });

  it('refuses a second account for the same e-mail with "User already exists"', async () => {
    const { email } = await auth.register();
    const response = await auth.http
      .post('/api/auth/register')
      .send({ name: 'Someone', email: email.toUpperCase(), password: 'another1' });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'User already exists' });
  });
});

describe('PUT /api/auth/update-profile', () => {
  it('updates the name at once, answers with the updated user and announces it', async () => {
    const { token, user, email } = await auth.register();
    const response = await auth.http.put('/api/auth/update-profile').set(bearer(token)).send({ name: 'Ada King', email: email.toUpperCase() });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ _id: user._id, name: 'Ada King', email, household: null });
    expectToMatchContract(userResponse, response.body);
    expect((await auth.http.get('/api/auth/me').set(bearer(token))).body.name).toBe('Ada King');
    const events = await auth.publishedOf('user.updated');
    expect(events.map((e) => e.payload)).toContainEqual({ userId: user._id, name: 'Ada King', email });
  });

  it.each([
    [{ name: 'A', email: 'a@example.com' }, 'Name must be at least 2 characters'],
    [{ name: 'x'.repeat(51), email: 'a@example.com' }, 'Name cannot exceed 50 characters'],
    [{ email: 'a@example.com' }, 'Name is required'],
    [{ name: 'Ada' }, 'Email is required'],
    [{ name: 'Ada', email: 'nope' }, 'Enter a valid email'],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const { token } = await auth.register();
    const response = await auth.http.put('/api/auth/update-profile').set(bearer(token)).send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('refuses an e-mail another account uses with 409', async () => {
    const other = await auth.register();
    const { token } = await auth.register();
    const response = await auth.http.put('/api/auth/update-profile').set(bearer(token)).send({ name: 'Ada', email: other.email, currentPassword: 'secret123' });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('Email is already in use by another account');
  });

  it('needs a session', async () => {
    const response = await auth.http.put('/api/auth/update-profile').send({ name: 'Ada', email: 'a@example.com' });
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Authentication required');
  });
});

describe('PUT /api/auth/change-password', () => {
  it('changes the password, keeps this session with a new token and ends the others', async () => {
    const { token, email } = await auth.register();
    await nextSecond();
    const response = await auth.http
      .put('/api/auth/change-password')
      .set(bearer(token))
      .send({ currentPassword: 'secret123', newPassword: 'better-secret' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Password changed successfully', token: expect.any(String) });
    expectToMatchContract(passwordChangedResponse, response.body);

    expect((await auth.http.get('/api/auth/me').set(bearer(response.body.token))).status).toBe(200);
    expect((await auth.http.get('/api/auth/me').set(bearer(token))).status).toBe(401);
    expect((await auth.http.post('/api/auth/login').send({ email, password: 'secret123' })).status).toBe(401);
    expect((await auth.http.post('/api/auth/login').send({ email, password: 'better-secret' })).status).toBe(200);
  });

  it('refuses a wrong current password with 400, leaving the session alone', async () => {
    const { token } = await auth.register();
    const response = await auth.http
      .put('/api/auth/change-password')
      .set(bearer(token))
      .send({ currentPassword: 'wrong-one', newPassword: 'better-secret' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Current password is incorrect');
    expect((await auth.http.get('/api/auth/me').set(bearer(token))).status).toBe(200);
  });

  it.each([
    [{ newPassword: 'better-secret' }, 'Current password is required'],
    [{ currentPassword: 'secret123' }, 'New password is required'],
    [{ currentPassword: 'secret123', newPassword: '123' }, 'Password must be at least 6 characters'],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const { token } = await auth.register();
    const response = await auth.http.put('/api/auth/change-password').set(bearer(token)).send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });
});

describe('DELETE /api/auth/delete-account', () => {
  it('removes the account, announces it, and the token stops working', async () => {
    const { token, user, email, password } = await auth.register();
    const response = await auth.http.delete('/api/auth/delete-account').set(bearer(token));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Account removed' });
    expectToMatchContract(messageResponse, response.body);
    const events = await auth.publishedOf('user.deleted');
    expect(events.map((e) => e.payload)).toContainEqual({ userId: user._id });
    expect((await auth.http.get('/api/auth/me').set(bearer(token))).status).toBe(401);
    expect((await auth.http.post('/api/auth/login').send({ email, password })).status).toBe(401);
  });

  it('needs a session', async () => {
    expect((await auth.http.delete('/api/auth/delete-account')).status).toBe(401);
  });
});
