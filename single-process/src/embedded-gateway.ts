import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import path from 'node:path';
import type { ApiDescription } from '@hearth/service-kit';
import {
  allowedOrigins,
  API_DOCS_PATH,
  API_DOCS_SCRIPT_PATH,
  corsHeaders,
  frontendFor,
  isSignInRoute,
  OPENAPI_PATH,
  serviceFor,
  underPrefix,
  type RouteTable,
} from '@hearth/gateway';
import { apiDocsPage, apiDocsScriptFile } from './openapi/api-docs-page';
import { buildOpenApiDocument } from './openapi/openapi-document';
import { Throttle } from './throttle';
import { StaticFiles } from './static-files';

export interface EmbeddedGatewayOptions {
  table: RouteTable;
  /** Each running service's request handler, by the service name in the route table. */
  services: Record<string, RequestListener>;
  /** The repository folder: each front end is built into `<frontendsDir>/<name>/dist`. */
  frontendsDir: string;
  /** Each running service's API description: /api/openapi.json is merged from them. */
  apis: ApiDescription[];
  /** Origins allowed to call the API from a browser; `API_CORS_ORIGINS` unless given. */
  corsOrigins?: string[];
}

const TOO_MANY = 'Too many attempts. Please try again later.';

/** The API token a request carries, if any: what the per-token limits count. */
function apiTokenOf(req: IncomingMessage): string | undefined {
  return /^Bearer\s+(hearth_\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
}

const UNAVAILABLE = 'This part of Hearth is not available right now. Please try again shortly.';

function sendJson(res: ServerResponse, status: number, body: object, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

/**
 * The embedded mode's gateway: the route table that configures nginx (@hearth/gateway), applied
 * in process. API prefixes go to their service, sign-in routes are throttled per address, unknown
 * API paths get JSON 404, remotes are served from their folders and everything else from the
 * shell with the SPA fallback.
 */
export function createEmbeddedGateway(options: EmbeddedGatewayOptions): RequestListener {
  const { table } = options;
  const staticFiles = new StaticFiles(table, table.securityHeaders);
  const { limits } = table;
  const throttle = new Throttle(limits.signInRate, limits.signInBurst);
  const perToken = new Throttle(limits.apiTokenRate, limits.apiTokenBurst);
  const perTokenAddress = new Throttle(limits.apiTokenAddressRate, limits.apiTokenAddressBurst);
  const corsOrigins = new Set(options.corsOrigins ?? allowedOrigins());
  const openApiDocument = JSON.stringify(buildOpenApiDocument(options.apis, table));

  /** The API's own document and its reference page, as nginx serves them from its folder. */
  const apiDocsPaths = new Set([OPENAPI_PATH, API_DOCS_PATH, API_DOCS_SCRIPT_PATH]);
  const serveApiDocs = async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendJson(res, 405, { message: 'Method not allowed' });
    if (pathname === API_DOCS_SCRIPT_PATH) return staticFiles.send(req, res, apiDocsScriptFile());
    const html = pathname === API_DOCS_PATH;
    for (const [name, value] of Object.entries(table.securityHeaders)) res.setHeader(name, value);
    res.writeHead(200, { 'Content-Type': html ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end(req.method === 'HEAD' ? undefined : html ? apiDocsPage : openApiDocument);
  };

  const serveApi = (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    const origin = req.headers.origin;
    if (origin && corsOrigins.has(origin)) {
      for (const [name, value] of Object.entries({ 'Access-Control-Allow-Origin': origin, Vary: 'Origin', ...corsHeaders })) res.setHeader(name, value);
      if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    }
    const service = serviceFor(table, pathname);
    const handler = service && options.services[service.name];
    if (!service) return sendJson(res, 404, { message: 'Not found' });
    if (!handler) return sendJson(res, 503, { message: UNAVAILABLE });
    const address = req.socket.remoteAddress ?? '';
    if (isSignInRoute(table, pathname) && !throttle.allow(address)) {
      return sendJson(res, 429, { message: TOO_MANY }, { 'Retry-After': '1' });
    }
    // As nginx's rate-limit.conf: per API token, and per address across all its tokens.
    const token = apiTokenOf(req);
    if (token && !(perToken.allow(token) && perTokenAddress.allow(address))) {
      return sendJson(res, 429, { message: TOO_MANY }, { 'Retry-After': '1' });
    }
    // As nginx does: the client's address replaces any forwarded one, and every request has an id.
    req.headers['x-forwarded-for'] = address;
    req.headers['x-request-id'] ??= randomUUID();
    return handler(req, res);
  };

  const serveFrontend = async (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    const frontend = frontendFor(table, pathname);
    const root = path.join(options.frontendsDir, frontend.name, 'dist');
    const relative = pathname.slice(frontend.path.length);
    // Source maps are built for reading a reported stack on the box, not served (as nginx).
    const sourceMap = pathname.endsWith('.map');
    let file = sourceMap ? undefined : await staticFiles.resolve(root, relative);
    if (!file && !sourceMap && frontend.path === '/') file = await staticFiles.resolve(root, 'index.html');
    if (!file) {
      for (const [name, value] of Object.entries(table.securityHeaders)) res.setHeader(name, value);
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not found');
      return;
    }
    await staticFiles.send(req, res, file);
  };

  return (req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://hearth.local').pathname;
    if (apiDocsPaths.has(pathname)) {
      serveApiDocs(req, res, pathname).catch(() => sendJson(res, 500, { message: 'Something went wrong. Please try again.' }));
      return;
    }
    if (underPrefix(pathname, '/api')) return serveApi(req, res, pathname);
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendJson(res, 405, { message: 'Method not allowed' });
    serveFrontend(req, res, pathname).catch(() => sendJson(res, 500, { message: 'Something went wrong. Please try again.' }));
  };
}
