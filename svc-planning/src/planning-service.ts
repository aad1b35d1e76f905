import Router from '@koa/router';
import {
  authenticate,
  createHttpApp,
  createTokenVerifier,
  ServiceRuntime,
  type EventBus,
  type KeySource,
  type Logger,
  type Service,
} from '@hearth/service-kit';
import { loadActor } from './access/actor';
import { membershipProjection } from './households/membership-projection';
import { mealPlanRoutes } from './meal-plans/meal-plans.routes';
import { CreatePlanningSchema1734000000000 } from './migrations/1734000000000-create-planning-schema';
import type { PlanningDeps } from './planning-deps';
import { recipeProjection } from './recipes/recipe-projection';
import { shoppingListRoutes } from './shopping-lists/shopping-lists.routes';

export interface PlanningServiceOptions {
  databaseUrl: string;
  schema?: string;
  bus: EventBus;
  logger: Logger;
  /** svc-auth's public keys. */
  keys: KeySource;
  queue?: string;
  poolSize?: number;
}

export const planningMigrations = [CreatePlanningSchema1734000000000];

export function createPlanningService(options: PlanningServiceOptions): Service {
  const { logger } = options;
  const runtime = new ServiceRuntime({
    name: 'planning',
    databaseUrl: options.databaseUrl,
    schema: options.schema ?? 'planning',
    entities: [],
    migrations: planningMigrations,
    bus: options.bus,
    logger,
    queue: options.queue,
    poolSize: options.poolSize,
  });
  const deps: PlanningDeps = { database: runtime.database, logger };
  const signedIn = [authenticate(createTokenVerifier(options.keys)), loadActor(runtime.database)];
  const router = new Router({ prefix: '/api' });
  mealPlanRoutes(router, deps, signedIn);
  shoppingListRoutes(router, deps, signedIn);

  return {
    name: 'planning',
    app: createHttpApp({
      service: 'planning',
      logger,
      routes: [router.routes(), router.allowedMethods({ throw: true })],
      readiness: runtime.readiness(),
    }),
    start: () => runtime.open({ ...membershipProjection, ...recipeProjection }),
    stop: () => runtime.close(),
  };
}
