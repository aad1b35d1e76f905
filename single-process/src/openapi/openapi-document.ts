import { openApiPart, type ApiDescription } from '@hearth/service-kit';
import type { RouteTable } from '@hearth/gateway';
import { gettingStarted } from './getting-started';

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: Record<string, unknown>;
  servers: { url: string; description: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, unknown>;
  security: unknown[];
}

/** The error every refusal carries (service-kit's error handler, nginx's JSON errors). */
const errorSchema = {
  type: 'object',
  properties: {
    message: { type: 'string', description: 'What went wrong, in words a person can read.' },
    errors: { type: 'object', additionalProperties: { type: 'string' }, description: 'Bad input: the message for each field.' },
  },
  required: ['message'],
};

/**
 * Hearth's one API document (OpenAPI 3.1), merged from every service's part: each part is
 * generated from the service's API description, whose schemas are the domain contracts the
 * routes validate with and answer in. `GET /api/openapi.json` serves it, `/api/docs` shows it.
 */
export function buildOpenApiDocument(apis: ApiDescription[], table: RouteTable): OpenApiDocument {
  const parts = apis.map(openApiPart);
  const paths: OpenApiDocument['paths'] = {};
  for (const part of parts) {
    for (const [path, operations] of Object.entries(part.paths)) {
      for (const method of Object.keys(operations)) {
        if (paths[path]?.[method]) throw new Error(`Two services describe ${method.toUpperCase()} ${path}`);
      }
      paths[path] = { ...paths[path], ...operations };
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Hearth API',
      version: '1',
      description: gettingStarted(table),
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '/', description: 'This Hearth' }],
    tags: parts.map((part) => part.tag),
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      schemas: { Error: errorSchema },
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'A personal API token (`hearth_...`, Profile → API tokens), or the session token of POST /api/auth/login.',
        },
      },
    },
    security: [{ bearer: [] }],
  };
}
