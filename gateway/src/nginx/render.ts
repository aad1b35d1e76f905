import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { allowedOrigins, corsHeaders } from '../cors';
import { apiDocsRoutes, gatewayDir, type FrontendRoute, type RouteTable, type ServiceRoute } from '../route-table';

/** What differs between a local stack and the container image. */
export interface NginxEnvironment {
  listen: string;
  /** pid file and temp folders. */
  runtimeDir: string;
  errorLog: string;
  accessLog: string;
  mimeTypes: string;
  upstream(service: ServiceRoute): string;
  /** Several servers behind one service's upstream (replicas on one machine); `upstream` alone when absent. */
  upstreamServers?(service: ServiceRoute): string[];
  staticDir(frontend: FrontendRoute): string;
  /** Overrides the table's sign-in rate (the benchmark raises it). */
  signInRate?: string;
  /** Override the table's API-token rates, per token and per address (the benchmark raises them). */
  apiTokenRate?: string;
  apiTokenAddressRate?: string;
  /** Origins allowed to call the API from a browser; `API_CORS_ORIGINS` unless given. */
  corsOrigins?: string[];
  /**
   * A DNS server through which nginx looks the services' names up again every 2 s (Docker's is
   * 127.0.0.11), where replicas come and go behind one name (Swarm's `dnsrr`); without it each
   * name is resolved once, at start, and connections are kept alive to what it gave.
   */
  resolver?: string;
  /**
   * How many gateways share the traffic: nginx counts its rate limits per instance, so each one
   * takes its share of the table's rates and bursts and the household sees the table's limits.
   */
  gatewayInstances?: number;
}

const GENERATED = '# Generated from gateway/routes.json by gateway/src/nginx/render.ts: edit those, not this.';
const jsonNotFound = ['default_type application/json;', `return 404 '{"message":"Not found"}';`];

function block(selector: string, directives: string[]): string {
  return `location ${selector} {\n${directives.map((d) => `  ${d}`).join('\n')}\n}`;
}

/**
 * A service's location: through its upstream, or (with a resolver) to its name looked up again as
 * it ages, trying the name's next address when one does not take the connection (failover.conf).
 */
function proxyTo(env: NginxEnvironment, selector: string, service: ServiceRoute, extra: string[] = []): string {
  if (!env.resolver) return block(selector, [...extra, 'include proxy.conf;', `proxy_pass http://${service.name};`]);
  const address = `$upstream_${service.name.replace(/\W/g, '_')}`;
  return block(selector, [...extra, 'include proxy.conf;', 'include failover.conf;', `set ${address} ${env.upstream(service)};`, `proxy_pass http://${address};`]);
}

/**
 * Resolver mode only (Swarm's dnsrr: one name, an address per replica). nginx resolves a
 * variable proxy_pass to every address of the name and tries them in turn, from a random one
 * (ngx_http_upstream_create_round_robin_peer over the rotated answer), so `proxy_next_upstream`
 * moves a request on to the next replica. A replica whose node died stays in the answer until
 * Swarm notices; its address takes no connection, and each try of it costs the connect timeout.
 */
export const FAILOVER_CONF = [
  '# Resolver mode (Swarm): the addresses of a name are its replicas. One that does not take the',
  '# connection within a second (its node is dead, its task gone) costs that second, and the next',
  '# address is tried, three at most, and only in the first 5 s. A POST or PATCH is passed on only',
  '# when it was never sent (a connect error or timeout): nginx passes one on after sending it',
  '# only with `non_idempotent`, left out here. GET, PUT and DELETE may be sent again after an',
  '# error, as HTTP allows; a read timeout (10 s) ends past the 5 s, so slowness never repeats one.',
  'proxy_connect_timeout 1s;',
  'proxy_next_upstream error timeout;',
  'proxy_next_upstream_tries 3;',
  'proxy_next_upstream_timeout 5s;',
].join('\n');

