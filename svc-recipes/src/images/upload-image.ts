import { createHash } from 'node:crypto';
import { recipesLimits, recipesMessages, type UploadedImage } from '@hearth/contracts/recipes';
import { badRequest, type Actor } from '@hearth/service-kit';
import type { RecipesDeps } from '../recipes-deps';
import { imageUrls, originalFile } from './image-files';
import { insertImage } from './image-queries';
import { detectImageType } from './image-type';
import { removeUnusedFiles } from './image-use';
import { assertRoomForUpload } from './unattached-uploads';

export const UPLOAD_MAX_BYTES = recipesLimits.imageMaxBytes;

/**
 * POST /recipes/upload: a JPEG, PNG or GIF by its content, within the user's quota of uploads no
 * recipe uses (unattached-uploads.ts). The original is stored as it came, until the worker is done
 * with it, and the answer is immediate; `image.uploaded` sets the worker going (see image-worker.ts).
 */
export async function uploadImage(deps: RecipesDeps, actor: Actor, { data }: { data: Buffer }): Promise<UploadedImage> {
  if (!detectImageType(data)) {
    throw badRequest(recipesMessages.imageTypeInvalid, { errors: { image: recipesMessages.imageTypeInvalid } });
  }
  const hash = createHash('sha256').update(data).digest('hex');
  await deps.storage.write(originalFile(hash), data);
  try {
    const id = await deps.database.transaction(async (tx) => {
      await assertRoomForUpload(tx.manager, actor.id);
      const imageId = await insertImage(tx.manager, { hash, originalKey: originalFile(hash), uploadedBy: actor.id });
      tx.emit('image.uploaded', { imageId, recipeId: null, uploadedBy: actor.id });
      return imageId;
    });
    return { _id: id, ...imageUrls(hash), status: 'pending' };
  } catch (error) {
    await removeUnusedFiles(deps.database, deps.storage, deps.logger, [hash]);
    throw error;
  }
}
