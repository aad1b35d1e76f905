import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface ServiceRoute {
  name: string;
  /** The port the service listens on when it runs as its own process. */
  port: number;
  /** Path prefixes it answers: the prefix itself and everything below it. */
  prefixes: string[];
  /** Routes that accept large bodies (image uploads). */
  uploads?: string[];
  /** Routes that accept whole export files (imports): larger still. */
  archives?: string[];
  /** Routes whose answer stays open (Server-Sent Events), quiet between heartbeats; each is also a prefix. */
  streams?: string[];
}

export interface FrontendRoute {
  name: string;
  path: string;
}

/**
 * One domain, one entry in routes.json: its service `svc-<name>` (listening on `port`, answering
 * `prefixes`) and its remote front end `mf-<name>` served from `/mf/<name>/`, unless `remote` is
 * false (auth's pages live in the shell). Everything else (the single-process app, the build, typecheck,
 * the stack, the deploy manifests) follows from this list and the folders that exist.
 */
export interface Domain extends ServiceRoute {
  remote?: boolean;
}

export interface RouteTable {
  domains: Domain[];
  /** Derived from `domains`: one per domain. */
  services: ServiceRoute[];
  signInRoutes: string[];
  /** Derived from `domains`: the shell at `/`, then each domain's remote. */
  frontends: FrontendRoute[];
  limits: {
    body: string;
    uploadBody: string;
    archiveBody: string;
    signInRate: string;
    signInBurst: number;
    /** Requests carrying an API token (`Bearer hearth_...`): per token, and per address across its tokens. */
    apiTokenRate: string;
    apiTokenBurst: number;
    apiTokenAddressRate: string;
    apiTokenAddressBurst: number;
  };
  securityHeaders: Record<string, string>;
  /** Hashed assets are cached for a year; entry files must always be revalidated. */
  caching: { noCache: string[]; immutablePattern: string };
}

/** Where the public API's document, its reference page and the page's script are served. */
export const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';
export const API_DOCS_SCRIPT_PATH = '/api/docs/scalar.js';

/**
 * The API documentation's routes and, for nginx, the file each is served from, next to its
 * configuration. @hearth/single-process renders those files (`renderApiDocs`) and serves the same
 * routes itself in `npm start`.
 */
export const apiDocsRoutes = [
  { path: OPENAPI_PATH, file: 'openapi.json', type: 'application/json' },
  { path: API_DOCS_PATH, file: 'api-docs.html', type: 'text/html' },
  { path: API_DOCS_SCRIPT_PATH, file: 'api-docs-scalar.js', type: 'application/javascript' },
] as const;

export const gatewayDir = path.resolve(__dirname, '..');
export const repoDir = path.dirname(gatewayDir);

/** The one route table behind both the nginx gateway and the single-process app (@hearth/single-process). */
export function loadRouteTable(): RouteTable {
  const file = JSON.parse(readFileSync(path.join(gatewayDir, 'routes.json'), 'utf8')) as Omit<RouteTable, 'services' | 'frontends'>;
  return {
    ...file,
    services: file.domains.map(({ remote: _remote, ...service }) => service),
    frontends: [
      { name: 'shell', path: '/' },
      ...file.domains.filter((domain) => domain.remote !== false).map((domain) => ({ name: `mf-${domain.name}`, path: `/mf/${domain.name}/` })),
    ],
  };
}

/**
 * The services this checkout has (a `svc-<name>/package.json`). The gateway routes every domain
 * of the table, so a later domain answers a JSON 502 until it exists; what runs, builds and
 * deploys is only what exists.
 */
export function existingServices(table: RouteTable, root = repoDir): ServiceRoute[] {
  return table.services.filter((service) => existsSync(path.join(root, `svc-${service.name}`, 'package.json')));
}

/** The front ends this checkout has (a `<name>/package.json`: shell, mf-<domain>). */
export function existingFrontends(table: RouteTable, root = repoDir): FrontendRoute[] {
  return table.frontends.filter((frontend) => existsSync(path.join(root, frontend.name, 'package.json')));
}

export function underPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function serviceFor(table: RouteTable, pathname: string): ServiceRoute | undefined {
  return table.services.find((service) => service.prefixes.some((prefix) => underPrefix(pathname, prefix)));
}

export function isSignInRoute(table: RouteTable, pathname: string): boolean {
  // Whatever the case: a path the limit misses must not reach a handler that takes it.
  return table.signInRoutes.some((route) => underPrefix(pathname.toLowerCase(), route));
}

/** The front end serving `pathname`: a remote's folder, or else the shell. */
export function frontendFor(table: RouteTable, pathname: string): FrontendRoute {
  const remotes = table.frontends.filter((f) => f.path !== '/');
  return remotes.find((f) => pathname.startsWith(f.path)) ?? table.frontends.find((f) => f.path === '/')!;
}

/** The Cache-Control of a static file, by its name. */
export function cacheControlFor(table: RouteTable, filename: string): string {
  const base = path.basename(filename);
  if (table.caching.noCache.includes(base)) return 'no-cache';
  if (new RegExp(table.caching.immutablePattern).test(base)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}
