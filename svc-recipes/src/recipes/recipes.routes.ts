import type { RecipesOperations } from '@hearth/contracts/recipes/operations';
import { actorOf, handlersOf, signedInActor } from '@hearth/service-kit';
import type { RecipesDeps } from '../recipes-deps';
import { createRecipe, deleteRecipe, getRecipe, listRecipes, updateRecipe } from './recipe-use-cases';

/** Recipes (docs/product/recipes.md "Calls"). Reading is open to guests; writing needs a session. */
export const recipeHandlers = (deps: RecipesDeps) =>
  handlersOf<RecipesOperations>()({
    listRecipes: ({ query }, ctx) => listRecipes(deps, actorOf(ctx), query),
    getRecipe: ({ params }, ctx) => getRecipe(deps, actorOf(ctx), params),
    createRecipe: ({ body }, ctx) => createRecipe(deps, signedInActor(ctx), body),
    updateRecipe: ({ params, body }, ctx) => updateRecipe(deps, signedInActor(ctx), { ...body, ...params }),
    deleteRecipe: async ({ params }, ctx) => {
      await deleteRecipe(deps, signedInActor(ctx), params);
    },
  });
