import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { Logger } from 'pino';
import request from 'supertest';
import type { KeySource, TokenSubject } from '../auth/token-verifier';
import type { Service } from '../service';
import { documentedResponses } from './documented-responses';
import { dropSchema, eventually, silentLogger, testDatabaseUrl, uniqueName } from './environment';
import { latestMailLink } from './mail-files';
import { TestBus } from './test-bus';
import { createTestSigningKey, type TestSigningKey } from './test-signing-key';

/** What a service's factory gets in a test: spread it into the service's own options. */
export interface TestServiceEnv {
  databaseUrl: string;
  /** A schema of the real PostgreSQL that only this test file uses. */
  schema: string;
  bus: TestBus;
  logger: Logger;
  /** The test signing key's public half: tokens from `token()` pass the service's verifier. */
  keys: KeySource;
  signingKey: TestSigningKey;
  publicUrl: string;
  /** A fresh folder; mail is written to `<dataDir>/mail/`. */
  dataDir: string;
  poolSize: number;
}

export type HttpClient = ReturnType<typeof request>;

export interface TestService {
  service: Service;
  /** supertest on the service's app: no port, no gateway. */
  http: HttpClient;
  schema: string;
  dataDir: string;
  bus: TestBus;
  /** Hands the service an event as if another service had published it (see `TestBus`). */
  deliver: TestBus['deliver'];
  /** Waits for the service to publish an event of `type` (with this payload); see `TestBus`. */
  publishedOf: TestBus['publishedOf'];
  /** A bearer token for `subject`, signed with the test key. */
  token(subject: TokenSubject): Promise<string>;
  /** The test key, for tokens with a session id or an issue time of the test's choosing. */
  signingKey: TestSigningKey;
  /** Rows of a query on the test database (name tables as `"${schema}".table`). */
  sql<Row = Record<string, unknown>>(query: string, params?: unknown[]): Promise<Row[]>;
  /** Waits for a mail to `to` with a link whose path contains `pathPart`; returns the link. */
  mailLink(to: string, pathPart: string): Promise<string>;
  stop(): Promise<void>;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * Starts one service alone, as a test file needs it: its own schema of the real PostgreSQL
 * (migrated by the service), an in-process bus the test speaks for every other service, and a
 * signing key. Call it in `beforeAll` and `stop()` in `afterAll`; the schema and folder go away.
 */
export async function startTestService(create: (env: TestServiceEnv) => Service | Promise<Service>): Promise<TestService> {
  const logger = silentLogger();
  const schema = uniqueName('svc_test');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-test-'));
  const bus = new TestBus(logger);
  const signingKey = await createTestSigningKey();
  const service = await create({
    databaseUrl: testDatabaseUrl,
    schema,
    bus,
    logger,
    keys: signingKey.keySource,
    signingKey,
    publicUrl: 'http://hearth.test',
    dataDir,
    poolSize: 4,
  });
  await service.start();
  await bus.start();
  // Before the app's own middleware: every answer the tests see is checked against the API document.
  const documented = documentedResponses(service.api);
  service.app.middleware.unshift(documented.middleware);

  return {
    service,
    http: request(service.app.callback()),
    schema,
    dataDir,
    bus,
    deliver: bus.deliver.bind(bus) as TestBus['deliver'],
    publishedOf: bus.publishedOf.bind(bus),
    token: (subject) => signingKey.sign(subject),
    signingKey,
    async sql<Row>(query: string, params: unknown[] = []) {
      const client = new Client({ connectionString: testDatabaseUrl });
      await client.connect();
      try {
        return (await client.query(query, params)).rows as Row[];
      } finally {
        await client.end();
      }
    },
    mailLink: (to, pathPart) =>
      eventually(async () => {
        const link = await latestMailLink(dataDir, to, pathPart);
        if (!link) throw new Error(`no mail to ${to} with a ${pathPart} link yet`);
        return link;
      }),
    async stop() {
      await service.stop();
      await bus.close();
      await dropSchema(schema);
      await rm(dataDir, { recursive: true, force: true });
      if (documented.mismatches.length) {
        throw new Error(`svc-${service.name} answered unlike its contract's operations (packages/contracts/src/<domain>/operations.ts):\n${[...new Set(documented.mismatches)].join('\n')}`);
      }
    },
  };
}

