import { z } from 'zod';
import type { ApiDescription, ApiOperation } from './api-description';

/** A JSON Schema object, as OpenAPI 3.1 embeds it. */
export type JsonSchema = Record<string, unknown>;

/** A service's share of the OpenAPI document: its tag and its paths. */
export interface OpenApiPart {
  tag: { name: string; description: string };
  paths: Record<string, Record<string, unknown>>;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** JSON Schema 2020-12 (OpenAPI 3.1's dialect) of a contract schema, as sent (`input`) or as answered (`output`). */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return json;
}

/** `/api/recipes/:id` → `/api/recipes/{id}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

const errorRef = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

function parameters(operation: ApiOperation): unknown[] {
  const list: unknown[] = [];
  const pathSchema = operation.params ? jsonSchemaOf(operation.params, 'input') : { properties: {} };
  for (const [, name] of operation.path.matchAll(/:(\w+)/g)) {
    const schema = (pathSchema.properties as Record<string, JsonSchema> | undefined)?.[name!] ?? { type: 'string' };
    list.push({ name, in: 'path', required: true, schema });
  }
  if (operation.query) {
    const query = jsonSchemaOf(operation.query, 'input');
    const required = new Set((query.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((query.properties as Record<string, JsonSchema> | undefined) ?? {})) {
      const { description, ...rest } = schema;
      list.push({ name, in: 'query', required: required.has(name), ...(description ? { description } : {}), schema: rest });
    }
  }
  return list;
}

/** What the access needs, in the words of the document's description of scopes. */
function accessNote(operation: ApiOperation): string | undefined {
  if (operation.access === 'session') return 'Needs a signed-in session: API tokens are refused (403).';
  if (operation.access === 'public') return undefined;
  const write = WRITE_METHODS.has(operation.method);
  if (operation.access === 'optional') return 'Open to guests; a token shows what its owner may see as well.';
  return write ? 'Needs a session or a read-write API token.' : 'Needs a session or an API token (read is enough).';
}

function security(operation: ApiOperation): unknown[] {
  if (operation.access === 'public') return [];
  if (operation.access === 'optional') return [{}, { bearer: [] }];
  return [{ bearer: [] }];
}

function responses(operation: ApiOperation): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const [status, response] of Object.entries(operation.responses)) {
    const content = response.contentType
      ? { [response.contentType]: { schema: { type: 'string', contentMediaType: response.contentType } } }
      : response.schema
        ? { 'application/json': { schema: jsonSchemaOf(response.schema, 'output') } }
        : undefined;
    const headers = response.headers && Object.fromEntries(Object.entries(response.headers).map(([name, description]) => [name, { description, schema: { type: 'integer' } }]));
    answers[status] = { description: response.description, ...(headers ? { headers } : {}), ...(content ? { content } : {}) };
  }
  const refusals: Record<number, string> = {};
  if (operation.body || operation.params || operation.query || operation.fileField) refusals[400] = 'The request is not valid: `message` says why, `errors` by field.';
  if (operation.access === 'signed-in' || operation.access === 'session') refusals[401] = 'No token, or one that is invalid, expired or revoked.';
  if (operation.access === 'session') refusals[403] = 'Called with an API token: only a signed-in session may do this.';
  else if (operation.access !== 'public' && WRITE_METHODS.has(operation.method)) refusals[403] = 'A read-only API token, or a caller this household does not allow.';
  Object.assign(refusals, operation.errors);
  refusals[429] = 'Over the rate limit: wait the seconds of `Retry-After`.';
  for (const [status, description] of Object.entries(refusals)) answers[status] = errorRef(description);
  return answers;
}

function bodyOf(operation: ApiOperation): unknown {
  if (operation.fileField) {
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { [operation.fileField]: { type: 'string', contentMediaType: 'application/octet-stream' } },
            required: [operation.fileField],
          },
        },
      },
    };
  }
  if (!operation.body) return undefined;
  return { required: true, content: { 'application/json': { schema: jsonSchemaOf(operation.body, 'input') } } };
}

const operationId = (operation: ApiOperation) =>
  `${operation.method.toLowerCase()}${operation.path
    .replace(/^\/api/, '')
    .split(/[/.-]/)
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `By${part[1]!.toUpperCase()}${part.slice(2)}` : `${part[0]!.toUpperCase()}${part.slice(1)}`))
    .join('')}`;

/** A service's operations as OpenAPI 3.1 paths, grouped under its tag. */
export function openApiPart(api: ApiDescription): OpenApiPart {
  const paths: OpenApiPart['paths'] = {};
  for (const operation of Object.values(api.operations)) {
    const note = accessNote(operation);
    const description = [operation.description, note].filter(Boolean).join('\n\n');
    const body = bodyOf(operation);
    const params = parameters(operation);
    (paths[openApiPath(operation.path)] ??= {})[operation.method.toLowerCase()] = {
      tags: [api.tag],
      operationId: operationId(operation),
      summary: operation.summary,
      ...(description ? { description } : {}),
      ...(params.length ? { parameters: params } : {}),
      ...(body ? { requestBody: body } : {}),
      responses: responses(operation),
      security: security(operation),
      ...(operation.deprecatedSince ? { deprecated: true } : {}),
    };
  }
  return { tag: { name: api.tag, description: api.description }, paths };
}
