import Router from '@koa/router';
import { idParam } from '@hearth/contracts/fields';
import { defineApi } from '@hearth/contracts/operations';
import request from 'supertest';
import { z } from 'zod';
import { silentLogger } from '../testing';
import { createHttpApp } from './create-app';
import { forbidden } from './errors';
import { mountOperations } from './mount-operations';

const noteBody = z.object({ text: z.string().min(1, 'Text is required') });
const noteAnswer = z.object({ id: z.string(), text: z.string() });
const api = defineApi({
  tag: 'Notes',
  description: 'Notes.',
  operations: {
    createNote: {
      method: 'POST',
      path: '/api/notes',
      summary: 'Write a note',
      access: 'signed-in',
      body: noteBody,
      responses: { 201: { description: 'The note.', schema: noteAnswer } },
    },
    readNote: {
      method: 'GET',
      path: '/api/notes/:id',
      summary: 'Read a note',
      access: 'public',
      params: z.object({ id: z.string().regex(/^n\d+$/, 'Not a note id') }),
      responses: { 200: { description: 'The note.', schema: noteAnswer } },
    },
    forgetNote: {
      method: 'DELETE',
      path: '/api/notes/:id',
      summary: 'Forget a note',
      access: 'signed-in',
      responses: { 204: { description: 'Forgotten.' } },
    },
  },
});

const signedIn = [
  async (ctx: { get(name: string): string }, next: () => Promise<void>) => {
    if (ctx.get('Authorization') !== 'Bearer ok') throw forbidden('Not you');
    await next();
  },
];

function appWith(handlers: Parameters<typeof mountOperations<typeof api.operations>>[2]) {
  const router = new Router({ prefix: '/api' });
  mountOperations(router, api, handlers, { 'signed-in': signedIn });
  return createHttpApp({ service: 'notes', logger: silentLogger(), routes: [router.routes()], readiness: { database: async () => true, bus: async () => true } }).callback();
}

const handlers = {
  createNote: ({ body }: { body: { text: string } }) => ({ id: 'n1', text: body.text }),
  readNote: ({ params }: { params: { id: string } }) => ({ id: params.id, text: 'Milk' }),
  forgetNote: () => undefined,
};

describe('mountOperations', () => {
  it('answers with the operation\'s success status and the body its handler returns', async () => {
    const app = appWith(handlers);
    await request(app).post('/api/notes').set('Authorization', 'Bearer ok').send({ text: 'Eggs' }).expect(201, { id: 'n1', text: 'Eggs' });
    await request(app).get('/api/notes/n7').expect(200, { id: 'n7', text: 'Milk' });
    await request(app).delete('/api/notes/n7').set('Authorization', 'Bearer ok').expect(204);
  });

  it('validates params and bodies by the table\'s schemas, and guards by its access', async () => {
    const app = appWith(handlers);
    const bad = await request(app).post('/api/notes').set('Authorization', 'Bearer ok').send({ text: '' }).expect(400);
    expect(bad.body).toEqual({ message: 'Text is required', errors: { text: 'Text is required' } });
    await request(app).get('/api/notes/x').expect(400, { message: 'Not a note id', errors: { id: 'Not a note id' } });
    await request(app).post('/api/notes').send({ text: 'Eggs' }).expect(403, { message: 'Not you' });
  });

  it('answers a path id that is not an id 404 with its message, as one that does not exist', async () => {
    const ids = defineApi({
      tag: 'Lists',
      description: 'Lists.',
      operations: {
        readList: {
          method: 'GET',
          path: '/api/lists/:id',
          summary: 'Read a list',
          access: 'public',
          params: z.object({ id: idParam('List not found') }),
          responses: { 200: { description: 'The list.', schema: z.object({ id: z.string() }) } },
        },
      },
    });
    const router = new Router({ prefix: '/api' });
    mountOperations(router, ids, { readList: ({ params }) => ({ id: params.id }) }, {});
    const app = createHttpApp({ service: 'lists', logger: silentLogger(), routes: [router.routes()], readiness: { database: async () => true, bus: async () => true } }).callback();
    await request(app).get('/api/lists/not-an-id').expect(404, { message: 'List not found' });
    await request(app).get('/api/lists/8f14e45f-ceea-467f-a8f1-4f2b6e1c2d3a').expect(200, { id: '8f14e45f-ceea-467f-a8f1-4f2b6e1c2d3a' });
  });

  it('refuses a table entry without a handler, and an access without its guard', () => {
    const router = new Router({ prefix: '/api' });
    const { forgetNote: _left, ...incomplete } = handlers;
    expect(() => mountOperations(router, api, incomplete as never, { 'signed-in': signedIn })).toThrow('the operation forgetNote has no handler');
    expect(() => mountOperations(new Router({ prefix: '/api' }), api, handlers as never, {})).toThrow("no guard for 'signed-in' access");
  });
});
