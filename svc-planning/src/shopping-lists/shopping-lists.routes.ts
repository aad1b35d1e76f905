import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { endpoint } from '@hearth/service-kit';
import {
  addShoppingItemBody,
  createShoppingListBody,
  generateShoppingListBody,
  renameShoppingListBody,
  shoppingItemParams,
  shoppingListParams,
  toggleShoppingItemBody,
} from '@hearth/contracts/planning/schemas';
import { actorOf } from '../access/actor';
import { changeIdOf } from './change-id';
import type { PlanningDeps } from '../planning-deps';
import { addItem, removeItem, toggle } from './shopping-item-use-cases';
import {
  createShoppingList,
  deleteShoppingList,
  generateFromMealPlan,
  getShoppingList,
  listShoppingLists,
  renameShoppingList,
} from './shopping-list-use-cases';

/** docs/product/planning.md "Calls", shopping lists: the caller's household's lists. */
export function shoppingListRoutes(router: Router, deps: PlanningDeps, signedIn: Middleware[]): void {
  router.get('/shopping-lists', ...signedIn, async (ctx) => {
    ctx.body = await listShoppingLists(deps, actorOf(ctx));
  });

  router.post(
    '/shopping-lists',
    ...signedIn,
    endpoint({ body: createShoppingListBody }, async ({ body }, ctx) => {
      ctx.status = 201;
      ctx.body = await createShoppingList(deps, actorOf(ctx), body);
    }),
  );

  router.post(
    '/shopping-lists/generate-from-meal-plan',
    ...signedIn,
    endpoint({ body: generateShoppingListBody }, async ({ body }, ctx) => {
      ctx.status = 201;
      ctx.body = await generateFromMealPlan(deps, actorOf(ctx), body);
    }),
  );

  router.get(
    '/shopping-lists/:id',
    ...signedIn,
    endpoint({ params: shoppingListParams }, async ({ params }, ctx) => {
      ctx.body = await getShoppingList(deps, actorOf(ctx), params);
    }),
  );

  router.put(
    '/shopping-lists/:id',
    ...signedIn,
    endpoint({ params: shoppingListParams, body: renameShoppingListBody }, async ({ params, body }, ctx) => {
      ctx.body = await renameShoppingList(deps, actorOf(ctx), params, body);
    }),
  );

  router.delete(
    '/shopping-lists/:id',
    ...signedIn,
    endpoint({ params: shoppingListParams }, async ({ params }, ctx) => {
      await deleteShoppingList(deps, actorOf(ctx), params);
      ctx.status = 204;
    }),
  );

  router.post(
    '/shopping-lists/:id/items',
    ...signedIn,
    endpoint({ params: shoppingListParams, body: addShoppingItemBody }, async ({ params, body }, ctx) => {
      ctx.status = 201;
      ctx.body = await addItem(deps, actorOf(ctx), params, body, changeIdOf(ctx));
    }),
  );

  router.delete(
    '/shopping-lists/:id/items/:itemId',
    ...signedIn,
    endpoint({ params: shoppingItemParams }, async ({ params }, ctx) => {
      ctx.body = await removeItem(deps, actorOf(ctx), params, changeIdOf(ctx));
    }),
  );

  router.patch(
    '/shopping-lists/:id/items/:itemId/toggle',
    ...signedIn,
    endpoint({ params: shoppingItemParams, body: toggleShoppingItemBody }, async ({ params, body }, ctx) => {
      ctx.body = await toggle(deps, actorOf(ctx), params, body, changeIdOf(ctx));
    }),
  );
}
