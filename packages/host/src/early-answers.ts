/**
 * A page's first data, asked for by the page's first script from the address alone, before any of
 * the page's code has arrived; the page's own first request for the same URL takes the answer
 * already on its way instead of asking again (base-query.ts). Each page declares its first reads
 * in its remote's pages.json ("firstData"); a test in each remote checks they are the URLs its
 * pages ask for.
 *
 * That script (the shell's first-data.js) runs before the shared modules are negotiated, so it
 * has its own copy of this module, and the shared @hearth/host another: the answers live on
 * `globalThis`, where both copies find them.
 */
import { storedToken } from './stored-token';

export { storedToken };

/**
 * One read: an /api path whose `:name` segments come from the route's parameters, and a query
 * whose values are literal text or `?name` (the address's own query parameter, left out when
 * empty) with an optional `|default`.
 */
export interface FirstRead {
  path: string;
  query?: Record<string, string>;
}

export interface EarlyAddress {
  params: Record<string, string | undefined>;
  searchParams: URLSearchParams;
}

interface EarlyAnswer {
  authorization: string | null;
  answer: Promise<Response>;
  startedAt: number;
}

/** An answer not taken within this long is dropped: the page asks afresh. */
export const EARLY_ANSWER_KEPT_MS = 30_000;

const STORE = Symbol.for('hearth.early-answers');

function store(): Map<string, EarlyAnswer> {
  const holder = globalThis as unknown as Record<symbol, Map<string, EarlyAnswer> | undefined>;
  return (holder[STORE] ??= new Map());
}

/** The URL's path and its query parameters in name order: two spellings of one read compare equal. */
export function canonicalUrl(url: string): string {
  const parsed = new URL(url, 'http://hearth.invalid');
  const query = [...parsed.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return query.length ? `${parsed.pathname}?${new URLSearchParams(query).toString()}` : parsed.pathname;
}

function queryValue(template: string, searchParams: URLSearchParams): string | undefined {
  if (!template.startsWith('?')) return template;
  const [name, fallback] = template.slice(1).split('|');
  const value = searchParams.get(name!);
  return value ? value : fallback;
}

/** The URLs (path and query, canonical) a page at `address` reads first; none if a path parameter is missing. */
export function firstReadUrls(reads: readonly FirstRead[], address: EarlyAddress): string[] {
  const urls: string[] = [];
  for (const read of reads) {
    let missing = false;
    const path = read.path.replace(/:(\w+)/g, (_, name: string) => {
      const value = address.params[name];
      if (!value) missing = true;
      return encodeURIComponent(value ?? '');
    });
    if (missing) continue;
    const query = new URLSearchParams();
    for (const [name, template] of Object.entries(read.query ?? {})) {
      const value = queryValue(template, address.searchParams);
      if (value !== undefined && value !== '') query.set(name, value);
    }
    urls.push(canonicalUrl(query.size ? `${path}?${query.toString()}` : path));
  }
  return urls;
}

/**
 * Asks for each URL now (GET, with the session's token if there is one); the answers wait to be
 * taken. Returns them too, for a caller that reads a copy (`clone()`) before anyone takes them.
 */
export function startEarlyAnswers(urls: readonly string[], token: string | null = storedToken()): Promise<Response>[] {
  const authorization = token ? `Bearer ${token}` : null;
  return urls.map((url) => {
    const headers: Record<string, string> = authorization ? { Authorization: authorization } : {};
    const answer = fetch(new URL(url, globalThis.location?.href), { headers });
    // Whoever takes it sees a failure; nobody taking it is no error.
    answer.catch(() => undefined);
    store().set(canonicalUrl(url), { authorization, answer, startedAt: Date.now() });
    return answer;
  });
}

/**
 * The early answer to `request`, if one was asked for the same URL with the same token and is not
 * too old; it is taken (a second request asks the server).
 */
export function takeEarlyAnswer(request: Request): Promise<Response> | undefined {
  if (request.method !== 'GET') return undefined;
  const key = canonicalUrl(request.url);
  const early = store().get(key);
  if (!early) return undefined;
  store().delete(key);
  if (Date.now() - early.startedAt > EARLY_ANSWER_KEPT_MS) return undefined;
  if (early.authorization !== request.headers.get('Authorization')) return undefined;
  return early.answer;
}
