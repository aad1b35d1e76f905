/** The checked multi-user load scenarios (tests, e2e, bench), and the HTTP helpers they are built from. */
export { runMixedLoad, type MixedLoadOptions, type MixedLoadReport } from './mixed-load';
export { runHouseholdLoad, type HouseholdLoadOptions, type HouseholdLoadReport } from './household-load';
export { call, eventually, registerUser, type Finding, type LoadTally, type RegisteredUser } from './load-http';
