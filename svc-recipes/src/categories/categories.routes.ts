import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { categoryParams, createCategoryBody } from '@hearth/contracts/recipes/schemas';
import { endpoint, type Database } from '@hearth/service-kit';
import { signedInActor } from '../access/actor';
import { CATEGORY_LIST_MAX, categoryCatalogue } from './category-catalogue';

/** docs/product/recipes.md "Calls": the shared categories. Reading is public; adding needs a session. */
export function categoryRoutes(router: Router, database: Database, signedIn: Middleware[]): void {
  router.get('/categories', async (ctx) => {
    ctx.body = await categoryCatalogue.list(database, undefined, CATEGORY_LIST_MAX);
  });

  router.get(
    '/categories/:id',
    endpoint({ params: categoryParams }, async ({ params }, ctx) => {
      ctx.body = await categoryCatalogue.get(database, params.id);
    }),
  );

  router.post(
    '/categories',
    ...signedIn,
    endpoint({ body: createCategoryBody }, async ({ body }, ctx) => {
      ctx.body = await categoryCatalogue.create(database, body.name, signedInActor(ctx).id);
      ctx.status = 201;
    }),
  );
}
