import { schemaOf } from '@hearth/service-kit';
import type { EntityManager } from 'typeorm';
import type { RecipesDeps } from '../recipes-deps';
import { originalFile, servedFile } from './image-files';
import type { ImageStorage } from './image-storage';

/**
 * An upload's original is kept only until the worker is done with it: it holds what the camera
 * wrote (EXIF, the GPS position), and the served sizes hold none of it (render-image.ts). The file
 * goes unless another upload of the same picture still waits for the worker.
 */
export async function discardOriginal(manager: EntityManager, storage: ImageStorage, image: { id: string; hash: string }): Promise<void> {
  const schema = schemaOf(manager.connection);
  await manager.query(`UPDATE "${schema}".images SET original_key = NULL WHERE id = $1`, [image.id]);
  const waiting = await manager.query(`SELECT 1 FROM "${schema}".images WHERE hash = $1 AND status = 'pending' AND id <> $2 LIMIT 1`, [
    image.hash,
    image.id,
  ]);
  if (waiting.length === 0) await storage.remove(originalFile(image.hash));
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
  const kept: { id: string; hash: string }[] = await manager.query(
    `SELECT id, hash FROM "${schemaOf(manager.connection)}".images WHERE original_key IS NOT NULL AND status <> 'pending' LIMIT 500`,
  );
  for (const image of kept) await discardOriginal(manager, deps.storage, image);
}
