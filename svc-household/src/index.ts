export { householdService as service, createHouseholdService, householdMigrations, type HouseholdServiceOptions } from './household-service';

/** Its routes as the public OpenAPI document describes them (the single-process app merges every service's). */
export { householdApi as api } from '@hearth/contracts/household/operations';
