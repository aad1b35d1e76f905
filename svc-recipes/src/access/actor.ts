import { recipesMessages, recipesOwnMessages } from '@hearth/contracts/recipes';
import { confirmedHousehold, currentAuth, forbidden, notFound, sessionExpired, type Database, type MembershipLookup } from '@hearth/service-kit';
import type { Context, Middleware } from 'koa';
import { findCaller, insertUserIfUnknown } from '../users/user-queries';

/** The signed-in caller and the household they are in now (from this service's projection). */
export interface Actor {
  id: string;
  name: string;
  householdId: string | null;
}

/** What decides who may see and change a recipe (canSee, mayChange). */
export interface Visibility {
  isPrivate: boolean;
  householdId: string;
  createdBy: string;
  /** Its household has ceased to exist (or was never announced here): nobody is a member of it. */
  householdGone: boolean;
}

/**
 * After `authenticate` (or `authenticateOptional`): who is calling, from this service's own
 * projection, so a member removed from a household loses its private recipes at once (for a write,
 * confirmed with svc-household: `membership`, see service-kit access/membership-check.ts). An
 * account not announced yet is taken from its token's claims; a deleted one is refused.
 */
export function loadActor(database: Database, membership?: MembershipLookup): Middleware {
  return async (ctx, next) => {
    if (!ctx.state.auth) return next();
    const auth = currentAuth(ctx);
    let caller = await findCaller(database.manager, auth.userId);
    if (!caller.known) {
      await insertUserIfUnknown(database.manager, { id: auth.userId, name: auth.name });
      caller = await findCaller(database.manager, auth.userId);
    }
    if (caller.deleted) throw sessionExpired();
    const householdId = await confirmedHousehold(ctx, caller.householdId, membership);
    const actor: Actor = { id: auth.userId, name: caller.name ?? auth.name, householdId };
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

/**
 * Whose recipe it is: its household's members, and its creator only while in that household or
 * once the household is gone. A member removed from the household (or who left it) keeps no
 * rights over the recipes they wrote there: those are the household's. The SQL twin of this rule
 * is recipes/recipe-queries.ts recipeHeldBy.
 */
export function holdsRecipe(actor: Actor | null, recipe: Visibility): boolean {
  if (!actor) return false;
  return recipe.householdId === actor.householdId || (recipe.createdBy === actor.id && recipe.householdGone);
}

/** Anyone sees a public recipe; a private one, only those who hold it. */
export function canSee(actor: Actor | null, recipe: Visibility): boolean {
  return !recipe.isPrivate || holdsRecipe(actor, recipe);
}

/** Someone who cannot see the recipe learns nothing of it: 404, as for one that does not exist. */
export function requireVisible(actor: Actor | null, recipe: Visibility | undefined): asserts recipe is Visibility {
  if (!recipe || !canSee(actor, recipe)) throw notFound(recipesMessages.recipeNotFound);
}

/** Edit and delete: those who hold it (holdsRecipe); others who can see it get 403, the rest 404. */
export function requireEditor(actor: Actor, recipe: Visibility | undefined): asserts recipe is Visibility {
  requireVisible(actor, recipe);
  if (!holdsRecipe(actor, recipe)) throw forbidden(recipesOwnMessages.notAllowed);
}

