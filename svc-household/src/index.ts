export { createHouseholdService, householdMigrations, type HouseholdServiceOptions } from './household-service';
// The one factory name every service exports: `npm start` creates each service of
// gateway/routes.json through it (gateway/src/embedded/embedded-app.ts).
export { createHouseholdService as createService } from './household-service';

/** Its routes as the public OpenAPI document describes them (the gateway merges every service's). */
export { householdApi as api } from '@hearth/contracts/household/operations';
