import {
  authenticate,
  combineHandlers,
  createDomainService,
  defineDomainService,
  CreateEndedSessions1737100000000,
  createTokenVerifier,
  EndedSessions,
  membershipProjection,
  mountOperations,
  type KeySource,
  type MembershipLookup,
  type Service,
  type ServiceBaseOptions,
} from '@hearth/service-kit';
import { planningApi } from '@hearth/contracts/planning/operations';
import { loadCaller } from './access/load-caller';
import { householdDeletion } from './households/household-deletion';
import { LiveHub, liveChangeTypes, membershipChangeTypes, sessionEndTypes } from './live/live-hub';
import { archiveHandlers } from './archive/archive.routes';
import { liveHandlers } from './live/live.routes';
import { mealPlanHandlers } from './meal-plans/meal-plans.routes';
import { CreatePlanningSchema1734000000000 } from './migrations/1734000000000-create-planning-schema';
import { OfflineChanges1735000000000 } from './migrations/1735000000000-offline-changes';
import { ChangeIdsPerHousehold1736000000000 } from './migrations/1736000000000-change-ids-per-household';
import { MembershipsTable1737300000000 } from './migrations/1737300000000-memberships-table';
import { PlannedServings1737900000000 } from './migrations/1737900000000-planned-servings';
import { ListsFromWeeks1738000000000 } from './migrations/1738000000000-lists-from-weeks';
import { ShoppingItemAisles1738100000000 } from './migrations/1738100000000-shopping-item-aisles';
import { RecipePictures1738200000000 } from './migrations/1738200000000-recipe-pictures';
import { ProjectionPositions1738500000000 } from './migrations/1738500000000-projection-positions';
import { pruneAppliedChanges } from './shopping-lists/shopping-list-queries';
import type { PlanningDeps } from './planning-deps';
import { recipeProjection } from './recipes/recipe-projection';
import { shoppingListHandlers } from './shopping-lists/shopping-lists.routes';

export interface PlanningServiceOptions extends ServiceBaseOptions {
  /** svc-auth's public keys. */
  keys: KeySource;
  /** svc-household's word on memberships, asked before writes (none in npm start). */
  membership?: MembershipLookup;
  /** How long a restore waits for an export's recipes to arrive (15 s; tests shorten it). */
  restoreWaitMs?: number;
}

export const planningMigrations = [
  CreatePlanningSchema1734000000000,
  OfflineChanges1735000000000,
  ChangeIdsPerHousehold1736000000000,
  CreateEndedSessions1737100000000,
  MembershipsTable1737300000000,
  PlannedServings1737900000000,
  ListsFromWeeks1738000000000,
  ShoppingItemAisles1738100000000,
  RecipePictures1738200000000,
  ProjectionPositions1738500000000,
];

/** How long a change id is remembered: far longer than a phone stays offline. */
const CHANGE_ID_DAYS = 30;

export function createPlanningService(options: PlanningServiceOptions): Service {
  return createDomainService(options, {
    name: 'planning',
    migrations: planningMigrations,
    api: planningApi,
    setup(runtime, router) {
      const deps: PlanningDeps = { database: runtime.database, logger: options.logger, restoreWaitMs: options.restoreWaitMs };
      const sessions = new EndedSessions(runtime.database);
      const signedIn = [authenticate(createTokenVerifier(options.keys, sessions.hasEnded)), loadCaller(runtime.database, options.membership)];
      const hub = new LiveHub({ logger: options.logger });
      let pruning: NodeJS.Timeout | undefined;
      const prune = () =>
        pruneAppliedChanges(runtime.database.manager, CHANGE_ID_DAYS).catch((error) => options.logger.warn({ err: error }, 'could not prune change ids'));
      mountOperations(router, planningApi, { ...liveHandlers(hub), ...mealPlanHandlers(deps), ...shoppingListHandlers(deps), ...archiveHandlers(deps) }, { 'signed-in': signedIn });
      return {
        handlers: combineHandlers(membershipProjection, householdDeletion, recipeProjection, sessions.projection()),
        async start() {
          await prune();
          pruning = setInterval(prune, 60 * 60 * 1000).unref();
          await runtime.bus.listen(liveChangeTypes, (event) => hub.change(event as Parameters<LiveHub['change']>[0]), () => hub.gap());
          await runtime.bus.listen(membershipChangeTypes, (event) => hub.membership(event as Parameters<LiveHub['membership']>[0]));
          await runtime.bus.listen(sessionEndTypes, async (event) => hub.sessionsEnded(event as Parameters<LiveHub['sessionsEnded']>[0]));
        },
        drain: () => hub.stop(),
        stop() {
          clearInterval(pruning);
          hub.stop();
        },
      };
    },
  });
}

export const planningService = defineDomainService({ name: 'planning', create: createPlanningService });
