import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadRouteTable } from '../route-table';
import { containerEnvironment, localStackEnvironment } from './environments';
import { rateShare, renderNginxConfig, writeNginxConfig } from './render';

const table = loadRouteTable();

describe('the nginx configuration', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'hearth-nginx-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('passes nginx -t for the local stack', async () => {
    const env = localStackEnvironment({
      repoDir: path.resolve(__dirname, '../../..'),
      runtimeDir: dir,
      listen: '127.0.0.1:18999',
      portOf: (name) => table.services.find((s) => s.name === name)!.port,
    });
    await writeNginxConfig(dir, await renderNginxConfig(table, env));
    const result = spawnSync('nginx', ['-t', '-p', dir, '-c', 'nginx.conf'], { encoding: 'utf8' });
    expect(result.error).toBeUndefined();
    expect(result.stderr).toContain('test is successful');
    expect(result.status).toBe(0);
  });

  it('has an upstream for every service and a location for every prefix', async () => {
    const files = await renderNginxConfig(table, containerEnvironment());
    for (const service of table.services) {
      expect(files['upstreams.conf']).toContain(`upstream ${service.name} {\n  server svc-${service.name}:${service.port};`);
      for (const prefix of service.prefixes) {
        expect(files['routes.conf']).toContain(`location ${prefix}/ {`);
        expect(files['routes.conf']).toContain(`location = ${prefix} {`);
      }
    }
  });

  it('rate-limits sign-in routes and lets only uploads carry large bodies', async () => {
    const files = await renderNginxConfig(table, containerEnvironment());
    for (const route of table.signInRoutes) expect(files['routes.conf']).toContain(`location ~* ^${route}(/|$) {\n  limit_req zone=sign_in`);
    expect(files['routes.conf']).toMatch(/location = \/api\/recipes\/upload \{\n {2}client_max_body_size 6m;/);
    expect(files['routes.conf']).toMatch(/location = \/api\/recipes\/imports \{\n {2}client_max_body_size 200m;/);
    expect(files['nginx.conf']).toContain('client_max_body_size 1m;');
    expect(files['rate-limit.conf']).toContain('rate=20r/s');
  });

  it('serves the API document, its reference page and its script as files next to the configuration', async () => {
    const files = await renderNginxConfig(table, containerEnvironment());
    // Rendered by @hearth/single-process (renderApiDocs), not here.
    expect(Object.keys(files)).not.toContain('openapi.json');
    const served: [string, string][] = [['/api/openapi.json', 'openapi.json'], ['/api/docs', 'api-docs.html'], ['/api/docs/scalar.js', 'api-docs-scalar.js']];
    for (const [route, file] of served) {
      expect(files['routes.conf']).toMatch(new RegExp(`location = ${route} \\{[^}]*alias ${file.replace('.', '\\.')};`));
    }
    // Before the catch-all that answers every other API path with a JSON 404.
    expect(files['routes.conf']!.indexOf('location = /api/docs {')).toBeLessThan(files['routes.conf']!.indexOf('location /api/ {'));
    expect(files['routes.conf']).toContain('location ~ \\.map$ {\n  return 404;\n}');
  });

  it('limits requests with an API token per token and per address, and leaves sessions alone', async () => {
    const files = await renderNginxConfig(table, containerEnvironment());
    expect(files['rate-limit.conf']).toContain('"~*^Bearer\\s+(?<token>hearth_\\S+)$" $token;');
    expect(files['rate-limit.conf']).toContain(`limit_req_zone $api_token zone=api_token:10m rate=${table.limits.apiTokenRate};`);
    expect(files['rate-limit.conf']).toContain(`limit_req zone=api_token burst=${table.limits.apiTokenBurst} nodelay;`);
    expect(files['rate-limit.conf']).toContain(`limit_req zone=api_token_address burst=${table.limits.apiTokenAddressBurst} nodelay;`);
  });

  it('allows no browser origin by default, and exactly the configured ones otherwise (nginx -t)', async () => {
    const closed = await renderNginxConfig(table, containerEnvironment());
    expect(closed['cors-headers.conf']).not.toContain('add_header');
    const env = {
      ...localStackEnvironment({ repoDir: path.resolve(__dirname, '../../..'), runtimeDir: dir, listen: '127.0.0.1:18998', portOf: (name) => table.services.find((s) => s.name === name)!.port }),
      corsOrigins: ['https://dash.example'],
    };
    const open = await renderNginxConfig(table, env);
    expect(open['cors.conf']).toContain('"https://dash.example" $http_origin;');
    expect(open['cors-headers.conf']).toContain('add_header Access-Control-Allow-Origin $cors_origin always;');
    expect(open['cors-headers.conf']).toContain('include security-headers.conf;');
    expect(open['proxy.conf']).toContain('include cors-headers.conf;');
    await writeNginxConfig(dir, open);
    const result = spawnSync('nginx', ['-t', '-p', dir, '-c', 'nginx.conf'], { encoding: 'utf8' });
    expect(result.stderr).toContain('test is successful');
  });

  it('sends the security headers, with a CSP, from the route table', async () => {
    const files = await renderNginxConfig(table, containerEnvironment());
    expect(files['security-headers.conf']).toContain(`add_header Content-Security-Policy "default-src 'self';`);
    expect(files['static.conf']).toContain('include security-headers.conf;');
  });

  it('keeps connections to a service for a minute at most, so new replicas behind its name get a share', async () => {
    const files = await renderNginxConfig(table, containerEnvironment());
    for (const service of table.services) expect(files['upstreams.conf']).toContain(`upstream ${service.name} {\n  server svc-${service.name}:${service.port};\n  keepalive 16;\n  keepalive_time 60s;\n}`);
  });

  it('looks service names up again every 2 s through a resolver where replicas come and go (nginx -t)', async () => {
    const files = await renderNginxConfig(table, { ...containerEnvironment({ resolver: '127.0.0.11' }), runtimeDir: dir, errorLog: path.join(dir, 'error.log'), accessLog: path.join(dir, 'access.log') });
    expect(files['upstreams.conf']).toContain('resolver 127.0.0.11 valid=2s ipv6=off;');
    expect(files['upstreams.conf']).not.toContain('upstream ');
    for (const service of table.services) {
      expect(files['routes.conf']).toContain(`set $upstream_${service.name} svc-${service.name}:${service.port};\n  proxy_pass http://$upstream_${service.name};`);
    }
    expect(files['routes.conf']).not.toMatch(/proxy_pass http:\/\/[a-z]/);
    // Every proxied location fails over to the next replica (failover.conf, failover.test.ts).
    const proxied = files['routes.conf']!.split('\n').filter((line) => line.includes('proxy_pass')).length;
    expect(files['routes.conf']!.split('include failover.conf;')).toHaveLength(proxied + 1);
    expect(files['failover.conf']).toMatch(/^proxy_connect_timeout 1s;$/m);
    expect(files['failover.conf']).toMatch(/^proxy_next_upstream error timeout;$/m);
    expect(files['failover.conf']).not.toMatch(/^proxy_next_upstream .*non_idempotent/m);
    // Without a resolver (compose, Kubernetes, the local stack): no such file, nothing changes.
    expect(Object.keys(await renderNginxConfig(table, containerEnvironment()))).not.toContain('failover.conf');
    const resolving = path.join(dir, 'resolving');
    await writeNginxConfig(resolving, files);
    const result = spawnSync('nginx', ['-t', '-p', resolving, '-c', 'nginx.conf'], { encoding: 'utf8' });
    expect(result.stderr).toContain('test is successful');
  });

  it('gives each of several gateways its share of every rate limit', async () => {
    expect(rateShare('20r/s', 1)).toBe('20r/s');
    expect(rateShare('20r/s', 2)).toBe('600r/m');
    expect(rateShare('10r/s', 3)).toBe('200r/m');
    expect(rateShare('5r/m', 2)).toBe('3r/m');
    expect(() => rateShare('fast', 2)).toThrow('Not an nginx rate: fast');
    const files = await renderNginxConfig(table, containerEnvironment({ gatewayInstances: 2 }));
    expect(files['rate-limit.conf']).toContain('zone=sign_in:10m rate=600r/m;');
    expect(files['rate-limit.conf']).toContain(`limit_req zone=api_token burst=${Math.ceil(table.limits.apiTokenBurst / 2)} nodelay;`);
    expect(files['routes.conf']).toContain(`limit_req zone=sign_in burst=${Math.ceil(table.limits.signInBurst / 2)} nodelay;`);
  });
});
