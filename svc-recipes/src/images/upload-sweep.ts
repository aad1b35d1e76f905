import type { RecipesDeps } from '../recipes-deps';
import { discardLeftoverOriginals } from './image-originals';
import { deleteUnattachedUploads } from './image-queries';
import { removeUnusedFiles } from './image-use';
import { UNATTACHED_UPLOAD_LIFETIME_MS } from './unattached-uploads';

export const UPLOAD_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** One pass: uploads no recipe took within a day go, with their files, and originals kept from before go too. */
export async function sweepUploads(deps: RecipesDeps): Promise<void> {
  const hashes = await deleteUnattachedUploads(deps.database.manager, { olderThanMs: UNATTACHED_UPLOAD_LIFETIME_MS });
  await removeUnusedFiles(deps.database, deps.storage, deps.logger, hashes);
  await discardLeftoverOriginals(deps);
}

export interface UploadSweep {
  /** Stops sweeping, once a pass under way has finished. */
  stop(): Promise<void>;
}

/** Sweeps now and every `intervalMs` (an hour unless given: an upload goes between one and two hours after its day). */
export function startUploadSweep(deps: RecipesDeps, intervalMs = UPLOAD_SWEEP_INTERVAL_MS): UploadSweep {
  let running: Promise<void> | undefined;
  const pass = () => {
    running ??= sweepUploads(deps)
      .catch((error) => deps.logger.warn({ err: error }, 'upload sweep failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  pass();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
