import { recipesMessages } from '@hearth/contracts/recipes';
import type { RecipesOperations } from '@hearth/contracts/recipes/operations';
import { handlersOf, readUploadedFile, signedInActor } from '@hearth/service-kit';
import type { RecipesDeps } from '../recipes-deps';
import { openServedImage } from './serve-image';
import { UPLOAD_MAX_BYTES, uploadImage } from './upload-image';

const imageRefusals = { tooLarge: recipesMessages.imageTooLarge, missing: recipesMessages.imageTypeInvalid, field: 'image' };

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
      const data = await readUploadedFile(ctx, UPLOAD_MAX_BYTES, imageRefusals);
      return uploadImage(deps, actor, { data });
    },
    getImage: async (_, ctx) => {
      const file = await openServedImage(deps, { name: ctx.params?.name ?? '' });
      ctx.set('Cache-Control', IMMUTABLE);
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.type = 'image/webp';
      ctx.length = file.size;
      ctx.body = file.stream;
    },
  });
