import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadRouteTable } from '@hearth/gateway';
import { createEmbeddedGateway } from './embedded-gateway';

let root: string;
let server: Server;
let base: string;

/** A stand-in for svc-auth that shows what reached it. */
const echoService: RequestListener = (req, res) => {
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify({ url: req.url, forwardedFor: req.headers['x-forwarded-for'], requestId: req.headers['x-request-id'] }));
};

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'hearth-gateway-'));
  const app = path.join(root, 'app');
  await mkdir(path.join(app, 'shell', 'dist'), { recursive: true });
  await mkdir(path.join(app, 'mf-household', 'dist'), { recursive: true });
  await writeFile(path.join(app, 'shell', 'dist', 'index.html'), '<!doctype html><title>Hearth</title>');
  await writeFile(path.join(app, 'shell', 'dist', 'main.0123abcd.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  await writeFile(path.join(app, 'mf-household', 'dist', 'remoteEntry.js'), 'var household = {};');
  await writeFile(path.join(app, 'shell', 'dist', 'main.0123abcd.js.map'), '{"sourcesContent":["secret source"]}');
  await writeFile(path.join(app, 'mf-household', 'dist', 'remoteEntry.js.map'), '{"sourcesContent":["secret source"]}');
  await writeFile(path.join(root, 'secret.txt'), 'do not serve');
  const handler = createEmbeddedGateway({
    table: loadRouteTable(),
    services: { auth: echoService },
    frontendsDir: app,
    apis: [],
    corsOrigins: ['https://dash.example'],
  });
  server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(root, { recursive: true, force: true });
});

describe('the embedded gateway', () => {
  it("sends a service's prefixes to it, with the real client address and a request id", async () => {
    const response = await fetch(`${base}/api/auth/me?x=1`, { headers: { 'X-Forwarded-For': '6.6.6.6' } });
    expect(await response.json()).toEqual({ url: '/api/auth/me?x=1', forwardedFor: '127.0.0.1', requestId: expect.any(String) });
    const traced = await fetch(`${base}/api/auth/me`, { headers: { 'X-Request-Id': 'trace-1' } });
    expect(((await traced.json()) as { requestId: string }).requestId).toBe('trace-1');
  });

  it('answers unknown API paths with JSON 404 and absent services with JSON 503', async () => {
    const unknown = await fetch(`${base}/api/unknown`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Not found' });
    const absent = await fetch(`${base}/api/meal-plans`);
    expect(absent.status).toBe(503);
    expect(((await absent.json()) as { message: string }).message).toMatch(/not available/);
  });

  it("serves the shell's page, with the SPA fallback for client routes", async () => {
    for (const page of ['/', '/dashboard', '/recipes/123']) {
      const response = await fetch(`${base}${page}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>Hearth</title>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    }
  });

  it('caches hashed assets for a year, gzipped, and revalidates entry files', async () => {
    const asset = await fetch(`${base}/main.0123abcd.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(await asset.text()).toContain('xxxx');
    const etag = asset.headers.get('etag')!;
    expect((await fetch(`${base}/main.0123abcd.js`, { headers: { 'If-None-Match': etag } })).status).toBe(304);

    const entry = await fetch(`${base}/mf/household/remoteEntry.js`);
    expect(entry.status).toBe(200);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${base}/mf/household/missing.js`)).status).toBe(404);
  });

  it('never serves source maps (404, not the page either)', async () => {
    for (const map of ['/main.0123abcd.js.map', '/mf/household/remoteEntry.js.map', '/missing.js.map']) {
      const response = await fetch(`${base}${map}`);
      expect([map, response.status]).toEqual([map, 404]);
      expect(await response.text()).not.toContain('secret source');
    }
  });

  it('never serves files outside the front-end folders', async () => {
    for (const attempt of ['/mf/household/..%2f..%2f..%2fsecret.txt', '/..%2f..%2f..%2fsecret.txt', '/mf/household/%2e%2e/%2e%2e/%2e%2e/secret.txt']) {
      const response = await fetch(`${base}${attempt}`);
      expect(await response.text()).not.toContain('do not serve');
    }
  });

  it('serves the API document, its reference page and the page\'s script from the installed package', async () => {
    const document = await fetch(`${base}/api/openapi.json`);
    expect(document.status).toBe(200);
    expect(document.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await document.json()).toMatchObject({ openapi: '3.1.0', info: { title: 'Hearth API', version: '1' } });

    const page = await fetch(`${base}/api/docs`);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toContain('data-url="/api/openapi.json"');
    expect(html).toContain('<script src="/api/docs/scalar.js"></script>');
    expect(html).not.toMatch(/https?:\/\//);

    const script = await fetch(`${base}/api/docs/scalar.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect((await script.text()).length).toBeGreaterThan(100_000);

    const wrongMethod = await fetch(`${base}/api/openapi.json`, { method: 'POST' });
    expect(wrongMethod.status).toBe(405);
    expect(await wrongMethod.json()).toEqual({ message: 'Method not allowed' });
  });

  it('throttles a flood of sign-in requests from one address', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 80 }, () => fetch(`${base}/api/auth/login`, { method: 'POST' }).then((r) => r.status)),
    );
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(40);
  });

  it('limits each API token to its burst, with 429, Retry-After and a JSON message, and no other caller', async () => {
    const burst = loadRouteTable().limits.apiTokenBurst;
    const as = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });
    const answers = await Promise.all(Array.from({ length: burst + 20 }, () => fetch(`${base}/api/auth/me`, as('hearth_busyScript'))));
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(10);
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(burst);
    expect(refused[0]!.headers.get('retry-after')).toBe('1');
    expect(await refused[0]!.json()).toEqual({ message: 'Too many attempts. Please try again later.' });
    expect((await fetch(`${base}/api/auth/me`, as('hearth_quietTablet'))).status).toBe(200);
    // Sessions (the app in a browser) are not counted per token.
    const sessions = await Promise.all(Array.from({ length: burst + 20 }, () => fetch(`${base}/api/auth/me`, as('eyJhbGciOiJFUzI1NiJ9.e30.sig'))));
    expect(sessions.every((answer) => answer.status === 200)).toBe(true);
  });

  it('answers browsers of the allowed origins only (CORS), preflight included', async () => {
    const allowed = await fetch(`${base}/api/auth/me`, { headers: { Origin: 'https://dash.example' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://dash.example');
    expect(allowed.headers.get('vary')).toBe('Origin');
    const preflight = await fetch(`${base}/api/shopping-lists/1/items`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://dash.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Authorization');
    const stranger = await fetch(`${base}/api/auth/me`, { headers: { Origin: 'https://evil.example' } });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });
});
