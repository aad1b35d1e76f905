import type { Queryable } from '@hearth/service-kit';
import type { RecipesDeps } from '../recipes-deps';
import { originalFile, servedFile } from './image-files';
import { forgetOriginal, imagesWithKeptOriginals, otherUploadPending } from './image-queries';
import type { ImageStorage } from './image-storage';

/**
 * An upload's original is kept only until the worker is done with it: it holds what the camera
 * wrote (EXIF, the GPS position), and the served sizes hold none of it (render-image.ts). The file
 * goes unless another upload of the same picture still waits for the worker.
 */
export async function discardOriginal(db: Queryable, storage: ImageStorage, image: { id: string; hash: string }): Promise<void> {
  await forgetOriginal(db, image.id);
  if (!(await otherUploadPending(db, image))) await storage.remove(originalFile(image.hash));
}

/** Whether both sizes of this picture are on disk already (its original may be gone). */
export async function isRendered(storage: ImageStorage, hash: string): Promise<boolean> {
  const sizes = await Promise.all([storage.open(servedFile(hash, 'card')), storage.open(servedFile(hash, 'detail'))]);
  sizes.forEach((file) => file?.stream.destroy());
  return sizes.every(Boolean);
}

/** Originals still kept for processed images: uploaded before originals were discarded. */
export async function discardLeftoverOriginals(deps: RecipesDeps): Promise<void> {
  const { manager } = deps.database;
  for (const image of await imagesWithKeptOriginals(manager)) await discardOriginal(manager, deps.storage, image);
}
