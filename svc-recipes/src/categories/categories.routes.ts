import type { RecipesOperations } from '@hearth/contracts/recipes/operations';
import { handlersOf, signedInActor, type Database } from '@hearth/service-kit';
import { CATEGORY_LIST_MAX, categoryCatalogue } from './category-catalogue';

/** The shared categories (docs/product/recipes.md "Calls"). Reading is public; adding needs a session. */
export const categoryHandlers = (database: Database) =>
  handlersOf<RecipesOperations>()({
    listCategories: () => categoryCatalogue.list(database, null, { limit: CATEGORY_LIST_MAX }),
    getCategory: ({ params }) => categoryCatalogue.get(database, null, params),
    createCategory: ({ body }, ctx) => categoryCatalogue.create(database, signedInActor(ctx), body),
  });
