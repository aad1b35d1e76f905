import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where image files live: the service's schema (database-image-storage.ts), so every replica reads
 * every file; the files an earlier version kept under `DATA_DIR/images` move there on start
 * (legacy-image-files.ts). An object store would implement the same four calls.
 */
export interface ImageStorage {
  write(name: string, data: Buffer): Promise<void>;
  read(name: string): Promise<Buffer | null>;
  /** A stream of the file and its size, or null when there is none. */
  open(name: string): Promise<{ stream: Readable; size: number } | null>;
  remove(name: string): Promise<void>;
}

const safeName = /^[a-z0-9-]+(\/[a-z0-9.-]+)?(\.[a-z0-9]+)?$/;

/** `name` if it is one image-files.ts makes (`originals/<hash>`, `<hash>-card-v1.webp`), else an error. */
export function checkedName(name: string): string {
  if (!safeName.test(name) || name.includes('..')) throw new Error(`Invalid image file name: ${name}`);
  return name;
}

/** Files under `root`: where an earlier version kept them, read now only to move them (legacy-image-files.ts). */
export function fileImageStorage(root: string): ImageStorage {
  const resolve = (name: string) => path.join(root, checkedName(name));
  const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
  return {
    async write(name, data) {
      const file = resolve(name);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside then renamed: a reader never sees half a file.
      const partial = `${file}.${process.pid}.${Date.now()}.part`;
      await writeFile(partial, data);
      await rename(partial, file);
    },
    async read(name) {
      try {
        return await readFile(resolve(name));
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async open(name) {
      const file = resolve(name);
      try {
        const { size } = await stat(file);
        return { stream: createReadStream(file), size };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async remove(name) {
      await rm(resolve(name), { force: true });
    },
  };
}
