import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse as parseQueryString } from 'node:querystring';
import fc from 'fast-check';
import type { z } from 'zod';
import type { ApiDescription } from '../http/api-description';
import { containsNul } from '../http/validate';
import { bodyFields, fieldValue, queryFields } from './fuzz-fields';
import type { TestService } from './test-service';

/**
 * "Bad input never breaks anything": a seeded fuzzer that sends a service's routes requests that
 * are wrong in at least one known way and checks every answer is a 4xx with a JSON `message` and
 * no stack trace, and that the service's schema is unchanged afterwards. Besides random damage, it
 * aims at each field of a valid body or query in turn (fuzz-fields.ts): values of other formats,
 * impossible ones, boundary lengths, every JSON type, the other fields left valid.
 */

/** One route and what it accepts, from the domain's contract. */
export interface FuzzRow {
  /** As mounted: `PUT /api/recipes/:id`. Every `:param` gets ids and tokens that name nothing. */
  route: string;
  access: 'signed-in' | 'public';
  body?: z.ZodType;
  query?: z.ZodType;
  /** A body the schema accepts, from which missing, mistyped and extra fields are made. */
  example?: Record<string, unknown>;
  /** Dotted paths in `example` (`meals.0.recipeId`) that name another thing: a foreign id there is bad input. */
  references?: string[];
}

interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Why the service must refuse it: at least one. */
  defects: string[];
}

// Test data, not product limits: the JSON limit is 100 kB, path ids stay under Node's header size.
const MEGABYTE = 1024 * 1024;
const nasty = ['', ' ', '\u0000', 'a\u0000b', '😀👩‍👩‍👧', '\u202e\u200b', '\ud800', "'; DROP TABLE users; --", '<script>x</script>'];
const traversal = ['..%2F..%2Fetc%2Fpasswd', '../../etc/passwd', '..\\..\\windows\\win.ini', '%2e%2e%2f%2e%2e%2fetc%2fpasswd'];
const numbers = [-1, 0, 0.5, 1.5, -0.0001, 1e308, -1e308, NaN, Infinity, 2 ** 53 + 2, 1e21];

const nastyString = fc.oneof(
  fc.constantFrom(...nasty, ...traversal, 'abc', '1', 'null', 'true'),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 101, max: 20_000 }).map((length) => 'x'.repeat(length)),
);
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.oneof(fc.constantFrom(...numbers), fc.double()),
  fc.constantFrom(true, false, null, [], {}, [1, 'a'], { _id: 'abc' }, [{}]),
  fc.uuid(),
);
/** Ids and tokens that name nothing, as they appear in a path (already percent-encoded where needed). */
const foreignId = fc.oneof(
  fc.constantFrom('abc', '1', '0', '-1', '%00', '%', '%E0%A4%A', '%C0%AE%C0%AE', 'null', '00000000-0000-0000-0000-000000000000', ...traversal.filter((t) => !t.includes('/') && !t.includes('\\'))),
  fc.uuid(),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }).map(encodeURIComponent),
  fc.integer({ min: 101, max: 4000 }).map((length) => 'z'.repeat(length)),
);
const badToken = fc.constantFrom('Bearer abc', 'Bearer ', 'Basic YWRhOnNlY3JldA==', 'Bearer a.b.c', `Bearer ${'e'.repeat(6000)}`, 'Bearer \u00ff');

/** Sets the value at a dotted path (`meals.0.recipeId`) if its parent is there; says whether it was. */
function setAt(target: unknown, path: string, value: unknown): boolean {
  const keys = path.split('.');
  let node = target as Record<string, unknown> | undefined;
  for (const key of keys.slice(0, -1)) node = node?.[key] as Record<string, unknown> | undefined;
  if (!node || typeof node !== 'object') return false;
  node[keys.at(-1)!] = value;
  return true;
}

