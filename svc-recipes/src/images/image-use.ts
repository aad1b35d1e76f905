import type { Database, Logger, Queryable } from '@hearth/service-kit';
import { allFilesOf } from './image-files';
import { deleteUnusedImages, hashesInUse } from './image-queries';
import type { ImageStorage } from './image-storage';

/**
 * Forgets the images among `ids` that no recipe uses any more, and returns their hashes: after
 * the commit, `removeUnusedFiles` deletes the files of those no other image shares.
 */
export async function releaseImages(db: Queryable, ids: (string | null)[]): Promise<string[]> {
  const candidates = ids.filter((id): id is string => id !== null);
  if (candidates.length === 0) return [];
  return deleteUnusedImages(db, candidates);
}

/**
 * Deletes the files of these hashes unless an image row still names them. It reads committed
 * rows, so it is safe to call at any time after the release: too early, it only keeps files.
 */
export async function removeUnusedFiles(database: Database, storage: ImageStorage, logger: Logger, hashes: string[]): Promise<void> {
  if (hashes.length === 0) return;
  try {
    const stillUsed = new Set(await hashesInUse(database.manager, hashes));
    const files = [...new Set(hashes)].filter((hash) => !stillUsed.has(hash)).flatMap(allFilesOf);
    await Promise.all(files.map((file) => storage.remove(file)));
  } catch (error) {
    logger.warn({ err: error }, 'image files not removed');
  }
}

/** Long enough for an event handler's transaction to have committed; too early only keeps files. */
const FILE_CLEANUP_DELAY_MS = 500;

/** `removeUnusedFiles` shortly after a transaction the caller cannot await (an event handler's) commits. */
export function removeUnusedFilesSoon(deps: { database: Database; storage: ImageStorage; logger: Logger }, hashes: string[]): void {
  if (hashes.length === 0) return;
  setTimeout(() => void removeUnusedFiles(deps.database, deps.storage, deps.logger, hashes), FILE_CLEANUP_DELAY_MS).unref();
}
