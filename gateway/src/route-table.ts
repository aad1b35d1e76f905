import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface ServiceRoute {
  name: string;
  /** The port the service listens on when it runs as its own process. */
  port: number;
  /** Path prefixes it answers: the prefix itself and everything below it. */
  prefixes: string[];
  /** Routes that accept large bodies (image uploads). */
  uploads?: string[];
}

export interface FrontendRoute {
  name: string;
  path: string;
}

export interface RouteTable {
  services: ServiceRoute[];
  signInRoutes: string[];
  frontends: FrontendRoute[];
  limits: { body: string; uploadBody: string; signInRate: string; signInBurst: number };
  securityHeaders: Record<string, string>;
  /** Hashed assets are cached for a year; entry files must always be revalidated. */
  caching: { noCache: string[]; immutablePattern: string };
}

export const gatewayDir = path.resolve(__dirname, '..');

/** The one route table behind both the nginx gateway and the embedded server. */
export function loadRouteTable(): RouteTable {
  return JSON.parse(readFileSync(path.join(gatewayDir, 'routes.json'), 'utf8')) as RouteTable;
}

export function underPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function serviceFor(table: RouteTable, pathname: string): ServiceRoute | undefined {
  return table.services.find((service) => service.prefixes.some((prefix) => underPrefix(pathname, prefix)));
}

export function isSignInRoute(table: RouteTable, pathname: string): boolean {
  return table.signInRoutes.some((route) => underPrefix(pathname, route));
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
