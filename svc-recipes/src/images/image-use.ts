import { schemaOf, type Logger } from '@hearth/service-kit';
import type { EntityManager } from 'typeorm';
import type { Database } from '@hearth/service-kit';
import { allFilesOf } from './image-files';
import type { ImageStorage } from './image-storage';

export async function imageExists(manager: EntityManager, id: string): Promise<boolean> {
  const rows = await manager.query(`SELECT 1 FROM "${schemaOf(manager.connection)}".images WHERE id = $1`, [id]);
  return rows.length > 0;
}

/**
 * Forgets the images among `ids` that no recipe uses any more, and returns their hashes: after
 * the commit, `removeUnusedFiles` deletes the files of those no other image shares.
 */
export async function releaseImages(manager: EntityManager, ids: (string | null)[]): Promise<string[]> {
  const candidates = ids.filter((id): id is string => id !== null);
  if (candidates.length === 0) return [];
  const schema = schemaOf(manager.connection);
  const rows: { hash: string }[] = await manager.query(
    `WITH gone AS (
       DELETE FROM "${schema}".images i
       WHERE i.id = ANY($1::uuid[]) AND NOT EXISTS (SELECT 1 FROM "${schema}".recipes r WHERE r.image_id = i.id)
       RETURNING i.hash
     ) SELECT hash FROM gone`,
    [candidates],
  );
  return rows.map((row) => row.hash);
}

/**
 * Deletes the files of these hashes unless an image row still names them. It reads committed
 * rows, so it is safe to call at any time after the release: too early, it only keeps files.
 */
export async function removeUnusedFiles(database: Database, storage: ImageStorage, logger: Logger, hashes: string[]): Promise<void> {
  if (hashes.length === 0) return;
  try {
    const used: { hash: string }[] = await database.manager.query(
      `SELECT DISTINCT hash FROM "${schemaOf(database.dataSource)}".images WHERE hash = ANY($1::text[])`,
      [hashes],
    );
    const stillUsed = new Set(used.map((row) => row.hash));
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
