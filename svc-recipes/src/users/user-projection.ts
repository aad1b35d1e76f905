import type { EventHandlers } from '@hearth/service-kit';
import { removeUnusedFilesSoon } from '../images/image-use';
import { deleteUnattachedUploads } from '../images/image-queries';
import type { RecipesDeps } from '../recipes-deps';
import { deleteOrphanedRecipes } from '../recipes/orphaned-recipes';
import { tombstoneUser, upsertLiveUser } from './user-queries';

/**
 * svc-auth's user events: the names recipes show as `createdBy`. A deleted account's recipes stay
 * with its household (shown as 'Deleted user'); those of a household that is gone too are deleted,
 * and so are its uploads no recipe uses. A name follows the event latest in svc-auth's order (its
 * position), whichever arrives last; a deleted account stays deleted.
 */
export function userProjection(deps: RecipesDeps): EventHandlers {
  return {
    'user.registered': async ({ payload, position = null }, tx) => {
      await upsertLiveUser(tx.manager, { id: payload.userId, name: payload.name }, position);
    },
    'user.updated': async ({ payload, position = null }, tx) => {
      await upsertLiveUser(tx.manager, { id: payload.userId, name: payload.name }, position);
    },
    'user.deleted': async ({ payload }, tx) => {
      await tombstoneUser(tx.manager, payload.userId);
      await deleteOrphanedRecipes(deps, tx, { userId: payload.userId });
      removeUnusedFilesSoon(deps, await deleteUnattachedUploads(tx.manager, { uploadedBy: payload.userId }));
    },
  };
}
