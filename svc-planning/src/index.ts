export { createPlanningService, planningMigrations, type PlanningServiceOptions } from './planning-service';
// The one factory name every service exports: `npm start` creates each service of
// gateway/routes.json through it (gateway/src/embedded/embedded-app.ts).
export { createPlanningService as createService } from './planning-service';

/** Its routes as the public OpenAPI document describes them (the gateway merges every service's). */
export { planningApi as api } from '@hearth/contracts/planning/operations';
