import { AppError, type Queryable } from '@hearth/service-kit';
import { countRecentUnusedUploads, lockUploadsOf } from './image-queries';

/** How long an upload no recipe uses is kept: ample for the create wizard, short for a stray file. */
export const UNATTACHED_UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Uploads of the last day a user may have that no recipe uses (a wizard's changes of mind fit many times). */
export const MAX_UNATTACHED_UPLOADS = 20;

export const tooManyUploadsMessage = `You have ${MAX_UNATTACHED_UPLOADS} uploaded images not used in any recipe: use one, or try again tomorrow`;

/**
 * Refuses a user's next upload (429) while they have the most unattached uploads of the last day.
 * Taken under a lock per user, inside the upload's transaction, so parallel uploads cannot pass it
 * together.
 */
export async function assertRoomForUpload(db: Queryable, userId: string): Promise<void> {
  await lockUploadsOf(db, userId);
  const count = await countRecentUnusedUploads(db, userId, UNATTACHED_UPLOAD_LIFETIME_MS);
  if (count >= MAX_UNATTACHED_UPLOADS) throw new AppError(429, tooManyUploadsMessage);
}

