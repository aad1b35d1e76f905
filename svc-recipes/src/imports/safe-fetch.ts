import { lookup as resolveAll } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Fetches a page or a picture a member named, from a server that must not be turned against the
 * network it runs in: only http(s), only public addresses (the name is resolved first, and the
 * connection goes to the very address that was checked, so a DNS answer cannot change between the
 * check and the connect), at most 3 redirects each checked the same way, a time limit for the
 * whole fetch, a size cap, no cookies and nothing of the caller's sent along.
 */

export type FetchFailure = 'invalid-url' | 'not-allowed' | 'unreachable' | 'too-large';

export class FetchRefused extends Error {
  constructor(readonly reason: FetchFailure, detail: string) {
    super(detail);
  }
}

export interface SafeFetchOptions {
  maxBytes: number;
  timeoutMs?: number;
  accept?: string;
  /**
   * `host:port` pairs that may be fetched although their address is private or loopback: for
   * tests against a local fixture server (IMPORT_ALLOWED_HOSTS). Empty in production.
   */
  allowedHosts?: readonly string[];
}

export interface Fetched {
  url: string;
  contentType: string;
  body: Buffer;
}

const MAX_REDIRECTS = 3;
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Hearth-Import';

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128], ['::1', 128], ['100::', 64], ['2001::', 32], ['2001:db8::', 32], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8],
] as const) blocked.addSubnet(network, prefix, 'ipv6');

/** Loopback, private, link-local (cloud metadata included), reserved and multicast addresses. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !blocked.check(address, 'ipv4');
  if (family !== 6) return false;
  // IPv4 written as IPv6 (mapped `::ffff:a.b.c.d`, NAT64 `64:ff9b::a.b.c.d`) is judged as IPv4.
  const embedded = /^(?:::ffff:|64:ff9b::)(?:0:)?(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? hexEmbeddedIpv4(address);
  if (embedded) return isPublicAddress(embedded);
  return !blocked.check(address, 'ipv6');
}

function hexEmbeddedIpv4(address: string): string | undefined {
  const match = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!match) return undefined;
  const [high, low] = [parseInt(match[1]!, 16), parseInt(match[2]!, 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

function parseUrl(text: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    throw new FetchRefused('invalid-url', `not a URL: ${text.slice(0, 100)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchRefused('invalid-url', `not http(s): ${url.protocol}`);
  if (url.username || url.password) throw new FetchRefused('invalid-url', 'credentials in the URL');
  return url;
}

const portOf = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80');

/** The address to connect to: the host's first public one, or a listed test host's whatever it is. */
async function checkedAddress(url: URL, allowedHosts: readonly string[]): Promise<{ address: string; family: number }> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await resolveAll(host, { all: true, verbatim: true });
  } catch {
    throw new FetchRefused('unreachable', `cannot resolve ${host}`);
  }
  if (allowedHosts.includes(`${url.hostname}:${portOf(url)}`) && addresses[0]) return addresses[0];
  // Every address must be public: one private address among public ones is how rebinding starts.
  if (addresses.length === 0 || !addresses.every((entry) => isPublicAddress(entry.address))) {
    throw new FetchRefused('not-allowed', `${host} resolves to an address that is not public`);
  }
  return addresses[0]!;
}

function pinnedLookup(address: string, family: number): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as unknown as LookupFunction;
}

interface Hop {
  status: number;
  location?: string;
  contentType: string;
  body: Buffer;
}

function request(url: URL, pinned: { address: string; family: number }, options: SafeFetchOptions, signal: AbortSignal): Promise<Hop> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.get(
      url,
      {
        lookup: pinnedLookup(pinned.address, pinned.family),
        headers: { 'User-Agent': USER_AGENT, Accept: options.accept ?? '*/*', 'Accept-Language': 'en;q=0.9, *;q=0.5' },
        signal,
        agent: false,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const contentType = String(res.headers['content-type'] ?? '');
        if (status >= 300 && status < 400) {
          res.resume();
          return resolve({ status, location: res.headers.location, contentType, body: Buffer.alloc(0) });
        }
        const declared = Number(res.headers['content-length']);
        if (declared > options.maxBytes) {
          res.destroy();
          return reject(new FetchRefused('too-large', `${declared} bytes`));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            res.destroy();
            reject(new FetchRefused('too-large', `more than ${options.maxBytes} bytes`));
          } else chunks.push(chunk);
        });
        res.on('end', () => resolve({ status, contentType, body: Buffer.concat(chunks) }));
        res.on('close', () => {
          if (!res.complete) reject(new FetchRefused('unreachable', 'the connection closed early'));
        });
        res.on('error', (error) => reject(new FetchRefused('unreachable', error.message)));
      },
    );
    req.on('error', (error) => reject(error instanceof FetchRefused ? error : new FetchRefused('unreachable', error.message)));
  });
}

export async function safeFetch(address: string, options: SafeFetchOptions): Promise<Fetched> {
  const { timeoutMs = 10_000, allowedHosts = [] } = options;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let url = parseUrl(address.trim());
    for (let hop = 0; ; hop++) {
      const pinned = await checkedAddress(url, allowedHosts);
      const answer = await request(url, pinned, options, controller.signal).catch((error: unknown) => {
        if (controller.signal.aborted) throw new FetchRefused('unreachable', `no answer within ${timeoutMs} ms`);
        throw error;
      });
      if (answer.location !== undefined) {
        if (hop >= MAX_REDIRECTS) throw new FetchRefused('unreachable', 'too many redirects');
        url = parseUrl(answer.location, url);
        continue;
      }
      if (answer.status < 200 || answer.status >= 300) throw new FetchRefused('unreachable', `answered ${answer.status}`);
      return { url: url.href, contentType: answer.contentType, body: answer.body };
    }
  } finally {
    clearTimeout(timer);
  }
}

/** IMPORT_ALLOWED_HOSTS: comma-separated `host:port` pairs, for tests only. */
export const allowedHostsFrom = (value: string | undefined): string[] =>
  (value ?? '').split(',').map((entry) => entry.trim().toLowerCase()).filter(Boolean);
