/** `@hearth/gateway/load`: the checked multi-user load scenarios (tests, e2e, bench). */
export { runMixedLoad, type MixedLoadOptions, type MixedLoadReport } from './mixed-load';
export { runHouseholdLoad, type HouseholdLoadOptions, type HouseholdLoadReport } from './household-load';
export type { Finding, LoadTally } from './load-http';
