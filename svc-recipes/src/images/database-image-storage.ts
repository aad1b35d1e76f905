import { Readable } from 'node:stream';
import type { Database } from '@hearth/service-kit';
import { addImageFile, addImageFilePart, deleteImageFile, findImageFile, findImageFilePart } from './image-file-queries';
import { checkedName, type ImageStorage } from './image-storage';

/** The size of one stored part: a served file is one to a few parts, an upload at most 21. */
export const PART_BYTES = 256 * 1024;

/**
 * Image files in the service's own schema, so every replica serves every picture and a backup of
 * the database holds them. Names derive from the content (image-files.ts), so a write of a name
 * that exists is the same file: the first one stays. A file and its parts are written in one
 * transaction (never half a file) and read a part at a time (a large file is never whole in memory).
 */
export function databaseImageStorage(database: Database): ImageStorage {
  const partsOf = async function* (name: string, parts: number) {
    for (let part = 0; part < parts; part += 1) {
      const data = await findImageFilePart(database.manager, name, part);
      if (!data) throw new Error(`Image file ${name} lost its part ${part} while it was read`);
      yield data;
    }
  };
  return {
    async write(name, data) {
      const parts = Math.max(1, Math.ceil(data.length / PART_BYTES));
      await database.transaction(async ({ manager }) => {
        if (!(await addImageFile(manager, { name: checkedName(name), size: data.length, parts }))) return;
        for (let part = 0; part < parts; part += 1) {
          await addImageFilePart(manager, name, part, data.subarray(part * PART_BYTES, (part + 1) * PART_BYTES));
        }
      });
    },
    async read(name) {
      const file = await findImageFile(database.manager, checkedName(name));
      if (!file) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of partsOf(name, file.parts)) chunks.push(chunk);
      return Buffer.concat(chunks);
    },
    async open(name) {
      const file = await findImageFile(database.manager, checkedName(name));
      return file ? { stream: Readable.from(partsOf(name, file.parts)), size: file.size } : null;
    },
    async remove(name) {
      await deleteImageFile(database.manager, checkedName(name));
    },
  };
}
