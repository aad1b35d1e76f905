import { householdMessages, householdOwnMessages } from '@hearth/contracts/household';
import { currentAuth, forbidden, notFound, sessionExpired, type Database } from '@hearth/service-kit';
import type { Context, Middleware } from 'koa';
import { findUserWithHousehold, insertUserIfUnknown } from '../users/user-queries';

/** The signed-in caller, and their household if they have one. */
export interface Actor {
  id: string;
  name: string;
  email: string;
  membership: { householdId: string; ownerId: string } | null;
}

/**
 * After `authenticate`: who is calling, from this service's own projection. A brand-new account
 * whose `user.registered` has not arrived yet is taken from its token's claims; a deleted account
 * (tombstoned by `user.deleted`) is refused even with an unexpired token.
 */
export function loadActor(database: Database): Middleware {
  return async (ctx, next) => {
    const auth = currentAuth(ctx);
    let row = await findUserWithHousehold(database.manager, auth.userId);
    if (!row) {
      if (!auth.email) throw sessionExpired();
      await insertUserIfUnknown(database.manager, { id: auth.userId, name: auth.name, email: auth.email.toLowerCase() });
      row = await findUserWithHousehold(database.manager, auth.userId);
    }
    if (!row || row.deletedAt) throw sessionExpired();
    const actor: Actor = {
      id: row.id,
      name: row.name,
      email: row.email,
      membership: row.householdId && row.ownerId ? { householdId: row.householdId, ownerId: row.ownerId } : null,
    };
    ctx.state.actor = actor;
    await next();
  };
}

export function actorOf(ctx: Context): Actor {
  return ctx.state.actor as Actor;
}

/**
 * The caller's household, to read or change: without one it is not found (404, the service kit's
 * rule for a caller without a household, service-kit/src/access/no-household.ts).
 */
export function requireMembership(actor: Actor): { householdId: string; ownerId: string } {
  if (!actor.membership) throw notFound(householdMessages.noHousehold);
  return actor.membership;
}

export function requireOwner(actor: Actor): string {
  const membership = requireMembership(actor);
  if (membership.ownerId !== actor.id) throw forbidden(householdOwnMessages.ownerOnly);
  return membership.householdId;
}
