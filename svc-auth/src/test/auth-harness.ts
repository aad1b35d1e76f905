import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createEvent, type EventEnvelope, type EventPayload, type EventType } from '@hearth/events';
import { InProcessBus } from '@hearth/service-kit';
import { dropSchema, eventually, latestMailLink, silentLogger, testDatabaseUrl, uniqueName } from '@hearth/service-kit/testing';
import request from 'supertest';
import { createAuthService } from '../auth-service';
import { loadSigningKeys } from '../keys/signing-keys';

export type AuthHarness = Awaited<ReturnType<typeof startAuthService>>;

/** svc-auth on its own fresh schema of the real PostgreSQL, with an in-process bus to watch. */
export async function startAuthService(limits: Record<string, number> = {}) {
  const schema = uniqueName('auth_test');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-auth-'));
  const logger = silentLogger();
  const bus = new InProcessBus(logger, { retryDelayMs: 10 });
  const published: EventEnvelope[] = [];
  await bus.subscribe('spy', ['user.registered', 'user.updated', 'user.deleted'], async (event) => {
    published.push(event);
  });
  const keys = await loadSigningKeys({ keyFile: path.join(dataDir, 'keys', 'jwt.pem'), tokenTtl: '1h' });
  const service = createAuthService({
    databaseUrl: testDatabaseUrl,
    schema,
    bus,
    logger,
    keys,
    publicUrl: 'http://hearth.test',
    dataDir,
    limits,
    poolSize: 4,
  });
  await service.start();
  await bus.start();
  const http = request(service.app.callback());

  return {
    http,
    schema,
    dataDir,
    published,
    keys,
    async register(name = 'Ada Lovelace', email = `${uniqueName('ada')}@example.com`, password = 'secret123') {
      const response = await http.post('/api/auth/register').send({ name, email, password });
      if (response.status !== 201) throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
      return { token: response.body.token as string, user: response.body.user, email, password };
    },
    /** Delivers an event from another service, as the bus would. */
    async deliver<T extends EventType>(type: T, payload: EventPayload<T>) {
      const event = createEvent(type, payload, 'test') as EventEnvelope;
      await bus.publish(event);
      return event;
    },
    redeliver: (event: EventEnvelope) => bus.publish(event),
    /** Waits for the outbox relay to publish an event of `type`. */
    publishedOf: (type: EventType) => eventually(() => {
      const found = published.filter((event) => event.type === type);
      if (found.length === 0) throw new Error(`no ${type} published yet`);
      return found;
    }),
    resetLink: (email: string) => eventually(async () => {
      const link = await latestMailLink(dataDir, email, '/reset-password/');
      if (!link) throw new Error('no reset mail yet');
      return link;
    }),
    async stop() {
      await service.stop();
      await dropSchema(schema);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Waits for the next whole second: token issue times have one-second resolution. */
export const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1010 - (Date.now() % 1000)));
