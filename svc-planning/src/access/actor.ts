import { currentAuth, type Database } from '@hearth/service-kit';
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

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else names nothing, and is answered like an id of another household. */
export const isId = (value: string) => uuid.test(value);
