import Router from '@koa/router';
import { authenticate, currentAuth } from '../auth/authenticate';
import { createTokenVerifier } from '../auth/token-verifier';
import { schemaOf } from '../data/data-source';
import { createHttpApp } from '../http/create-app';
import type { Service } from '../service';
import { ServiceRuntime } from '../service-runtime';
import { CreateNotes1000000000000 } from './notes-migration';
import { bearer, startTestService, type TestService, type TestServiceEnv } from './test-service';

/** The smallest service: it notes who registered, greets them with an event, and says who calls. */
function createNotesService(env: TestServiceEnv): Service {
  const runtime = new ServiceRuntime({ name: 'notes', ...env, entities: [], migrations: [CreateNotes1000000000000] });
  const router = new Router({ prefix: '/api' });
  router.get('/whoami', authenticate(createTokenVerifier(env.keys)), (ctx) => {
    ctx.body = { id: currentAuth(ctx).userId };
  });
  return {
    name: 'notes',
    app: createHttpApp({ service: 'notes', logger: env.logger, routes: [router.routes()], readiness: runtime.readiness() }),
    start: () =>
      runtime.open({
        'user.registered': async ({ payload }, tx) => {
          if (payload.name === 'poison') throw new Error('cannot apply');
          await tx.manager.query(`INSERT INTO "${schemaOf(tx.manager.connection)}".notes (text) VALUES ($1)`, [payload.name]);
          tx.emit('household.created', { householdId: payload.userId, name: `${payload.name}'s`, ownerId: payload.userId });
        },
      }),
    stop: () => runtime.close(),
  };
}

const ada = { id: '0f8fad5b-d9cb-469f-a165-70867728950e', name: 'Ada', email: 'ada@example.com' };

let notes: TestService;
beforeAll(async () => {
  notes = await startTestService(createNotesService);
});
afterAll(() => notes.stop());

const notesText = async () => (await notes.sql<{ text: string }>(`SELECT text FROM "${notes.schema}".notes ORDER BY id`)).map((row) => row.text);

describe('a service started alone by the testing kit', () => {
  it('applies a delivered event once, however often it arrives, and publishes what it emits', async () => {
    const event = await notes.deliver('user.registered', { userId: ada.id, name: ada.name, email: ada.email });
    await notes.deliver(event);
    expect(await notesText()).toEqual(['Ada']);
    const [created] = await notes.publishedOf('household.created');
    expect(created?.payload).toEqual({ householdId: ada.id, name: "Ada's", ownerId: ada.id });
  });

  it("rejects a delivery the service's handler refuses", async () => {
    await expect(notes.deliver('user.registered', { userId: ada.id, name: 'poison', email: ada.email })).rejects.toThrow('cannot apply');
  });

  it("accepts the kit's tokens and nothing else", async () => {
    expect((await notes.http.get('/api/whoami').set(bearer(await notes.token(ada)))).body).toEqual({ id: ada.id });
    expect((await notes.http.get('/api/whoami').set(bearer('forged.token.here'))).status).toBe(401);
  });
});
