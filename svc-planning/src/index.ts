export { planningService as service, createPlanningService, planningMigrations, type PlanningServiceOptions } from './planning-service';

/** Its routes as the public OpenAPI document describes them (the single-process app merges every service's). */
export { planningApi as api } from '@hearth/contracts/planning/operations';
