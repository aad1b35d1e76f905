import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { RabbitMqBus } from '@hearth/service-kit';
import {
  deleteBrokerObjects,
  dropSchema,
  eventually,
  latestMailLink,
  silentLogger,
  testAmqpUrl,
  testDatabaseUrl,
  uniqueName,
} from '@hearth/service-kit/testing';
import { createAuthService, loadSigningKeys } from '@hearth/svc-auth';
import { Client } from 'pg';
import request from 'supertest';
import { createHouseholdService } from '../household-service';

export type HouseholdHarness = Awaited<ReturnType<typeof startHouseholdStack>>;

export interface Person {
  token: string;
  id: string;
  name: string;
  email: string;
}

/**
 * svc-auth and svc-household as in the stack: each on its own schema of the real PostgreSQL,
 * each with its own connection to the real RabbitMQ (an exchange and queues of this run only).
 */
export async function startHouseholdStack() {
  const logger = silentLogger();
  const run = uniqueName('hh');
  const exchange = `${run}.events`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-household-'));
  const keys = await loadSigningKeys({ keyFile: path.join(dataDir, 'keys', 'jwt.pem'), tokenTtl: '1h' });
  const bus = () => new RabbitMqBus({ url: testAmqpUrl, exchange, logger, retry: { maxAttempts: 3, retryDelayMs: 100 } });
  const authBus = bus();
  const householdBus = bus();
  const schemas = { auth: `${run}_auth`, household: `${run}_household` };
  const common = { databaseUrl: testDatabaseUrl, logger, publicUrl: 'http://hearth.test', dataDir, poolSize: 4 };
  const auth = createAuthService({ ...common, schema: schemas.auth, bus: authBus, queue: `${run}.auth`, keys });
  const household = createHouseholdService({
    ...common,
    schema: schemas.household,
    bus: householdBus,
    queue: `${run}.household`,
    keys: { jwks: () => keys.jwks() },
  });
  for (const b of [authBus, householdBus]) await b.start();
  await auth.start();
  await household.start();
  await Promise.all([authBus.waitForConnection(), householdBus.waitForConnection()]);

  const authHttp = request(auth.app.callback());
  const http = request(household.app.callback());
  const bearer = (person: Person) => ({ Authorization: `Bearer ${person.token}` });

  const harness = {
    http,
    authHttp,
    keys,
    dataDir,
    schemas,
    bearer,
    /** A new account, once svc-household has made its own household. */
    async register(name: string): Promise<Person> {
      const email = `${uniqueName(name.toLowerCase().replace(/\W/g, ''))}@example.com`;
      const response = await authHttp.post('/api/auth/register').send({ name, email, password: 'secret123' });
      if (response.status !== 201) throw new Error(`register failed: ${JSON.stringify(response.body)}`);
      const person = { token: response.body.token, id: response.body.user._id, name, email };
      await eventually(async () => expect((await http.get('/api/households').set(bearer(person))).status).toBe(200));
      return person;
    },
    household: async (person: Person) => (await http.get('/api/households').set(bearer(person))).body,
    /** /auth/me's household, once events have settled on `expected`. */
    async authHouseholdBecomes(person: Person, expected: unknown) {
      await eventually(async () => {
        const me = await authHttp.get('/api/auth/me').set(bearer(person));
        expect(me.body.household).toEqual(expected);
      });
    },
    invitationToken: (email: string) =>
      eventually(async () => {
        const link = await latestMailLink(dataDir, email, '/join-household/');
        if (!link) throw new Error('no invitation mail yet');
        return link.split('/join-household/')[1]!;
      }),
    async sql(query: string, params: unknown[] = []) {
      const client = new Client({ connectionString: testDatabaseUrl });
      await client.connect();
      try {
        return (await client.query(query, params)).rows;
      } finally {
        await client.end();
      }
    },
    async stop() {
      await authBus.close();
      await householdBus.close();
      await auth.stop();
      await household.stop();
      await dropSchema(schemas.auth);
      await dropSchema(schemas.household);
      await deleteBrokerObjects(exchange, [`${run}.auth`, `${run}.household`]);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return harness;
}