function renderUpstreams(table: RouteTable, env: NginxEnvironment): string {
  if (env.resolver) {
    const lines = ['# Service names are looked up again as their answers age (2 s): replicas come and go.', `resolver ${env.resolver} valid=2s ipv6=off;`, 'resolver_timeout 2s;'];
    return `${GENERATED}\n${lines.join('\n')}\n`;
  }
  // keepalive_time: a kept connection is closed after a minute, so new replicas behind one address get their share.
  const blocks = table.services.map((service) => {
    const servers = (env.upstreamServers?.(service) ?? [env.upstream(service)]).map((server) => `  server ${server};\n`).join('');
    return `upstream ${service.name} {\n${servers}  keepalive 16;\n  keepalive_time 60s;\n}`;
  });
  return `${GENERATED}\n${blocks.join('\n\n')}\n`;
}

/** One gateway's share of a rate (`20r/s`) when `instances` share the traffic: per minute, rounded up. */
export function rateShare(rate: string, instances = 1): string {
  if (instances <= 1) return rate;
  const match = /^(\d+)r\/(s|m)$/.exec(rate);
  if (!match) throw new Error(`Not an nginx rate: ${rate}`);
  const perMinute = Number(match[1]) * (match[2] === 's' ? 60 : 1);
  return `${Math.ceil(perMinute / instances)}r/m`;
}

const burstShare = (burst: number, instances = 1) => Math.ceil(burst / Math.max(1, instances));

function renderRoutes(table: RouteTable, env: NginxEnvironment): string {
  const auth = table.services.find((s) => table.signInRoutes.some((r) => s.prefixes.some((p) => r.startsWith(p))));
  const lines: string[] = [
    GENERATED,
    '',
    '# Sign-in, registration and password reset: rate limited per address, whatever the case of the path.',
  ];
  const limit = [`limit_req zone=sign_in burst=${burstShare(table.limits.signInBurst, env.gatewayInstances)} nodelay;`];
  for (const route of table.signInRoutes) {
    lines.push(proxyTo(env, `~* ^${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(/|$)`, auth!, limit));
  }
  lines.push('', '# Uploads: the only routes that take large bodies.');
  for (const service of table.services) {
    for (const upload of service.uploads ?? []) {
      lines.push(proxyTo(env, `= ${upload}`, service, [`client_max_body_size ${table.limits.uploadBody};`]));
    }
    for (const archive of service.archives ?? []) {
      lines.push(proxyTo(env, `= ${archive}`, service, [`client_max_body_size ${table.limits.archiveBody};`, 'proxy_request_buffering off;']));
    }
  }
  lines.push('', '# Streams: answers that stay open, with a heartbeat well inside this read timeout.');
  for (const service of table.services) {
    for (const stream of service.streams ?? []) lines.push(proxyTo(env, `= ${stream}`, service, ['proxy_read_timeout 60s;']));
  }
  lines.push('', '# One location per service prefix.');
  for (const service of table.services) {
    for (const prefix of service.prefixes) {
      if (!service.streams?.includes(prefix)) lines.push(proxyTo(env, `= ${prefix}`, service));
      lines.push(proxyTo(env, `${prefix}/`, service));
    }
  }
  lines.push('', '# The API document and its reference page: files next to this configuration (@hearth/single-process renderApiDocs).');
  for (const { path: route, file, type } of apiDocsRoutes) {
    lines.push(block(`= ${route}`, ['error_page 405 = @method_not_allowed;', `default_type ${type};`, `alias ${file};`, 'include static.conf;']));
  }
  lines.push(block('@method_not_allowed', ['default_type application/json;', `return 405 '{"message":"Method not allowed"}';`]));
  lines.push('', '# Any other API path does not exist.', block('= /api', jsonNotFound), block('/api/', jsonNotFound));
  lines.push('', '# Source maps are built for reading a reported stack here, not served.', block('~ \\.map$', ['return 404;']));
  lines.push('', '# Front ends: each remote from its folder; the shell, with the SPA fallback, for the rest.');
  for (const frontend of table.frontends.filter((f) => f.path !== '/')) {
    lines.push(block(frontend.path, [`alias ${env.staticDir(frontend)}/;`, 'include static.conf;']));
  }
  const shell = table.frontends.find((f) => f.path === '/')!;
  lines.push(block('/', [`root ${env.staticDir(shell)};`, 'try_files $uri /index.html;', 'include static.conf;']));
  return `${lines.join('\n')}\n`;
}

