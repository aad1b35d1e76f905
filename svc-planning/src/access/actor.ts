import { planningOwnMessages } from '@hearth/contracts/planning';
import { currentAuth, notFound, type Database } from '@hearth/service-kit';
import type { Context, Middleware } from 'koa';
import { findHouseholdOf } from '../households/membership-queries';

/** The signed-in caller and the household they are in now (from this service's projection). */
export interface Actor {
  id: string;
  householdId: string | null;
}

/**
 * After `authenticate`: the caller's household, read on every request from the projection of
 * household events, so a member who leaves or is removed loses access at once.
 */
export function loadActor(database: Database): Middleware {
  return async (ctx, next) => {
    const { userId } = currentAuth(ctx);
    const actor: Actor = { id: userId, householdId: (await findHouseholdOf(database.manager, userId)) ?? null };
    ctx.state.actor = actor;
    await next();
  };
}

export function actorOf(ctx: Context): Actor {
  return ctx.state.actor as Actor;
}

/** The caller's household id; a caller without one gets 404, like anyone outside a household. */
export function householdOf(actor: Actor): string {
  if (!actor.householdId) throw notFound(planningOwnMessages.noHousehold);
  return actor.householdId;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else names nothing, and is answered like an id of another household. */
export const isId = (value: string) => uuid.test(value);
