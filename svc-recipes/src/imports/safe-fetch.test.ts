import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { FetchRefused, isPublicAddress, safeFetch } from './safe-fetch';

/** A page server on loopback: only reachable because the test lists it, as IMPORT_ALLOWED_HOSTS does. */
let server: http.Server;
let origin: string;
let allowedHosts: string[];
const hits: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    if (req.url === '/recipe') return res.end('<html><title>Soup</title></html>');
    if (req.url === '/moved') return res.writeHead(302, { Location: '/recipe' }).end();
    if (req.url === '/to-private') return res.writeHead(302, { Location: 'http://10.0.0.1/admin' }).end();
    if (req.url === '/to-metadata') return res.writeHead(301, { Location: 'http://169.254.169.254/latest/meta-data/' }).end();
    if (req.url === '/loop') return res.writeHead(302, { Location: '/loop' }).end();
    if (req.url === '/huge') {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      const chunk = Buffer.alloc(1024 * 1024, 'a');
      let sent = 0;
      const pump = () => {
        while (sent < 50 && res.write(chunk)) sent++;
        if (sent < 50) res.once('drain', pump);
        else res.end();
      };
      return pump();
    }
    if (req.url === '/never-ends') {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.write('<html>');
      return; // and nothing more, ever
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  allowedHosts = [`127.0.0.1:${port}`];
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(() => undefined, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(FetchRefused);
  return (error as FetchRefused).reason;
};

describe('fetching a page a member named', () => {
  it('fetches a listed test host and follows a redirect on it', async () => {
    const page = await safeFetch(`${origin}/moved`, { maxBytes: 1000, allowedHosts });
    expect(page.body.toString()).toContain('Soup');
    expect(page.url).toBe(`${origin}/recipe`);
  });

  it('refuses what is not an http(s) URL', async () => {
    for (const url of ['not a url', 'file:///etc/passwd', 'ftp://example.com/x', 'gopher://example.com', 'http://user:pw@example.com/']) {
      expect(await refusal(safeFetch(url, { maxBytes: 1000 }))).toBe('invalid-url');
    }
  });

  it('refuses loopback, private, link-local and metadata addresses, however they are written', async () => {
    for (const url of [
      `${origin}/recipe`,
      'http://localhost:9/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[::ffff:7f00:1]/',
      'http://[fd00:ec2::254]/',
      'http://0.0.0.0/',
      'http://2130706433/',
      'http://0x7f.0.0.1/',
      'http://10.1.2.3/',
      'http://192.168.1.1/',
    ]) {
      expect([url, await refusal(safeFetch(url, { maxBytes: 1000, timeoutMs: 2000 }))]).toEqual([url, 'not-allowed']);
    }
  });

  it('checks every redirect: one to a private or metadata address is refused, and so is a fourth', async () => {
    expect(await refusal(safeFetch(`${origin}/to-private`, { maxBytes: 1000, allowedHosts }))).toBe('not-allowed');
    expect(await refusal(safeFetch(`${origin}/to-metadata`, { maxBytes: 1000, allowedHosts }))).toBe('not-allowed');
    const before = hits.filter((hit) => hit === '/loop').length;
    expect(await refusal(safeFetch(`${origin}/loop`, { maxBytes: 1000, allowedHosts }))).toBe('unreachable');
    expect(hits.filter((hit) => hit === '/loop').length - before).toBe(4);
  });

  it('stops reading a page past the cap, and one that never ends at the time limit', async () => {
    expect(await refusal(safeFetch(`${origin}/huge`, { maxBytes: 5 * 1024 * 1024, allowedHosts }))).toBe('too-large');
    const started = Date.now();
    expect(await refusal(safeFetch(`${origin}/never-ends`, { maxBytes: 1000, allowedHosts, timeoutMs: 300 }))).toBe('unreachable');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('says what it cannot reach', async () => {
    expect(await refusal(safeFetch(`${origin}/missing`, { maxBytes: 1000, allowedHosts }))).toBe('unreachable');
    expect(await refusal(safeFetch('http://no-such-host.invalid/', { maxBytes: 1000 }))).toBe('unreachable');
  });
});

describe('a public address', () => {
  it.each([
    ['93.184.215.14', true],
    ['2606:2800:21f:cb07:6820:80da:af6b:8b2c', true],
    ['127.0.0.1', false],
    ['100.64.0.1', false],
    ['172.31.255.255', false],
    ['169.254.169.254', false],
    ['::', false],
    ['fe80::1', false],
    ['::ffff:10.0.0.1', false],
    ['64:ff9b::a9fe:a9fe', false],
    ['ff02::1', false],
    ['not an address', false],
  ])('%s: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});
