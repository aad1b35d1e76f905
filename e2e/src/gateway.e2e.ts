import { api, baseUrl, uniqueEmail } from './stack';

describe('the gateway in front of the stack', () => {
  it('routes each service prefix to its service', async () => {
    const auth = await api('/auth/me');
    expect(auth.status).toBe(401);
    expect(await auth.json()).toEqual({ message: 'Authentication required' });
    // Every service runs behind its prefixes: an answer of its own, never the gateway's 404 or 502.
    for (const path of ['/recipes', '/categories', '/ingredients', '/households', '/invitations', '/meal-plans', '/shopping-lists']) {
      const response = await api(path);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect([404, 502, 503, 504]).not.toContain(response.status);
    }
    const image = await api('/images/x');
    expect(image.status).toBe(404);
    expect(await image.json()).toEqual({ message: 'Image not found' });
  });

  it('answers an unknown API path with JSON 404', async () => {
    const response = await api('/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found' });
  });

  it('carries a request id to the service and back', async () => {
    const response = await api('/auth/me', { headers: { 'X-Request-Id': 'e2e-trace-1' } });
    expect(response.headers.get('x-request-id')).toBe('e2e-trace-1');
    expect((await api('/auth/me')).headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('sends the security headers on API responses', async () => {
    const response = await fetch(`${baseUrl}/api/auth/.well-known/jwks.json`);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses a body over the limit with JSON 413', async () => {
    const response = await api('/auth/register', { method: 'POST', body: JSON.stringify({ name: 'x'.repeat(2_000_000) }) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'Request body is too large' });
  });

  it('answers a request it cannot read with JSON, as it does its other errors', async () => {
    const nul = await api('/recipes/%00');
    expect(nul.status).toBe(400);
    expect(await nul.json()).toEqual({ message: 'The request could not be read' });
    const longAddress = await api(`/recipes/${'a'.repeat(20_000)}`);
    expect(longAddress.status).toBe(414);
    expect(await longAddress.json()).toEqual({ message: 'The address is too long' });
    const hugeHeader = await api('/recipes', { headers: { Cookie: `c=${'b'.repeat(40_000)}` } });
    expect(hugeHeader.status).toBe(400);
    expect(await hugeHeader.json()).toEqual({ message: 'The request could not be read' });
  });

  it('registers and signs in through the gateway', async () => {
    const email = uniqueEmail('gateway');
    const registered = await api('/auth/register', { method: 'POST', body: JSON.stringify({ name: 'Gate Keeper', email, password: 'secret123' }) });
    expect(registered.status).toBe(201);
    const signedIn = await api('/auth/login', { method: 'POST', body: JSON.stringify({ email, password: 'secret123' }) });
    const { token } = await signedIn.json();
    const me = await api('/auth/me', { headers: { Authorization: `Bearer ${token}` } });
    expect((await me.json()).name).toBe('Gate Keeper');
  });

  it('rate-limits a flood of sign-in routes with JSON 429', async () => {
    // An invalid body: every request that gets through is a harmless 400.
    const attempts = await Promise.all(
      Array.from({ length: 120 }, () => api('/auth/register', { method: 'POST', body: '{}' })),
    );
    const limited = attempts.find((response) => response.status === 429);
    expect(limited).toBeDefined();
    expect(await limited!.json()).toEqual({ message: 'Too many attempts. Please try again later.' });
    // Let the bucket drain for the tests that follow.
    await new Promise((resolve) => setTimeout(resolve, 3000));
  });
});
