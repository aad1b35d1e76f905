import { recipesMessages, recipesOwnMessages } from '@hearth/contracts/recipes';
import { currentAuth, forbidden, notFound, sessionExpired, type Database } from '@hearth/service-kit';
import type { Context, Middleware } from 'koa';
import { findCaller, insertUserIfUnknown } from '../users/user-queries';

/** The signed-in caller and the household they are in now (from this service's projection). */
export interface Actor {
  id: string;
  name: string;
  householdId: string | null;
}

/** Who may see a recipe: anyone when public; its household's members and its creator when private. */
export interface Visibility {
  isPrivate: boolean;
  householdId: string;
  createdBy: string;
}

/**
 * After `authenticate` (or `authenticateOptional`): who is calling, from this service's own
 * projection, so a member removed from a household loses its private recipes at once. An account
 * not announced yet is taken from its token's claims; a deleted one is refused.
 */
export function loadActor(database: Database): Middleware {
  return async (ctx, next) => {
    if (!ctx.state.auth) return next();
    const auth = currentAuth(ctx);
    let caller = await findCaller(database.manager, auth.userId);
    if (!caller.known) {
      await insertUserIfUnknown(database.manager, { id: auth.userId, name: auth.name });
      caller = await findCaller(database.manager, auth.userId);
    }
    if (caller.deleted) throw sessionExpired();
    const actor: Actor = { id: auth.userId, name: caller.name ?? auth.name, householdId: caller.householdId };
    ctx.state.actor = actor;
    await next();
  };
}

/** The caller, or null for a guest. */
export function actorOf(ctx: Context): Actor | null {
  return (ctx.state.actor as Actor | undefined) ?? null;
}

/** The caller on a signed-in route (`authenticate` ran first). */
export function signedInActor(ctx: Context): Actor {
  const actor = actorOf(ctx);
  if (!actor) throw sessionExpired();
  return actor;
}

export function canSee(actor: Actor | null, recipe: Visibility): boolean {
  if (!recipe.isPrivate) return true;
  if (!actor) return false;
  return recipe.createdBy === actor.id || recipe.householdId === actor.householdId;
}

/** Someone who cannot see the recipe learns nothing of it: 404, as for one that does not exist. */
export function requireVisible(actor: Actor | null, recipe: Visibility | undefined): asserts recipe is Visibility {
  if (!recipe || !canSee(actor, recipe)) throw notFound(recipesMessages.recipeNotFound);
}

/** Edit and delete: its creator or a member of its household; others who can see it get 403. */
export function requireEditor(actor: Actor, recipe: Visibility | undefined): asserts recipe is Visibility {
  requireVisible(actor, recipe);
  if (recipe.createdBy !== actor.id && recipe.householdId !== actor.householdId) throw forbidden(recipesOwnMessages.notAllowed);
}

