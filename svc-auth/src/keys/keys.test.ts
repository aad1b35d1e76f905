import { startAuthService, type AuthHarness } from '../test/auth-harness';

let auth: AuthHarness;
beforeAll(async () => {
  auth = await startAuthService();
});
afterAll(() => auth.stop());

describe('GET /api/auth/.well-known/jwks.json', () => {
  it('publishes the public signing key and nothing private', async () => {
    const response = await auth.http.get('/api/auth/.well-known/jwks.json');
    expect(response.status).toBe(200);
    expect(response.body.keys).toHaveLength(1);
    expect(response.body.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', kid: expect.any(String) });
    expect(response.body.keys[0].d).toBeUndefined();
  });
});
