import { confirmedHousehold, currentAuth, type Database, type MembershipLookup } from '@hearth/service-kit';
import type { Context, Middleware } from 'koa';
import { findHouseholdOf } from '../households/membership-queries';

/** The signed-in caller and the household they are in now (from this service's projection). */
export interface Actor {
  id: string;
  householdId: string | null;
}

/**
 * After `authenticate`: the caller's household, read on every request from the projection of
 * household events, and for a write confirmed with svc-household (`membership`, see
 * service-kit access/membership-check.ts), so a member who leaves or is removed loses access at once.
 */
export function loadActor(database: Database, membership?: MembershipLookup): Middleware {
  return async (ctx, next) => {
    const { userId } = currentAuth(ctx);
    const projected = (await findHouseholdOf(database.manager, userId)) ?? null;
    const actor: Actor = { id: userId, householdId: await confirmedHousehold(ctx, projected, membership) };
    ctx.state.actor = actor;
    await next();
  };
}

export function actorOf(ctx: Context): Actor {
  return ctx.state.actor as Actor;
}
