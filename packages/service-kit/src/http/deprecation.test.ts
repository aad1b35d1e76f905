import Router from '@koa/router';
import request from 'supertest';
import { silentLogger } from '../testing/environment';
import type { ApiDescription } from './api-description';
import { createHttpApp } from './create-app';
import { deprecationHeader } from './deprecation';

describe('a deprecated route', () => {
  const api: ApiDescription = {
    tag: 'Things',
    description: 'Things.',
    operations: {
      oldWay: { method: 'GET', path: '/api/things/:id', summary: 'Old way', access: 'public', responses: { 200: { description: 'A thing.' } }, deprecatedSince: '2027-01-01' },
      newWay: { method: 'GET', path: '/api/things', summary: 'New way', access: 'public', responses: { 200: { description: 'Things.' } } },
    },
  };
  const router = new Router({ prefix: '/api' });
  router.get('/things/:id', (ctx) => (ctx.body = { id: ctx.params.id }));
  router.get('/things', (ctx) => (ctx.body = []));
  const app = createHttpApp({
    service: 'test',
    logger: silentLogger(),
    routes: [deprecationHeader(api), router.routes()],
    readiness: { database: () => true, bus: () => true },
  }).callback();

  it('answers with a Deprecation header; the others do not', async () => {
    const old = await request(app).get('/api/things/7');
    expect(old.status).toBe(200);
    expect(old.headers.deprecation).toBe(`@${Date.UTC(2027, 0, 1) / 1000}`);
    expect((await request(app).get('/api/things')).headers.deprecation).toBeUndefined();
  });
});
