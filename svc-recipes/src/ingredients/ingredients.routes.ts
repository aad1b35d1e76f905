import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { createIngredientBody, ingredientParams, listIngredientsQuery } from '@hearth/contracts/recipes/schemas';
import { endpoint, type Database } from '@hearth/service-kit';
import { actorOf, signedInActor } from '../access/actor';
import { ingredientCatalogue } from './ingredient-catalogue';

/** docs/product/recipes.md "Calls": the ingredient catalogue. Reading is public; adding needs a session. */
export function ingredientRoutes(router: Router, database: Database, anyone: Middleware[], signedIn: Middleware[]): void {
  router.get(
    '/ingredients',
    ...anyone,
    endpoint({ query: listIngredientsQuery }, async ({ query }, ctx) => {
      ctx.body = await ingredientCatalogue.list(database, query.search, query.limit, actorOf(ctx));
    }),
  );

  router.get(
    '/ingredients/:id',
    ...anyone,
    endpoint({ params: ingredientParams }, async ({ params }, ctx) => {
      ctx.body = await ingredientCatalogue.get(database, params.id, actorOf(ctx));
    }),
  );

  router.post(
    '/ingredients',
    ...signedIn,
    endpoint({ body: createIngredientBody }, async ({ body }, ctx) => {
      ctx.body = await ingredientCatalogue.create(database, body.name, signedInActor(ctx).id);
      ctx.status = 201;
    }),
  );
}
