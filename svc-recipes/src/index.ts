export { recipesService as service, createRecipesService, recipesMigrations, type RecipesServiceOptions } from './recipes-service';

/** Its routes as the public OpenAPI document describes them (the single-process app merges every service's). */
export { recipesApi as api } from '@hearth/contracts/recipes/operations';
