import type { EventHandlers } from '@hearth/service-kit';
import { schemaOf } from '@hearth/service-kit';
import type { RecipesDeps } from '../recipes-deps';
import { imageUrls, originalFile, servedFile } from './image-files';
import { renderImage } from './render-image';

/**
 * The image worker: svc-recipes' own consumer of `image.uploaded`. It renders the sizes, marks the
 * image ready (or failed: a corrupt file, a pixel bomb) and announces `image.processed`. Every
 * recipe showing the image reads its status from the one row, so all of them change at once.
 * A bad file never throws (a throw would be retried, then dead-lettered).
 */
export function imageWorker(deps: RecipesDeps): EventHandlers {
  return {
    'image.uploaded': async ({ payload }, tx) => {
      const schema = schemaOf(tx.manager.connection);
      const [image] = await tx.manager.query(`SELECT hash, status FROM "${schema}".images WHERE id = $1 FOR UPDATE`, [payload.imageId]);
      if (!image || image.status !== 'pending') return;
      const hash: string = image.hash;
      let status: 'ready' | 'failed' = 'failed';
      const original = await deps.storage.read(originalFile(hash));
      if (original) {
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
      tx.emit('image.processed', { imageId: payload.imageId, status, url: status === 'ready' ? imageUrls(hash).url : null });
    },
  };
}
