import Router from '@koa/router';
import { mountedRoutes } from './mounted-routes';

describe('mountedRoutes', () => {
  it('lists every method of every route with its prefixed path and param names, and skips plain middleware', () => {
    const router = new Router({ prefix: '/api' });
    router.use(async (_ctx, next) => next());
    router.get('/lists/:id/items/:itemId', (ctx) => (ctx.body = {}));
    router.delete('/lists/:id', (ctx) => (ctx.status = 204));

    expect(mountedRoutes(router)).toEqual([
      { method: 'HEAD', path: '/api/lists/:id/items/:itemId', params: ['id', 'itemId'] },
      { method: 'GET', path: '/api/lists/:id/items/:itemId', params: ['id', 'itemId'] },
      { method: 'DELETE', path: '/api/lists/:id', params: ['id'] },
    ]);
  });
});
