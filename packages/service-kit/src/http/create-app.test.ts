import Router from '@koa/router';
import { defineApi } from '@hearth/contracts/operations';
import request from 'supertest';
import { z } from 'zod';
import { silentLogger } from '../testing';
import { createHttpApp, replicaId } from './create-app';
import { conflict } from './errors';
import { mountOperations } from './mount-operations';

const thingsApi = defineApi({
  tag: 'Things',
  description: 'Things.',
  operations: {
    createThing: {
      method: 'POST',
      path: '/api/things',
      summary: 'Make a thing',
      access: 'public',
      body: z.object({ name: z.string({ error: 'Name is required' }).min(2, 'Name must be at least 2 characters'), size: z.number().optional() }),
      responses: { 201: { description: 'The thing.', schema: z.object({ name: z.string() }) } },
    },
  },
});

function buildApp(ready = true) {
  const router = new Router({ prefix: '/api/things' });
  mountOperations(router, thingsApi, { createThing: ({ body }) => ({ name: body.name }) }, {});
  router.get('/taken', () => {
    throw conflict('Already taken');
  });
  let shelf = ['Soup'];
  router.get('/shelf', (ctx) => {
    ctx.body = { things: shelf };
  });
  router.post('/shelf', (ctx) => {
    shelf = [...shelf, 'Bread'];
    ctx.body = { things: shelf };
  });
  // The first page of a longer list: the same things, however many there are in all.
  router.get('/page', (ctx) => {
    ctx.set('X-Total-Count', String(ctx.query.total));
    ctx.body = [{ name: 'Soup' }];
  });
  router.get('/boom', () => {
    throw new Error('database password is hunter2');
  });
  return createHttpApp({
    service: 'test',
    logger: silentLogger(),
    routes: [router.routes(), router.allowedMethods({ throw: true })],
    readiness: { database: () => ready, bus: async () => true },
    jsonLimit: '1kb',
  });
}

