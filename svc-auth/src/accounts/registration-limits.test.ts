import { uniqueName } from '@hearth/service-kit/testing';
import { startAuthService, type AuthHarness } from '../test/auth-harness';

/** Registration has limits of its own, per address, inside svc-auth. */

let auth: AuthHarness;
beforeAll(async () => {
  auth = await startAuthService({ registrationsPerIp: 5, registrationConflictsPerIp: 2 });
});
afterAll(() => auth.stop());

const fromIp = (ip: string) => ({ 'X-Forwarded-For': ip });
const register = (ip: string, email = `${uniqueName('new')}@example.com`) =>
  auth.http.post('/api/auth/register').set(fromIp(ip)).send({ name: 'Newcomer', email, password: 'secret123' });

describe('registration limits', () => {
  it('refuses a flood of accounts from one address with 429 and Retry-After, and only that address', async () => {
    for (let i = 0; i < 5; i++) expect((await register('10.9.0.1')).status).toBe(201);
    const refused = await register('10.9.0.1');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: 'Too many attempts. Please try again later.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await register('10.9.0.2')).status).toBe(201);
  });

  it("stops an address learning which e-mails have accounts: 'User already exists' twice, then 429 for any e-mail", async () => {
    const { email } = await auth.register('Ada', undefined, 'secret123');
    expect((await register('10.9.1.1', email)).body).toEqual({ message: 'User already exists' });
    expect((await register('10.9.1.1', email)).status).toBe(409);
    expect((await register('10.9.1.1', email)).status).toBe(429);
    expect((await register('10.9.1.1')).status).toBe(429);
    expect((await register('10.9.1.2', email)).status).toBe(409);
  });
});
