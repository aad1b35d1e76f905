import type { EventHandlers } from '@hearth/service-kit';
import { findRecipeRows, lockRecipesShowing } from './recipe-queries';
import { recipeSnapshot } from './recipe-snapshot';

/**
 * A picture the worker made ready after its recipe was announced (an upload is rendered in the
 * background): each recipe showing it is announced again (`recipe.updated`), so planning's copy
 * gets the picture without anyone editing the recipe.
 *
 * It runs on `image.processed`, after the worker's commit, rather than in the worker: it holds
 * the recipes' locks and no image's, so it cannot deadlock with an edit (which locks its recipe,
 * then the images it names or lets go). The recipes' locks order it after an edit in flight: an
 * edit that took the picture away is announced first and leaves its recipe out of this one.
 */
export const pictureReady: EventHandlers = {
  'image.processed': async ({ payload }, tx) => {
    if (payload.status !== 'ready') return;
    const ids = await lockRecipesShowing(tx.manager, payload.imageId);
    if (ids.length === 0) return;
    for (const row of await findRecipeRows(tx.manager, ids)) tx.emit('recipe.updated', recipeSnapshot(row));
  },
};
