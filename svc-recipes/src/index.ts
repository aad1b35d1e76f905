export { createRecipesService, recipesMigrations, type RecipesServiceOptions } from './recipes-service';
export { fileImageStorage, type ImageStorage } from './images/image-storage';
// The one factory name every service exports: `npm start` creates each service of
// gateway/routes.json through it (gateway/src/embedded/embedded-app.ts).
export { createRecipesService as createService } from './recipes-service';

/** Its routes as the public OpenAPI document describes them (the gateway merges every service's). */
export { recipesApi as api } from '@hearth/contracts/recipes/operations';
