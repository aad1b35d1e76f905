import type { RecipesOperations } from '@hearth/contracts/recipes/operations';
import { handlersOf, signedInActor } from '@hearth/service-kit';
import type { RecipesDeps } from '../recipes-deps';
import { importRecipePage } from './import-page';

export const importHandlers = (deps: RecipesDeps) =>
  handlersOf<RecipesOperations>()({
    importRecipe: ({ body }, ctx) => importRecipePage(deps, signedInActor(ctx), body),
  });
