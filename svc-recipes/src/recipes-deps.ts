import type { Database, Logger } from '@hearth/service-kit';
import type { ImageStorage } from './images/image-storage';

/** What the recipes use cases work with. */
export interface RecipesDeps {
  database: Database;
  storage: ImageStorage;
  logger: Logger;
  /** `host:port` pairs an import may fetch although their address is private: tests only. */
  importAllowedHosts: readonly string[];
}
