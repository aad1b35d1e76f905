import path from 'node:path';
import Router from '@koa/router';
import {
  authenticate,
  authenticateOptional,
  createHttpApp,
  createTokenVerifier,
  ServiceRuntime,
  type EventBus,
  type KeySource,
  type Logger,
  type Service,
} from '@hearth/service-kit';
import { loadActor } from './access/actor';
import { categoryRoutes } from './categories/categories.routes';
import { householdProjection } from './households/household-projection';
import { fileImageStorage, type ImageStorage } from './images/image-storage';
import { imageWorker } from './images/image-worker';
import { imageRoutes } from './images/images.routes';
import { ingredientRoutes } from './ingredients/ingredients.routes';
import { CreateRecipesSchema1733000000000 } from './migrations/1733000000000-create-recipes-schema';
import type { RecipesDeps } from './recipes-deps';
import { recipeRoutes } from './recipes/recipes.routes';
import { userProjection } from './users/user-projection';

export interface RecipesServiceOptions {
  databaseUrl: string;
  schema?: string;
  bus: EventBus;
  logger: Logger;
  /** svc-auth's public keys. */
  keys: KeySource;
  /** Image files go under `<dataDir>/images` unless `storage` is given. */
  dataDir: string;
  storage?: ImageStorage;
  queue?: string;
  poolSize?: number;
}

export const recipesMigrations = [CreateRecipesSchema1733000000000];

export function createRecipesService(options: RecipesServiceOptions): Service {
  const { logger } = options;
  const runtime = new ServiceRuntime({
    name: 'recipes',
    databaseUrl: options.databaseUrl,
    schema: options.schema ?? 'recipes',
    entities: [],
    migrations: recipesMigrations,
    bus: options.bus,
    logger,
    queue: options.queue,
    poolSize: options.poolSize,
  });
  const deps: RecipesDeps = {
    database: runtime.database,
    storage: options.storage ?? fileImageStorage(path.join(options.dataDir, 'images')),
    logger,
  };
  const verifier = createTokenVerifier(options.keys);
  const signedIn = [authenticate(verifier), loadActor(runtime.database)];
  const anyone = [authenticateOptional(verifier), loadActor(runtime.database)];
  const router = new Router({ prefix: '/api' });
  imageRoutes(router, deps, signedIn);
  recipeRoutes(router, deps, anyone, signedIn);
  categoryRoutes(router, deps.database, signedIn);
  ingredientRoutes(router, deps.database, signedIn);

  return {
    name: 'recipes',
    app: createHttpApp({
      service: 'recipes',
      logger,
      routes: [router.routes(), router.allowedMethods({ throw: true })],
      readiness: runtime.readiness(),
    }),
    start: () =>
      runtime.open({
        ...userProjection(deps),
        ...householdProjection(deps),
        ...imageWorker(deps),
      }),
    stop: () => runtime.close(),
  };
}
