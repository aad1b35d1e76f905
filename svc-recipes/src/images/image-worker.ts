import type { EventHandlers } from '@hearth/service-kit';
import type { RecipesDeps } from '../recipes-deps';
import { imageUrls, originalFile, servedFile } from './image-files';
import { discardOriginal, isRendered } from './image-originals';
import { countRenderAttempt, lockImage, setImageProcessed } from './image-queries';
import { renderImage } from './render-image';

/**
 * Renderings begun before an image is given up as failed. Killed mid-render (a restart, a
 * deployment), the worker's transaction rolls back and the event comes again, so the image still
 * ends ready; a picture that kills the worker each time (out of memory) ends failed instead of
 * pending for ever.
 */
export const MAX_RENDER_ATTEMPTS = 3;

/**
 * The image worker: svc-recipes' own consumer of `image.uploaded`. It renders the sizes, marks the
 * image ready (or failed: a corrupt file, a pixel bomb), discards the original and announces
 * `image.processed`. Every
 * recipe showing the image reads its status from the one row, so all of them change at once.
 * A bad file never throws (a throw would be retried, then dead-lettered).
 */
export function imageWorker(deps: RecipesDeps): EventHandlers {
  return {
    'image.uploaded': async ({ payload }, tx) => {
      // Counted in a commit of its own, before the row is locked: it outlives a worker that dies rendering.
      const attempts = await countRenderAttempt(deps.database.manager, payload.imageId);
      const image = await lockImage(tx.manager, payload.imageId);
      if (!image || image.status !== 'pending') return;
      const hash = image.hash;
      let status: 'ready' | 'failed' = 'failed';
      const original = await deps.storage.read(originalFile(hash));
      if (attempts !== undefined && attempts > MAX_RENDER_ATTEMPTS) {
        deps.logger.warn({ imageId: payload.imageId, attempts: attempts - 1 }, 'image given up: rendering never finished');
      } else if (!original) {
        // Rendered already, its original discarded: this event came again, or the same picture was uploaded twice.
        if (await isRendered(deps.storage, hash)) status = 'ready';
      } else {
        try {
          const sizes = await renderImage(original);
          await deps.storage.write(servedFile(hash, 'card'), sizes.card);
          await deps.storage.write(servedFile(hash, 'detail'), sizes.detail);
          status = 'ready';
        } catch (error) {
          deps.logger.warn({ err: error, imageId: payload.imageId }, 'image could not be processed');
        }
      }
      await setImageProcessed(tx.manager, payload.imageId, status);
      await discardOriginal(tx.manager, deps.storage, { id: payload.imageId, hash });
      tx.emit('image.processed', { imageId: payload.imageId, status, url: status === 'ready' ? imageUrls(hash).url : null });
    },
  };
}
