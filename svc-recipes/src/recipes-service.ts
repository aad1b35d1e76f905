import path from 'node:path';
import {
  authenticate,
  authenticateOptional,
  combineHandlers,
  createDomainService,
  defineDomainService,
  CreateEndedSessions1737100000000,
  EndedSessions,
  createTokenVerifier,
  membershipProjection,
  mountOperations,
  type KeySource,
  type MembershipLookup,
  type Service,
  type ServiceBaseOptions,
} from '@hearth/service-kit';
import { recipesApi } from '@hearth/contracts/recipes/operations';
import { loadCaller } from './access/load-caller';
import { categoryHandlers } from './categories/categories.routes';
import { householdProjection } from './households/household-projection';
import { databaseImageStorage } from './images/database-image-storage';
import { withLegacyFiles } from './images/legacy-image-files';
import { imageWorker } from './images/image-worker';
import { imageHandlers } from './images/images.routes';
import { startUploadSweep, type UploadSweep } from './images/upload-sweep';
import { allowedHostsFrom } from './imports/safe-fetch';
import { failAbandonedImports } from './imports/import-job-queries';
import { importHandlers } from './imports/imports.routes';
import { ingredientHandlers } from './ingredients/ingredients.routes';
import { CreateRecipesSchema1733000000000 } from './migrations/1733000000000-create-recipes-schema';
import { CoveringListIndexes1733100000000 } from './migrations/1733100000000-covering-list-indexes';
import { ImageRenderAttempts1733200000000 } from './migrations/1733200000000-image-render-attempts';
import { ListedIngredients1733300000000 } from './migrations/1733300000000-listed-ingredients';
import { UploadsWithoutOriginals1737000000000 } from './migrations/1737000000000-uploads-without-originals';
import { CatalogueQuotas1737500000000 } from './migrations/1737500000000-catalogue-quotas';
import { MembershipsHouseholdName1737600000000 } from './migrations/1737600000000-memberships-household-name';
import { RecipeServings1737700000000 } from './migrations/1737700000000-recipe-servings';
import { RecipeSourcesAndImportJobs1737800000000 } from './migrations/1737800000000-recipe-sources-and-import-jobs';
import { AnnounceRecipeServings1737900000000 } from './migrations/1737900000000-announce-recipe-servings';
import { AnnounceRecipePictures1738200000000 } from './migrations/1738200000000-announce-recipe-pictures';
import { ImageFilesInDatabase1738400000000 } from './migrations/1738400000000-image-files-in-database';
import { ProjectionPositions1738500000000 } from './migrations/1738500000000-projection-positions';
import type { RecipesDeps } from './recipes-deps';
import { pictureReady } from './recipes/picture-ready';
import { recipeHandlers } from './recipes/recipes.routes';
import { userProjection } from './users/user-projection';

export interface RecipesServiceOptions extends ServiceBaseOptions {
  /** svc-auth's public keys. */
  keys: KeySource;
  /** svc-household's word on memberships, asked before writes (none in npm start). */
  membership?: MembershipLookup;
  /** Where an earlier version kept image files (`<dataDir>/images`), moved into the database on start. */
  dataDir: string;
  /** How often uploads no recipe took within a day are swept (images/upload-sweep.ts); hourly unless given. */
  uploadSweepIntervalMs?: number;
  /** Hosts an import may fetch although private (tests only); IMPORT_ALLOWED_HOSTS unless given. */
  importAllowedHosts?: readonly string[];
}

export const recipesMigrations = [
  CreateRecipesSchema1733000000000,
  CoveringListIndexes1733100000000,
  ImageRenderAttempts1733200000000,
  ListedIngredients1733300000000,
  UploadsWithoutOriginals1737000000000,
  CreateEndedSessions1737100000000,
  CatalogueQuotas1737500000000,
  MembershipsHouseholdName1737600000000,
  RecipeServings1737700000000,
  RecipeSourcesAndImportJobs1737800000000,
  AnnounceRecipeServings1737900000000,
  AnnounceRecipePictures1738200000000,
  ImageFilesInDatabase1738400000000,
  ProjectionPositions1738500000000,
];

export function createRecipesService(options: RecipesServiceOptions): Service {
  return createDomainService(options, {
    name: 'recipes',
    migrations: recipesMigrations,
    api: recipesApi,
    setup(runtime, router) {
      // Every replica reads the same files; those an earlier version kept on this disk move over on start.
      const storage = withLegacyFiles(databaseImageStorage(runtime.database), path.join(options.dataDir, 'images'));
      const deps: RecipesDeps = {
        database: runtime.database,
        storage,
        logger: options.logger,
        importAllowedHosts: options.importAllowedHosts ?? allowedHostsFrom(process.env.IMPORT_ALLOWED_HOSTS),
      };
      const sessions = new EndedSessions(runtime.database);
      const verifier = createTokenVerifier(options.keys, sessions.hasEnded);
      const caller = loadCaller(runtime.database, options.membership);
      const signedIn = [authenticate(verifier), caller];
      const anyone = [authenticateOptional(verifier), caller];
      const guards = { 'signed-in': signedIn, optional: anyone };
      // The image routes are mounted first, as they always were: the order of a path's routes is
      // the order of the methods in the `Allow` header of OPTIONS /api/recipes/upload.
      const { uploadImage, getImage, ...others } = recipesApi.operations;
      mountOperations(router, { ...recipesApi, operations: { uploadImage, getImage } }, imageHandlers(deps), guards);
      mountOperations(
        router,
        { ...recipesApi, operations: others },
        { ...recipeHandlers(deps), ...importHandlers(deps), ...categoryHandlers(deps.database), ...ingredientHandlers(deps.database, anyone) },
        guards,
      );
      let sweep: UploadSweep | undefined;
      let moving: Promise<unknown> | undefined;
      return {
        handlers: combineHandlers(
          membershipProjection,
          userProjection(deps),
          householdProjection(deps),
          imageWorker(deps),
          pictureReady,
          sessions.projection(),
        ),
        async start() {
          // An import whose process stopped lost its file with it: it is over.
          await failAbandonedImports(runtime.database.manager, 10 * 60_000);
          sweep = startUploadSweep(deps, options.uploadSweepIntervalMs);
          moving = storage.moveAll(options.logger).catch((error) => options.logger.error({ err: error }, 'could not move the image files into the database'));
        },
        async stop() {
          sweep?.stop();
          await moving;
        },
      };
    },
  });
}

export const recipesService = defineDomainService({ name: 'recipes', create: createRecipesService });
