import type { Database, Logger } from '@hearth/service-kit';

/** What the planning use cases work with. */
export interface PlanningDeps {
  database: Database;
  logger: Logger;
  /** How long a restore waits for an export's recipes to reach this service (15 s). */
  restoreWaitMs?: number;
}