/** The body part of a request: its text, content type, and the defect it carries, if any. */
function bodyArbitrary(row: FuzzRow, method: string): fc.Arbitrary<{ text?: string; type?: string; defect?: string }> {
  const parsed = ['POST', 'PUT', 'PATCH'].includes(method);
  const schema = row.body;
  const keys = Object.keys(row.example ?? {});
  const rejects = (value: unknown) => refuses(schema, value ?? {});
  const mutated = fc
    .record({
      drop: fc.subarray(keys),
      set: fc.dictionary(fc.oneof(fc.constantFrom(...keys, '__proto__', 'extra', '_id'), fc.string({ maxLength: 8 })), nastyValue, { maxKeys: 3 }),
      reference: row.references?.length ? fc.option(fc.tuple(fc.constantFrom(...row.references), foreignId.map(decodeSafely))) : fc.constant(null),
      wrap: fc.constantFrom('object', 'object', 'object', 'array', 'string', 'number', 'null'),
    })
    .map(({ drop, set, reference, wrap }) => {
      const body: Record<string, unknown> = structuredClone(row.example ?? {});
      for (const key of drop) delete body[key];
      Object.assign(body, set);
      const foreign = reference !== null && setAt(body, reference[0], reference[1]);
      const top = wrap === 'object' ? body : wrap === 'array' ? [body] : wrap === 'string' ? 'abc' : wrap === 'number' ? 1e308 : null;
      const text = JSON.stringify(top);
      const received: unknown = JSON.parse(text);
      const bad = rejects(received) || containsNul(received) || (foreign && wrap === 'object');
      return { text, type: 'application/json', defect: parsed && bad ? 'body' : undefined };
    });
  const fields = bodyFields(schema, row.example);
  const aimed = fields.length
    ? fc.array(fc.constantFrom(...fields).chain((field) => fieldValue(field).map((value) => [field.path, value] as const)), { minLength: 1, maxLength: 3 }).map((changes) => {
        const body: Record<string, unknown> = structuredClone(row.example ?? {});
        for (const [path, value] of changes) setAt(body, path, value);
        const text = JSON.stringify(body);
        const received: unknown = JSON.parse(text);
        return { text, type: 'application/json', defect: parsed && (rejects(received) || containsNul(received)) ? 'field' : undefined };
      })
    : mutated;
  const broken = fc.constantFrom('{', '{"name":', "{'a':1}", '[1,]', 'NaN', '\u0000', '{"a":1}{"b":2}').map((text) => ({
    text,
    type: 'application/json',
    defect: parsed ? 'invalid JSON' : undefined,
  }));
  const oversized = fc.constant({ text: JSON.stringify({ [keys[0] ?? 'name']: 'x'.repeat(MEGABYTE) }), type: 'application/json', defect: parsed ? 'oversized body' : undefined });
  const wrongType = fc
    .tuple(fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml'), fc.constant(JSON.stringify(row.example ?? {})))
    .map(([type, text]) => ({ text, type, defect: parsed && rejects({}) ? 'wrong content type' : undefined }));
  return fc.oneof(
    { arbitrary: fc.constant({}), weight: 1 },
    { arbitrary: mutated, weight: 4 },
    { arbitrary: aimed, weight: 4 },
    { arbitrary: broken, weight: 1 },
    { arbitrary: wrongType, weight: 1 },
    { arbitrary: oversized, weight: 1 },
  );
}

function decodeSafely(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The query string, and whether the route's query schema refuses it. */
function queryArbitrary(row: FuzzRow): fc.Arbitrary<{ text: string; defect?: string }> {
  const key = fc.oneof(fc.constantFrom('search', 'limit', 'page', 'category', 'household', 'startDate', 'endDate'), fc.string({ maxLength: 6 }));
  const value = fc.oneof(nastyString, fc.constantFrom(...numbers).map(String), fc.constantFrom('2024-02-30', '2024-13-01', '0000-00-00', 'mine'));
  const fields = queryFields(row.query);
  const aimed = fields.map((field) => fc.tuple(fc.constant(field.path), fieldValue(field, true).map(String)));
  const pair = aimed.length ? fc.oneof(fc.tuple(key, value), ...aimed) : fc.tuple(key, value);
  return fc.array(pair, { maxLength: 4 }).map((pairs) => {
    const text = new URLSearchParams(pairs.map(([k, v]): [string, string] => [k, v.slice(0, 2000)])).toString();
    const received = { ...parseQueryString(text) };
    const bad = row.query ? refuses(row.query, received) || containsNul(received) : false;
    return { text, defect: bad ? 'query' : undefined };
  });
}

/** Whether the contract refuses a value; a contract that throws on one refuses it too (and the route must say so with a 4xx, not a 500). */
function refuses(schema: z.ZodType | undefined, value: unknown): boolean {
  if (!schema) return false;
  try {
    return !schema.safeParse(value).success;
  } catch {
    return true;
  }
}

function requestArbitrary(row: FuzzRow, member: string, otherMethods: string[]): fc.Arbitrary<FuzzRequest> {
  const [method, template] = row.route.split(' ') as [string, string];
  const params = template.split('/').filter((part) => part.startsWith(':'));
  return fc
    .record({
      caller: fc.constantFrom('member', 'member', 'guest', 'forged'),
      forged: badToken,
      method: fc.oneof({ arbitrary: fc.constant(method), weight: 8 }, { arbitrary: fc.constantFrom(...(otherMethods.length ? otherMethods : [method])), weight: 1 }),
      ids: fc.array(foreignId, { minLength: params.length, maxLength: params.length }),
      body: bodyArbitrary(row, method),
      query: queryArbitrary(row),
    })
    .map(({ caller, forged, method: sent, ids, body, query }) => {
      let path = template;
      params.forEach((param, index) => (path = path.replace(param, ids[index]!)));
      const headers: Record<string, string> = {};
      if (caller === 'member') headers.authorization = `Bearer ${member}`;
      if (caller === 'forged') headers.authorization = forged;
      if (body.type) headers['content-type'] = body.type;
      if (body.text !== undefined) headers['content-length'] = String(Buffer.byteLength(body.text));
      const defects = [
        row.access === 'signed-in' && caller !== 'member' ? 'not signed in' : undefined,
        sent !== method ? 'method not allowed' : undefined,
        params.length ? 'id that names nothing' : undefined,
        sent === method ? body.defect : undefined,
        query.defect,
      ].filter((defect): defect is string => defect !== undefined);
      const fullPath = query.text ? `${path}?${query.text}` : path;
      const describe = () => `${sent} ${fullPath.slice(0, 300)} ${JSON.stringify(headers).slice(0, 200)} ${(body.text ?? '').slice(0, 300)} [${defects.join(', ')}]`;
      return { method: sent, path: fullPath, headers, body: body.text, defects, [fc.toStringMethod]: describe };
    })
    .filter((sent) => sent.defects.length > 0);
}

/** `METHOD /path` of every route the service answers (HEAD left out: it follows GET). */
export function mountedRouteNames(service: TestService['service']): string[] {
  return (service.routes ?? []).filter((route) => route.method !== 'HEAD').map((route) => `${route.method} ${route.path}`);
}

interface Answer {
  status: number;
  type: string;
  text: string;
}

const stackTrace = /\bat .+[:(]\d+|\/(work|home|usr|app|src)\/|node_modules|\.[cm]?[jt]s:\d+/;

/** What is wrong with an answer to a bad request, or undefined. */
function faultOf(answer: Answer): string | undefined {
  if (answer.status < 400 || answer.status > 499) return `status ${answer.status}`;
  if (!answer.type.includes('application/json')) return `status ${answer.status}, content type '${answer.type}': ${answer.text.slice(0, 200)}`;
  let message: unknown;
  try {
    message = (JSON.parse(answer.text) as { message?: unknown }).message;
  } catch {
    return 'a body that is not JSON';
  }
  if (typeof message !== 'string' || message === '') return 'no message';
  if (stackTrace.test(answer.text)) return 'a stack trace or file path';
  return undefined;
}

/** The service under fuzzing: its app on a local port, and a fingerprint of every table of its schema. */
export class FuzzTarget {
  private server: Server | undefined;
  private fingerprintQuery = '';
  requests = 0;

  constructor(
    private readonly svc: TestService,
    /** A signed-in member of a household. */
    private readonly memberToken: string,
  ) {}

  async start(): Promise<void> {
    this.server = createServer(this.svc.service.app.callback());
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    // Rate-limit counters are what refused requests are meant to change; svc-auth's record of the
    // signing keys in use changes on a timer.
    const tables = await this.svc.sql<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables
       WHERE table_schema = $1 AND table_type = 'BASE TABLE' AND table_name <> ALL($2) ORDER BY table_name`,
      [this.svc.schema, ['rate_limit_hits', 'signing_keys_in_use']],
    );
    this.fingerprintQuery = tables
      // The relay marks outbox rows sent after the commit, in the background: their number is what a request changes.
      .map(({ table_name: table }) => {
        const content = table === 'outbox' ? `''` : `md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), ''))`;
        return `SELECT '${table}' AS name, count(*) || ':' || ${content} AS sum FROM "${this.svc.schema}"."${table}" t`;
      })
      .join(' UNION ALL ');
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Fuzzes one route: `runs` batches of up to 5 bad requests, each batch checked and the schema compared. */
  async fuzz(row: FuzzRow, options: { seed: number; runs: number }): Promise<void> {
    const [method, template] = row.route.split(' ') as [string, string];
    const allowed = mountedRouteNames(this.svc.service).filter((name) => name.endsWith(` ${template}`)).map((name) => name.split(' ')[0]!);
    const otherMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((other) => other !== method && !allowed.includes(other));
    const batch = fc.array(requestArbitrary(row, this.memberToken, otherMethods), { minLength: 1, maxLength: 5 });
    await fc.assert(
      fc.asyncProperty(batch, async (sent) => {
        const before = await this.fingerprint();
        for (const one of sent) {
          const fault = faultOf(await this.send(one));
          if (fault) throw new Error(`${one.method} ${one.path.slice(0, 200)} (${one.defects.join(', ')}) was answered with ${fault}`);
        }
        const now = await this.fingerprint();
        if (now !== before) throw new Error(`rejected requests changed the ${this.svc.schema} schema:\n${diff(before, now)}`);
      }),
      { seed: options.seed, numRuns: options.runs, verbose: 0, endOnFailure: true },
    );
  }

  private async fingerprint(): Promise<string> {
    const rows = await this.svc.sql<{ name: string; sum: string }>(this.fingerprintQuery);
    return rows.map((row) => `${row.name} ${row.sum}`).join('\n');
  }

  private send(one: FuzzRequest): Promise<Answer> {
    this.requests += 1;
    const { port } = this.server!.address() as AddressInfo;
    return new Promise((resolve, reject) => {
      const outgoing = request({ host: '127.0.0.1', port, method: one.method, path: one.path, headers: one.headers, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'] ?? '', text: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      });
      outgoing.on('error', reject);
      outgoing.end(one.body);
    });
  }
}

const diff = (before: string, now: string) => {
  const old = new Set(before.split('\n'));
  return now.split('\n').filter((line) => !old.has(line)).map((line) => `now ${line}`).join('\n');
};

/** The routes a service answers that have no row, and rows for routes it does not answer. */
export function uncoveredRoutes(service: TestService['service'], rows: FuzzRow[]): { withoutRow: string[]; unknownRows: string[] } {
  const mounted = mountedRouteNames(service);
  const named = rows.map((row) => row.route);
  return { withoutRow: mounted.filter((route) => !named.includes(route)), unknownRows: named.filter((route) => !mounted.includes(route)) };
}

/** A row for every operation of a domain's table: its schemas, its example body and what the example names. */
export function fuzzRows(api: ApiDescription): FuzzRow[] {
  return Object.values(api.operations).map((operation) => ({
    route: `${operation.method} ${operation.path}`,
    access: operation.access === 'public' || operation.access === 'optional' ? 'public' : 'signed-in',
    body: operation.body,
    query: operation.query,
    example: operation.example,
    references: operation.references,
  }));
}

/** The seed and batches per route: FUZZ_SEED and FUZZ_RUNS override them to explore further. */
export const fuzzSettings = (runs: number) => ({ seed: Number(process.env.FUZZ_SEED ?? 20240612), runs: Number(process.env.FUZZ_RUNS ?? runs) });
