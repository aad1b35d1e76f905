import { AppError, schemaOf } from '@hearth/service-kit';
import type { EntityManager } from 'typeorm';

/** How long an upload no recipe uses is kept: ample for the create wizard, short for a stray file. */
export const UNATTACHED_UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Uploads of the last day a user may have that no recipe uses (a wizard's changes of mind fit many times). */
export const MAX_UNATTACHED_UPLOADS = 20;

export const tooManyUploadsMessage = `You have ${MAX_UNATTACHED_UPLOADS} uploaded images not used in any recipe: use one, or try again tomorrow`;

const unattached = (schema: string) => `NOT EXISTS (SELECT 1 FROM "${schema}".recipes r WHERE r.image_id = i.id)`;

/**
 * Refuses a user's next upload (429) while they have the most unattached uploads of the last day.
 * Taken under a lock per user, inside the upload's transaction, so parallel uploads cannot pass it
 * together.
 */
export async function assertRoomForUpload(manager: EntityManager, userId: string): Promise<void> {
  const schema = schemaOf(manager.connection);
  await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`${schema}.uploads.${userId}`]);
  const [{ count }] = await manager.query(
    `SELECT count(*)::int AS count FROM "${schema}".images i
     WHERE i.uploaded_by = $1 AND i.created_at > now() - $2 * interval '1 millisecond' AND ${unattached(schema)}`,
    [userId, UNATTACHED_UPLOAD_LIFETIME_MS],
  );
  if (count >= MAX_UNATTACHED_UPLOADS) throw new AppError(429, tooManyUploadsMessage);
}

/**
 * Deletes the uploads no recipe uses, of one user (their account is deleted) or older than a day
 * (never attached, or the wizard abandoned), and returns their hashes: after the commit,
 * `removeUnusedFiles` deletes the files no other image shares.
 */
export async function deleteUnattachedUploads(manager: EntityManager, of: { uploadedBy: string } | { olderThanMs: number }): Promise<string[]> {
  const schema = schemaOf(manager.connection);
  const [condition, value] =
    'uploadedBy' in of ? ['i.uploaded_by = $1', of.uploadedBy] : [`i.created_at < now() - $1 * interval '1 millisecond'`, of.olderThanMs];
  // Selected from a CTE: a bare DELETE … RETURNING answers [rows, count] through TypeORM.
  const rows: { hash: string }[] = await manager.query(
    `WITH gone AS (DELETE FROM "${schema}".images i WHERE ${condition} AND ${unattached(schema)} RETURNING i.hash) SELECT hash FROM gone`,
    [value],
  );
  return rows.map((row) => row.hash);
}
