import fc from 'fast-check';
import { z } from 'zod';

/**
 * The fields of a route's body or query, as the fuzzer aims at them one by one: each leaf of a
 * valid example (or each property of a query schema), with the format it has (from the schema's
 * JSON Schema, else from the example's shape), its enum and its longest length. A field is then
 * sent well-formed values of the *other* formats, impossible values of its own, its boundary
 * lengths and every type JSON has, while the other fields stay valid: so object-level rules see a
 * field that failed, the way a client that is not ours would send it.
 */

export type FieldFormat = 'date' | 'date-time' | 'time' | 'uuid' | 'email' | 'url';

export interface FuzzField {
  /** Dotted path in the body (`meals.0.date`) or a query key. */
  path: string;
  formats: FieldFormat[];
  enum: string[];
  maxLength?: number;
}

type JsonSchema = Record<string, unknown>;

const wellFormed: Record<FieldFormat, string[]> = {
  date: ['2026-11-30', '2024-02-29'],
  'date-time': ['2026-11-30T00:00:00.000Z', '2026-11-30T00:00:00+01:00', '2026-12-06T23:59:59.999Z', '2026-11-30T12:00:00'],
  time: ['12:30', '23:59:59'],
  uuid: ['6f1c8a52-3f6e-4b1e-9d7a-2b1f0c9e8d7a', '00000000-0000-0000-0000-000000000000'],
  email: ['ada@example.com', 'ADA+tag@Example.COM'],
  url: ['https://example.com/recipe?id=1', 'http://127.0.0.1:1/x'],
};

/** Values a format's pattern may let through that name no real day, time or thing. */
const impossible: Record<FieldFormat, string[]> = {
  date: ['2026-02-30', '2023-02-29', '2026-13-01', '2026-00-10', '0000-01-01', '9999-12-31', '10000-01-01', '-0001-01-01', '2026-1-5', '20261130'],
  'date-time': [
    '2026-02-30T00:00:00Z',
    '2026-11-30T24:00:00Z',
    '2026-11-30T23:59:60Z',
    '2026-11-30T00:00:00+25:00',
    '0000-01-01T00:00:00Z',
    '9999-12-31T23:59:59-12:00',
    '2026-11-30T00:00:00.000ZT00:00:00Z',
    '2026-11-30 00:00:00 01:00',
  ],
  time: ['24:00', '12:60', '25:00:00'],
  uuid: ['6f1c8a52-3f6e-4b1e-9d7a-2b1f0c9e8d7', '6F1C8A52-3F6E-4B1E-9D7A-2B1F0C9E8D7AX', '{6f1c8a52-3f6e-4b1e-9d7a-2b1f0c9e8d7a}'],
  email: ['ada@', '@example.com', 'ada@@example.com', 'ada@example'],
  url: ['http://', 'javascript:alert(1)', '//example.com', 'https://exa mple.com'],
};

const jsonTypes: unknown[] = [12, 0, -1, 1.5, true, false, null, [], {}, [''], { value: 'x' }];

const shapes: [FieldFormat, RegExp][] = [
  ['date-time', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/],
  ['date', /^\d{4}-\d{2}-\d{2}$/],
  ['time', /^\d{2}:\d{2}(:\d{2})?$/],
  ['uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i],
  ['email', /^[^@\s]+@[^@\s]+\.[^@\s]+$/],
  ['url', /^https?:\/\//],
];

const shapeOf = (value: unknown): FieldFormat | undefined =>
  typeof value === 'string' ? shapes.find(([, pattern]) => pattern.test(value))?.[0] : undefined;

function isFormat(value: unknown): value is FieldFormat {
  return typeof value === 'string' && Object.hasOwn(wellFormed, value);
}

/** The formats, enum and longest length a JSON Schema node (or any branch of it) states. */
function constraintsOf(node: JsonSchema | undefined): Omit<FuzzField, 'path'> {
  const found: Omit<FuzzField, 'path'> = { formats: [], enum: [] };
  const visit = (schema: unknown) => {
    if (!schema || typeof schema !== 'object') return;
    const s = schema as JsonSchema;
    if (s.format === 'uri') found.formats.push('url');
    else if (isFormat(s.format)) found.formats.push(s.format);
    if (Array.isArray(s.enum)) found.enum.push(...s.enum.filter((v): v is string => typeof v === 'string'));
    if (typeof s.maxLength === 'number') found.maxLength = Math.max(found.maxLength ?? 0, s.maxLength);
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) if (Array.isArray(s[key])) (s[key] as unknown[]).forEach(visit);
  };
  visit(node);
  return found;
}

/** The schema node at a dotted path, following object properties and array items. */
function nodeAt(root: JsonSchema, path: string[]): JsonSchema | undefined {
  let node: JsonSchema | undefined = root;
  for (const key of path) {
    if (!node) return undefined;
    const branches: JsonSchema[] = [node, ...(((node.anyOf as JsonSchema[] | undefined) ?? []))];
    const next: JsonSchema | undefined = branches
      .map((branch) => (/^\d+$/.test(key) ? (branch.items as JsonSchema | undefined) : (branch.properties as Record<string, JsonSchema> | undefined)?.[key]))
      .find(Boolean);
    node = next;
  }
  return node;
}

function jsonSchemaOf(schema: z.ZodType | undefined): JsonSchema {
  if (!schema) return {};
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
}

/** Every leaf of a valid example: its dotted path and value. */
function leavesOf(value: unknown, path: string[] = []): [string[], unknown][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leavesOf(item, [...path, String(index)]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => leavesOf(inner, [...path, key]));
  return path.length ? [[path, value]] : [];
}

/** The fields of a body, from a valid example and the schema it satisfies. */
export function bodyFields(schema: z.ZodType | undefined, example: Record<string, unknown> | undefined): FuzzField[] {
  const root = jsonSchemaOf(schema);
  return leavesOf(example ?? {}).map(([path, value]) => {
    const found = constraintsOf(nodeAt(root, path));
    const shape = shapeOf(value);
    return { path: path.join('.'), ...found, formats: [...new Set([...found.formats, ...(shape ? [shape] : [])])] };
  });
}

/** The keys of a query schema, with what each states. */
export function queryFields(schema: z.ZodType | undefined): FuzzField[] {
  const properties = (jsonSchemaOf(schema).properties as Record<string, JsonSchema> | undefined) ?? {};
  return Object.entries(properties).map(([path, node]) => ({ path, ...constraintsOf(node) }));
}

/** What a field is sent: well-formed values of other formats, impossible ones, boundary lengths, JSON's types. */
export function fieldValue(field: FuzzField, asText = false): fc.Arbitrary<unknown> {
  const own = field.formats.length ? field.formats : (Object.keys(wellFormed) as FieldFormat[]);
  const others = (Object.keys(wellFormed) as FieldFormat[]).filter((format) => !field.formats.includes(format)).flatMap((format) => wellFormed[format]);
  const lengths = field.maxLength ? [field.maxLength, field.maxLength + 1].map((length) => 'x'.repeat(length)) : ['x'.repeat(10_001)];
  const enumNear = field.enum.flatMap((value) => [value.toUpperCase(), ` ${value} `, `${value}s`]);
  const strings = [...others, ...own.flatMap((format) => impossible[format]), ...lengths, ...enumNear, '', ' '];
  const text = fc.constantFrom(...strings);
  return asText ? fc.oneof(text, fc.constantFrom(...jsonTypes.map((value) => JSON.stringify(value)))) : fc.oneof({ arbitrary: text, weight: 3 }, fc.constantFrom(...jsonTypes));
}
