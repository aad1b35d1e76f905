import type { RecipesOperations } from '@hearth/contracts/recipes/operations';
import { handlersOf, type Database } from '@hearth/service-kit';
import { signedInActor } from '../access/actor';
import { CATEGORY_LIST_MAX, categoryCatalogue } from './category-catalogue';

/** The shared categories (docs/product/recipes.md "Calls"). Reading is public; adding needs a session. */
export const categoryHandlers = (database: Database) =>
  handlersOf<RecipesOperations>()({
    listCategories: () => categoryCatalogue.list(database, undefined, CATEGORY_LIST_MAX),
    getCategory: ({ params }) => categoryCatalogue.get(database, params.id),
    createCategory: ({ body }, ctx) => categoryCatalogue.create(database, body.name, signedInActor(ctx).id),
  });
