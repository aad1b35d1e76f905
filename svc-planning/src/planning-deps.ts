import type { Database, Logger } from '@hearth/service-kit';

/** What the planning use cases work with. */
export interface PlanningDeps {
  database: Database;
  logger: Logger;
}