describe('the service HTTP app', () => {
  const app = buildApp().callback();

  it('names the replica that answered, on every answer, errors and health included', async () => {
    expect(replicaId).toMatch(/^[0-9a-f]{12}$/);
    for (const path of ['/api/things/taken', '/api/things/nowhere', '/healthz']) {
      expect((await request(app).get(path)).headers['x-hearth-replica']).toBe(replicaId);
    }
  });

  it('passes validated input to the handler', async () => {
    const response = await request(app).post('/api/things').send({ name: 'Soup' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ name: 'Soup' });
  });

  it('answers bad input with 400, the first message and every field error', async () => {
    const missing = await request(app).post('/api/things').send({ size: 'big' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Name is required');
    expect(missing.body.errors).toEqual({ name: 'Name is required', size: expect.any(String) });

    const short = await request(app).post('/api/things').send({ name: 'S' });
    expect(short.body).toMatchObject({ message: 'Name must be at least 2 characters' });
  });

  it('refuses a NUL character anywhere in the input with 400, before it reaches the database', async () => {
    const nul = await request(app).post('/api/things').send({ name: 'So\u0000up' });
    expect(nul.status).toBe(400);
    expect(nul.body).toEqual({ message: 'Text must not contain NUL characters' });
    expect((await request(app).post('/api/things').send({ name: 'Soup', ['x\u0000']: 1 })).status).toBe(400);
  });

  it('refuses JSON nested deeper than any request of Hearth (20,000 levels, 40 KB) with 400, not a 500', async () => {
    const deep = createHttpApp({ service: 'test', logger: silentLogger(), routes: [], readiness: { database: async () => true, bus: async () => true } }).callback();
    for (const [open, close, levels] of [['[', ']', 20_000], ['{"a":', '}', 15_000]] as const) {
      const body = `${open.repeat(levels)}1${close.repeat(levels)}`;
      const response = await request(deep).post('/api/things').set('Content-Type', 'application/json').send(body);
      expect([response.status, response.body]).toEqual([400, { message: 'Request body is nested too deeply' }]);
    }
    let extra: unknown = 'a\u0000';
    for (let level = 0; level < 30; level++) extra = [extra];
    const allowed = await request(app).post('/api/things').send({ name: 'Soup', extra });
    expect(allowed.body).toEqual({ message: 'Text must not contain NUL characters' });
  });

  it('marks every answer nosniff, and one to a caller with a token (error or not) as not to be stored', async () => {
    const personal = await request(app).post('/api/things').set('Authorization', 'Bearer x').send({ name: 'Soup' });
    expect([personal.headers['x-content-type-options'], personal.headers['cache-control']]).toEqual(['nosniff', 'no-store']);
    const refused = await request(app).get('/api/things/taken').set('Authorization', 'Bearer x');
    expect([refused.status, refused.headers['cache-control']]).toEqual([409, 'no-store']);
    const anonymous = await request(app).post('/api/things').send({ name: 'Soup' });
    expect([anonymous.headers['x-content-type-options'], anonymous.headers['cache-control']]).toEqual(['nosniff', undefined]);
  });

  it('gives reads an ETag and answers 304 with no body to a caller that holds the same answer', async () => {
    const first = await request(app).get('/api/things/shelf').set('Authorization', 'Bearer x');
    expect([first.status, first.body, first.headers['content-type']]).toEqual([200, { things: ['Soup'] }, 'application/json; charset=utf-8']);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);

    const again = await request(app).get('/api/things/shelf').set('Authorization', 'Bearer x').set('If-None-Match', etag);
    expect([again.status, again.text, again.headers.etag]).toEqual([304, '', etag]);

    const changed = await request(app).post('/api/things/shelf');
    expect(changed.headers.etag).toBeUndefined();
    const after = await request(app).get('/api/things/shelf').set('If-None-Match', etag);
    expect([after.status, after.body]).toEqual([200, { things: ['Soup', 'Bread'] }]);
    expect(after.headers.etag).not.toBe(etag);
  });

  it("gives a page whose total changed a new ETag, so a 304 never keeps a stale X-Total-Count", async () => {
    const first = await request(app).get('/api/things/page?total=30');
    const again = await request(app).get('/api/things/page?total=30').set('If-None-Match', first.headers.etag as string);
    expect(again.status).toBe(304);
    const grown = await request(app).get('/api/things/page?total=31').set('If-None-Match', first.headers.etag as string);
    expect([grown.status, grown.body, grown.headers['x-total-count']]).toEqual([200, [{ name: 'Soup' }], '31']);
  });

  it('answers malformed JSON with 400 and too large a body with 413', async () => {
    const malformed = await request(app).post('/api/things').set('Content-Type', 'application/json').send('{"name":');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: 'Request body is not valid JSON' });

    const large = await request(app).post('/api/things').send({ name: 'x'.repeat(5000) });
    expect(large.status).toBe(413);
    expect(large.body).toEqual({ message: 'Request body is too large' });
  });

  it('maps domain errors to their status and hides unexpected ones', async () => {
    expect((await request(app).get('/api/things/taken')).body).toEqual({ message: 'Already taken' });
    const crash = await request(app).get('/api/things/boom');
    expect(crash.status).toBe(500);
    expect(JSON.stringify(crash.body)).not.toContain('hunter2');
    expect(crash.body.message).toBe('Something went wrong. Please try again.');
  });

  it('answers unknown routes and methods with JSON', async () => {
    const unknown = await request(app).get('/api/nothing-here');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Not found' });
    const wrongMethod = await request(app).delete('/api/things/taken');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.body).toEqual({ message: 'Method not allowed' });
  });

  it('echoes a valid X-Request-Id and makes one when missing or unsafe', async () => {
    expect((await request(app).get('/healthz').set('X-Request-Id', 'abc-123')).headers['x-request-id']).toBe('abc-123');
    const made = await request(app).get('/healthz').set('X-Request-Id', 'bad id\twith spaces');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports liveness, readiness and metrics', async () => {
    expect((await request(app).get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await request(app).get('/readyz')).body).toEqual({ status: 'ready', checks: { database: true, bus: true } });
    const notReady = await request(buildApp(false).callback()).get('/readyz');
    expect(notReady.status).toBe(503);
    expect(notReady.body.checks).toEqual({ database: false, bus: true });

    await request(app).post('/api/things').send({ name: 'Soup' });
    const metrics = await request(app).get('/metrics');
    expect(metrics.text).toMatch(/http_requests_total\{[^}]*route="\/api\/things"[^}]*status="201"/);
    expect(metrics.text).toContain('http_request_duration_seconds_bucket');
  });
});