function renderSecurityHeaders(table: RouteTable): string {
  const headers = Object.entries(table.securityHeaders).map(([name, value]) => `add_header ${name} "${value}" always;`);
  return `${GENERATED}\n${headers.join('\n')}\n`;
}

/**
 * CORS, off unless origins are allowed: `cors.conf` (http level) maps an allowed Origin to itself,
 * `cors-headers.conf` (every API location, through proxy.conf) answers with it and ends a
 * preflight there. add_header in a location drops the server's headers, so they come again.
 */
function renderCors(origins: string[]): { map: string; headers: string } {
  if (!origins.length) {
    const off = `${GENERATED}\n# No origins allowed (API_CORS_ORIGINS is empty): browsers of other sites cannot call the API.\n`;
    return { map: off, headers: off };
  }
  const map = [
    GENERATED,
    'map $http_origin $cors_origin {',
    '  default "";',
    ...origins.map((origin) => `  "${origin}" $http_origin;`),
    '}',
    'map "$cors_origin:$request_method" $cors_preflight {',
    '  default 0;',
    '  "~^.+:OPTIONS$" 1;',
    '}',
  ];
  const headers = [
    GENERATED,
    'include security-headers.conf;',
    'add_header Access-Control-Allow-Origin $cors_origin always;',
    'add_header Vary Origin always;',
    ...Object.entries(corsHeaders).map(([name, value]) => `add_header ${name} "${value}" always;`),
    'if ($cors_preflight) {',
    '  return 204;',
    '}',
  ];
  return { map: `${map.join('\n')}\n`, headers: `${headers.join('\n')}\n` };
}

/**
 * Every file of the gateway's configuration, ready for `nginx -p <dir> -c nginx.conf` once the API
 * documentation's files (apiDocsRoutes) are written next to it: @hearth/single-process's
 * `renderApiDocs` renders those from the services' API descriptions.
 */
export async function renderNginxConfig(table: RouteTable, env: NginxEnvironment): Promise<Record<string, string>> {
  const values: Record<string, string> = {
    listen: env.listen,
    runtimeDir: env.runtimeDir,
    errorLog: env.errorLog,
    accessLog: env.accessLog,
    mimeTypes: env.mimeTypes,
    bodyLimit: table.limits.body,
    signInRate: rateShare(env.signInRate ?? table.limits.signInRate, env.gatewayInstances),
    apiTokenRate: rateShare(env.apiTokenRate ?? table.limits.apiTokenRate, env.gatewayInstances),
    apiTokenBurst: String(burstShare(table.limits.apiTokenBurst, env.gatewayInstances)),
    apiTokenAddressRate: rateShare(env.apiTokenAddressRate ?? table.limits.apiTokenAddressRate, env.gatewayInstances),
    apiTokenAddressBurst: String(burstShare(table.limits.apiTokenAddressBurst, env.gatewayInstances)),
    immutablePattern: table.caching.immutablePattern,
  };
  const templateDir = path.join(gatewayDir, 'nginx');
  const files: Record<string, string> = {};
  for (const name of await readdir(templateDir)) {
    const template = await readFile(path.join(templateDir, name), 'utf8');
    files[name] = template.replace(/\{\{(\w+)\}\}/g, (_match, key: string) => {
      const value = values[key];
      if (value === undefined) throw new Error(`No value for {{${key}}} in ${name}`);
      return value;
    });
  }
  files['upstreams.conf'] = renderUpstreams(table, env);
  if (env.resolver) files['failover.conf'] = `${GENERATED}\n${FAILOVER_CONF}\n`;
  files['routes.conf'] = renderRoutes(table, env);
  files['security-headers.conf'] = renderSecurityHeaders(table);
  const cors = renderCors(env.corsOrigins ?? allowedOrigins());
  files['cors.conf'] = cors.map;
  files['cors-headers.conf'] = cors.headers;
  return files;
}

export async function writeNginxConfig(dir: string, files: Record<string, string>): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const [name, content] of Object.entries(files)) await writeFile(path.join(dir, name), content);
}
