import type { RecipesOperations } from '@hearth/contracts/recipes/operations';
import { handlersOf, type Database } from '@hearth/service-kit';
import type { Middleware } from 'koa';
import { actorOf, signedInActor } from '../access/actor';
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
      handle: ({ query }, ctx) => ingredientCatalogue.list(database, query.search, query.limit, actorOf(ctx)),
    },
    getIngredient: {
      use: anyone,
      handle: ({ params }, ctx) => ingredientCatalogue.get(database, params.id, actorOf(ctx)),
    },
    createIngredient: ({ body }, ctx) => ingredientCatalogue.create(database, body.name, signedInActor(ctx).id),
  });
