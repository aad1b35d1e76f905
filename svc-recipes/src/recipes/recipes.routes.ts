import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { createRecipeBody, listRecipesQuery, recipeParams, updateRecipeBody } from '@hearth/contracts/recipes/schemas';
import { endpoint } from '@hearth/service-kit';
import { actorOf, signedInActor } from '../access/actor';
import type { RecipesDeps } from '../recipes-deps';
import { createRecipe, deleteRecipe, getRecipe, listRecipes, updateRecipe } from './recipe-use-cases';

/**
 * docs/product/recipes.md "Calls". Reading is open to guests (`anyone` knows the caller when a
 * token is sent); writing needs a session (`signedIn`).
 */
export function recipeRoutes(router: Router, deps: RecipesDeps, anyone: Middleware[], signedIn: Middleware[]): void {
  router.get(
    '/recipes',
    ...anyone,
    endpoint({ query: listRecipesQuery }, async ({ query }, ctx) => {
      ctx.body = await listRecipes(deps, actorOf(ctx), query);
    }),
  );

  router.get(
    '/recipes/:id',
    ...anyone,
    endpoint({ params: recipeParams }, async ({ params }, ctx) => {
      ctx.body = await getRecipe(deps, actorOf(ctx), params.id);
    }),
  );

  router.post(
    '/recipes',
    ...signedIn,
    endpoint({ body: createRecipeBody }, async ({ body }, ctx) => {
      ctx.body = await createRecipe(deps, signedInActor(ctx), body);
      ctx.status = 201;
    }),
  );

  router.put(
    '/recipes/:id',
    ...signedIn,
    endpoint({ params: recipeParams, body: updateRecipeBody }, async ({ params, body }, ctx) => {
      ctx.body = await updateRecipe(deps, signedInActor(ctx), params.id, body);
    }),
  );

  router.delete(
    '/recipes/:id',
    ...signedIn,
    endpoint({ params: recipeParams }, async ({ params }, ctx) => {
      await deleteRecipe(deps, signedInActor(ctx), params.id);
      ctx.status = 204;
    }),
  );
}
