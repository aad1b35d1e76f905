import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { validate } from '@readme/openapi-parser';
import { ApiTokenRelay, createLogger, InProcessBus, openApiPath, type ApiDescription, type DomainServiceModule, type Service } from '@hearth/service-kit';
import { loadSigningKeys } from '@hearth/svc-auth';
import { existingServices, loadRouteTable } from '@hearth/gateway';
import type { EmbeddedServiceEnv } from '../embedded-app';
import { buildOpenApiDocument } from './openapi-document';
import { loadServiceApis } from './service-apis';

const table = loadRouteTable();
let dataDir: string;
let services: Service[];
let apis: ApiDescription[];

/** Every service this checkout has, created (not started): its router and its API description. */
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-openapi-'));
  const signingKeys = await loadSigningKeys({ keyFile: path.join(dataDir, 'jwt.pem'), tokenTtl: '1h' });
  const logger = createLogger('openapi-test', 'silent');
  const env: EmbeddedServiceEnv = {
    databaseUrl: 'postgres://unused@127.0.0.1:1/unused',
    bus: new InProcessBus(logger),
    poolSize: 1,
    logger,
    publicUrl: 'http://hearth.test',
    dataDir,
    keys: { jwks: () => signingKeys.jwks() },
    signingKeys,
    apiTokenRelay: new ApiTokenRelay(),
  };
  services = [];
  for (const { name } of existingServices(table)) {
    const { service } = (await import(`@hearth/svc-${name}`)) as { service: DomainServiceModule<EmbeddedServiceEnv> };
    services.push(service.create(env));
  }
  apis = await loadServiceApis(table);
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('the API document against the routers', () => {
  it('describes every route each service mounts, and no route it does not', () => {
    const differences = services.flatMap((service) => {
      const mounted = new Set((service.routes ?? []).filter((r) => r.method !== 'HEAD').map((r) => `${r.method} ${r.path}`));
      const documented = new Set(Object.values(service.api?.operations ?? {}).map((op) => `${op.method} ${op.path}`));
      return [
        ...[...mounted].filter((route) => !documented.has(route)).map((route) => `svc-${service.name}: ${route} is not in its contract's operations.ts`),
        ...[...documented].filter((route) => !mounted.has(route)).map((route) => `svc-${service.name}: ${route} is documented but not mounted`),
      ];
    });
    expect(differences).toEqual([]);
  });

  it('is what each service package exports, one description per service', () => {
    expect(apis).toEqual(services.map((service) => service.api));
  });

  it('documents every path parameter with the schema the route validates it with', () => {
    const document = buildOpenApiDocument(apis, table);
    for (const api of apis) {
      for (const operation of Object.values(api.operations)) {
        const documented = document.paths[openApiPath(operation.path)]![operation.method.toLowerCase()] as { parameters?: { name: string; in: string }[] };
        const names = [...operation.path.matchAll(/:(\w+)/g)].map(([, name]) => name);
        expect((documented.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name)).toEqual(names);
      }
    }
  });
});

describe('the API document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const result = await validate(structuredClone(buildOpenApiDocument(apis, table)) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
  });

  it('marks public routes as needing no token and every other as needing a bearer', () => {
    const { paths } = buildOpenApiDocument(apis, table);
    const security = (route: string, method: string) => (paths[route]![method] as { security: unknown[] }).security;
    expect(security('/api/auth/login', 'post')).toEqual([]);
    expect(security('/api/categories', 'get')).toEqual([]);
    expect(security('/api/recipes', 'get')).toEqual([{}, { bearer: [] }]);
    expect(security('/api/shopping-lists/{id}/items', 'post')).toEqual([{ bearer: [] }]);
  });

  it('gives each operation its success shape and the {message} error shape with its statuses', () => {
    const { paths } = buildOpenApiDocument(apis, table);
    const addItem = paths['/api/shopping-lists/{id}/items']!.post as { responses: Record<string, { content?: Record<string, { schema: unknown }> }> };
    expect(Object.keys(addItem.responses).sort()).toEqual(['201', '400', '401', '403', '404', '429']);
    expect(addItem.responses['201']!.content!['application/json']!.schema).toMatchObject({ type: 'object', properties: { items: { type: 'array' } } });
    expect(addItem.responses['404']!.content!['application/json']!.schema).toEqual({ $ref: '#/components/schemas/Error' });
    const createToken = paths['/api/auth/api-tokens']!.post as { responses: Record<string, { description: string }> };
    expect(createToken.responses['403']!.description).toMatch(/only a signed-in session/);
  });

  it('has one tag per domain and starts with how to get a token and call the API', () => {
    const document = buildOpenApiDocument(apis, table);
    expect(document.tags.map((tag) => tag.name)).toEqual(['Accounts and API tokens', 'Recipes', 'Household', 'Meal plans and shopping lists']);
    expect(document.info.version).toBe('1');
    expect(document.info.description).toContain('Profile → API tokens');
    expect(document.info.description).toContain('Retry-After');
    expect(document.info.description).toContain('deprecated');
  });
});
