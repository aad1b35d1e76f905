export { createHouseholdService, householdMigrations, type HouseholdServiceOptions } from './household-service';
