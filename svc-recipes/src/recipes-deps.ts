import type { Database, Logger } from '@hearth/service-kit';
import type { ImageStorage } from './images/image-storage';

/** What the recipes use cases work with. */
export interface RecipesDeps {
  database: Database;
  storage: ImageStorage;
  logger: Logger;
}
