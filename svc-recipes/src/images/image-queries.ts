import type { ImageStatus } from '@hearth/contracts/recipes';
import { firstRow, rows, run, sql, type Queryable } from '@hearth/service-kit';

/** SQL: no recipe uses image `i`. */
const unusedImage = sql`NOT EXISTS (SELECT 1 FROM recipes r WHERE r.image_id = i.id)`;

export async function imageExists(db: Queryable, id: string): Promise<boolean> {
  return (await firstRow(db, sql`SELECT 1 FROM images WHERE id = ${id}`)) !== undefined;
}

/** A new upload, pending until the worker is done; its id. */
export async function insertImage(db: Queryable, image: { hash: string; originalKey: string; uploadedBy: string }): Promise<string> {
  const row = await firstRow<{ id: string }>(
    db,
    sql`INSERT INTO images (hash, original_key, uploaded_by) VALUES (${image.hash}, ${image.originalKey}, ${image.uploadedBy}) RETURNING id`,
  );
  return row!.id;
}

/** Deletes the images among `ids` no recipe uses; their hashes. */
export async function deleteUnusedImages(db: Queryable, ids: string[]): Promise<string[]> {
  const gone = await rows<{ hash: string }>(db, sql`DELETE FROM images i WHERE i.id = ANY(${ids}::uuid[]) AND ${unusedImage} RETURNING i.hash`);
  return gone.map((row) => row.hash);
}

/** Which of `hashes` an image row still names. */
export async function hashesInUse(db: Queryable, hashes: string[]): Promise<string[]> {
  const used = await rows<{ hash: string }>(db, sql`SELECT DISTINCT hash FROM images WHERE hash = ANY(${hashes}::text[])`);
  return used.map((row) => row.hash);
}

/** Counts one more rendering of a pending image; its attempts so far, or undefined when it is not pending. */
export async function countRenderAttempt(db: Queryable, id: string): Promise<number | undefined> {
  const row = await firstRow<{ render_attempts: number }>(
    db,
    sql`UPDATE images SET render_attempts = render_attempts + 1 WHERE id = ${id} AND status = 'pending' RETURNING render_attempts`,
  );
  return row?.render_attempts;
}

/** The image, locked for its transaction. */
export async function lockImage(db: Queryable, id: string): Promise<{ hash: string; status: ImageStatus } | undefined> {
  return firstRow(db, sql`SELECT hash, status FROM images WHERE id = ${id} FOR UPDATE`);
}

export async function setImageProcessed(db: Queryable, id: string, status: ImageStatus): Promise<void> {
  await run(db, sql`UPDATE images SET status = ${status}, processed_at = now() WHERE id = ${id}`);
}

export async function forgetOriginal(db: Queryable, id: string): Promise<void> {
  await run(db, sql`UPDATE images SET original_key = NULL WHERE id = ${id}`);
}

/** Whether another upload of the same picture still waits for the worker. */
export async function otherUploadPending(db: Queryable, image: { id: string; hash: string }): Promise<boolean> {
  const row = await firstRow(db, sql`SELECT 1 FROM images WHERE hash = ${image.hash} AND status = 'pending' AND id <> ${image.id} LIMIT 1`);
  return row !== undefined;
}

/** Processed images whose original is still kept (a batch). */
export async function imagesWithKeptOriginals(db: Queryable): Promise<{ id: string; hash: string }[]> {
  return rows(db, sql`SELECT id, hash FROM images WHERE original_key IS NOT NULL AND status <> 'pending' LIMIT 500`);
}

/** Takes the lock on a user's uploads until the transaction ends. */
export async function lockUploadsOf(db: Queryable, userId: string): Promise<void> {
  await run(db, sql`SELECT pg_advisory_xact_lock(hashtextextended(current_schema() || ${`.uploads.${userId}`}, 0))`);
}

/** A user's uploads of the last `withinMs` that no recipe uses. */
export async function countRecentUnusedUploads(db: Queryable, userId: string, withinMs: number): Promise<number> {
  const row = await firstRow<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM images i
        WHERE i.uploaded_by = ${userId} AND i.created_at > now() - ${withinMs} * interval '1 millisecond' AND ${unusedImage}`,
  );
  return row!.count;
}

/**
 * Deletes the uploads no recipe uses, of one user (their account is deleted) or older than a day
 * (never attached, or the wizard abandoned), and returns their hashes: after the commit,
 * `removeUnusedFiles` deletes the files no other image shares.
 */
export async function deleteUnattachedUploads(db: Queryable, of: { uploadedBy: string } | { olderThanMs: number }): Promise<string[]> {
  const condition =
    'uploadedBy' in of ? sql`i.uploaded_by = ${of.uploadedBy}` : sql`i.created_at < now() - ${of.olderThanMs} * interval '1 millisecond'`;
  const gone = await rows<{ hash: string }>(db, sql`DELETE FROM images i WHERE ${condition} AND ${unusedImage} RETURNING i.hash`);
  return gone.map((row) => row.hash);
}
