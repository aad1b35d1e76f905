import { firstRow, run, sql, type Queryable } from '@hearth/service-kit';

/** A stored file: its size in bytes and how many parts hold them. */
export async function findImageFile(db: Queryable, name: string): Promise<{ size: number; parts: number } | undefined> {
  return firstRow(db, sql`SELECT size, parts FROM image_files WHERE name = ${name}`);
}

export async function findImageFilePart(db: Queryable, name: string, part: number): Promise<Buffer | undefined> {
  return (await firstRow<{ data: Buffer }>(db, sql`SELECT data FROM image_file_parts WHERE name = ${name} AND part = ${part}`))?.data;
}

/** Adds the file's row unless the name is stored already; whether it was added. */
export async function addImageFile(db: Queryable, file: { name: string; size: number; parts: number }): Promise<boolean> {
  const added = await run(db, sql`INSERT INTO image_files (name, size, parts) VALUES (${file.name}, ${file.size}, ${file.parts}) ON CONFLICT (name) DO NOTHING`);
  return added.count > 0;
}

export async function addImageFilePart(db: Queryable, name: string, part: number, data: Buffer): Promise<void> {
  await run(db, sql`INSERT INTO image_file_parts (name, part, data) VALUES (${name}, ${part}, ${data})`);
}

/** Removes the file and its parts. */
export async function deleteImageFile(db: Queryable, name: string): Promise<void> {
  await run(db, sql`DELETE FROM image_files WHERE name = ${name}`);
}
