import { readdir, readFile, rm, rmdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '@hearth/service-kit';
import { checkedName, fileImageStorage, type ImageStorage } from './image-storage';

/**
 * `storage` and, behind it, the files an earlier version kept under `root` (one replica's disk):
 * a file not moved yet is still read from there, and removed from both. `moveAll` moves every
 * file into `storage` (each written there before its file goes, so none is lost if the move
 * stops half way; run again, it goes on), then removes the emptied folders.
 */
export function withLegacyFiles(storage: ImageStorage, root: string): ImageStorage & { moveAll(logger: Logger): Promise<number> } {
  const legacy = fileImageStorage(root);
  return {
    write: (name, data) => storage.write(name, data),
    read: async (name) => (await storage.read(name)) ?? legacy.read(name),
    open: async (name) => (await storage.open(name)) ?? legacy.open(name),
    async remove(name) {
      await Promise.all([storage.remove(name), legacy.remove(name)]);
    },
    async moveAll(logger) {
      let entries;
      try {
        entries = await readdir(root, { recursive: true, withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
        throw error;
      }
      let moved = 0;
      for (const entry of entries.filter((found) => found.isFile())) {
        const file = path.join(entry.parentPath, entry.name);
        const name = path.relative(root, file).split(path.sep).join('/');
        if (name.endsWith('.part')) {
          // Half written when its process stopped: never a file anyone reads.
          await rm(file, { force: true });
          continue;
        }
        try {
          checkedName(name);
        } catch {
          logger.warn({ file }, 'left a file that is not an image file under the images folder');
          continue;
        }
        await storage.write(name, await readFile(file));
        await unlink(file);
        moved += 1;
      }
      for (const folder of [path.join(root, 'originals'), root]) await rmdir(folder).catch(() => undefined);
      if (moved > 0) logger.info({ moved, from: root }, 'image files moved into the database');
      return moved;
    },
  };
}
