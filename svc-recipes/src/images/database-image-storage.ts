import { Readable } from 'node:stream';
import { firstRow, run, sql, type Database } from '@hearth/service-kit';
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
      const row = await firstRow<{ data: Buffer }>(database.manager, sql`SELECT data FROM image_file_parts WHERE name = ${name} AND part = ${part}`);
      if (!row) throw new Error(`Image file ${name} lost its part ${part} while it was read`);
      yield row.data;
    }
  };
  const find = (name: string) => firstRow<{ size: number; parts: number }>(database.manager, sql`SELECT size, parts FROM image_files WHERE name = ${checkedName(name)}`);
  return {
    async write(name, data) {
      checkedName(name);
      const parts = Math.max(1, Math.ceil(data.length / PART_BYTES));
      await database.transaction(async ({ manager }) => {
        const added = await run(
          manager,
          sql`INSERT INTO image_files (name, size, parts) VALUES (${name}, ${data.length}, ${parts}) ON CONFLICT (name) DO NOTHING`,
        );
        if (added.count === 0) return;
        for (let part = 0; part < parts; part += 1) {
          const bytes = data.subarray(part * PART_BYTES, (part + 1) * PART_BYTES);
          await run(manager, sql`INSERT INTO image_file_parts (name, part, data) VALUES (${name}, ${part}, ${bytes})`);
        }
      });
    },
    async read(name) {
      const file = await find(name);
      if (!file) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of partsOf(name, file.parts)) chunks.push(chunk);
      return Buffer.concat(chunks);
    },
    async open(name) {
      const file = await find(name);
      return file ? { stream: Readable.from(partsOf(name, file.parts)), size: file.size } : null;
    },
    async remove(name) {
      await run(database.manager, sql`DELETE FROM image_files WHERE name = ${checkedName(name)}`);
    },
  };
}
