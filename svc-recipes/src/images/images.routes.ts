import { recipesOwnMessages } from '@hearth/contracts/recipes';
import type { RecipesOperations } from '@hearth/contracts/recipes/operations';
import { handlersOf, notFound } from '@hearth/service-kit';
import { signedInActor } from '../access/actor';
import type { RecipesDeps } from '../recipes-deps';
import { servedName } from './image-files';
import { readUploadedFile } from './read-upload';
import { UPLOAD_MAX_BYTES, uploadImage } from './upload-image';

/** A served name never changes content, so browsers and the gateway keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * POST /recipes/upload (multipart, the one route taking up to 5 MB) and GET /images/{name}: the
 * processed files, served by svc-recipes itself since only it has the files (the volume in the
 * stack and Kubernetes, DATA_DIR/images in npm start).
 */
export const imageHandlers = (deps: RecipesDeps) =>
  handlersOf<RecipesOperations>()({
    uploadImage: async (_, ctx) => {
      const actor = signedInActor(ctx);
      const data = await readUploadedFile(ctx, UPLOAD_MAX_BYTES);
      return uploadImage(deps, actor, data);
    },
    getImage: async (_, ctx) => {
      const name = ctx.params?.name ?? '';
      const file = servedName.test(name) ? await deps.storage.open(name) : null;
      if (!file) throw notFound(recipesOwnMessages.imageNotFound);
      ctx.set('Cache-Control', IMMUTABLE);
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.type = 'image/webp';
      ctx.length = file.size;
      ctx.body = file.stream;
    },
  });
