import type { EventHandlers } from '@hearth/service-kit';
import { schemaOf } from '@hearth/service-kit';
import type { RecipesDeps } from '../recipes-deps';
import { imageUrls, originalFile, servedFile } from './image-files';
import { discardOriginal, isRendered } from './image-originals';
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
      const schema = schemaOf(tx.manager.connection);
      // Counted in a commit of its own, before the row is locked: it outlives a worker that dies rendering.
      // An UPDATE answers [rows, count].
      const [[counted]] = await deps.database.manager.query(
        `UPDATE "${schema}".images SET render_attempts = render_attempts + 1 WHERE id = $1 AND status = 'pending' RETURNING render_attempts`,
        [payload.imageId],
      );
      const [image] = await tx.manager.query(`SELECT hash, status FROM "${schema}".images WHERE id = $1 FOR UPDATE`, [payload.imageId]);
      if (!image || image.status !== 'pending') return;
      const hash: string = image.hash;
      let status: 'ready' | 'failed' = 'failed';
      const original = await deps.storage.read(originalFile(hash));
      if (counted && counted.render_attempts > MAX_RENDER_ATTEMPTS) {
        deps.logger.warn({ imageId: payload.imageId, attempts: counted.render_attempts - 1 }, 'image given up: rendering never finished');
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
      await tx.manager.query(`UPDATE "${schema}".images SET status = $2, processed_at = now() WHERE id = $1`, [payload.imageId, status]);
      await discardOriginal(tx.manager, deps.storage, { id: payload.imageId, hash });
      tx.emit('image.processed', { imageId: payload.imageId, status, url: status === 'ready' ? imageUrls(hash).url : null });
    },
  };
}
