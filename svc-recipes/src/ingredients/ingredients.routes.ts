import type { RecipesOperations } from '@hearth/contracts/recipes/operations';
import { actorOf, handlersOf, signedInActor, type Database } from '@hearth/service-kit';
import type { Middleware } from 'koa';
import { ingredientCatalogue } from './ingredient-catalogue';

/**
 * The ingredient catalogue (docs/product/recipes.md "Calls"). Reading is public, but behind
 * `anyone`: a sent token is checked, and its caller also sees the ingredients of the private
 * recipes they may see. Adding needs a session.
 */
export const ingredientHandlers = (database: Database, anyone: Middleware[]) =>
  handlersOf<RecipesOperations>()({
    listIngredients: {
      use: anyone,
      handle: ({ query }, ctx) => ingredientCatalogue.list(database, actorOf(ctx), query),
    },
    getIngredient: {
      use: anyone,
      handle: ({ params }, ctx) => ingredientCatalogue.get(database, actorOf(ctx), params),
    },
    createIngredient: ({ body }, ctx) => ingredientCatalogue.create(database, signedInActor(ctx), body),
  });
