import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { cacheControlFor, type RouteTable } from '@hearth/gateway';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.map', '.svg', '.txt']);

interface LoadedFile {
  body: Buffer;
  gzipped: Buffer | undefined;
  etag: string;
  mtimeMs: number;
}

/**
 * Serves a front end's built files the way the nginx gateway does: the same cache rules, the
 * same security headers, gzip for text. Files are read once and kept in memory (they are few
 * and immutable between builds; a changed file is reloaded by its modification time).
 */
export class StaticFiles {
  private readonly cache = new Map<string, LoadedFile>();

  constructor(
    private readonly table: RouteTable,
    private readonly headers: Record<string, string>,
  ) {}

  /** Resolves `relative` inside `root` (never outside it); undefined when there is no such file. */
  async resolve(root: string, relative: string): Promise<string | undefined> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(relative);
    } catch {
      return undefined;
    }
    const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
    if (file !== root && !file.startsWith(`${root}${path.sep}`)) return undefined;
    const info = await stat(file).catch(() => undefined);
    return info?.isFile() ? file : undefined;
  }

  async send(req: IncomingMessage, res: ServerResponse, file: string): Promise<void> {
    const loaded = await this.load(file);
    const extension = path.extname(file).toLowerCase();
    res.setHeader('Content-Type', contentTypes[extension] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', cacheControlFor(this.table, file));
    res.setHeader('ETag', loaded.etag);
    for (const [name, value] of Object.entries(this.headers)) res.setHeader(name, value);
    if (req.headers['if-none-match'] === loaded.etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    const gzip = loaded.gzipped && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (loaded.gzipped) res.setHeader('Vary', 'Accept-Encoding');
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    const body = gzip ? loaded.gzipped! : loaded.body;
    res.setHeader('Content-Length', body.length);
    res.statusCode = 200;
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  private async load(file: string): Promise<LoadedFile> {
    const info = await stat(file);
    const cached = this.cache.get(file);
    if (cached && cached.mtimeMs === info.mtimeMs) return cached;
    const body = await readFile(file);
    const extension = path.extname(file).toLowerCase();
    const loaded: LoadedFile = {
      body,
      gzipped: compressible.has(extension) && body.length >= 1024 ? gzipSync(body, { level: 6 }) : undefined,
      etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      mtimeMs: info.mtimeMs,
    };
    this.cache.set(file, loaded);
    return loaded;
  }
}
