import { currentAuth, forbidden, notFound, schemaOf, sessionExpired, type Database } from '@hearth/service-kit';
import type { Context, Middleware } from 'koa';
import { UserEntity } from '../users/user.entity';

/** The signed-in caller, and their household if they have one. */
export interface Actor {
  id: string;
  name: string;
  email: string;
  membership: { householdId: string; ownerId: string } | null;
}

export const NO_HOUSEHOLD = "You don't have a household yet.";

/**
 * After `authenticate`: who is calling, from this service's own projection. A brand-new account
 * whose `user.registered` has not arrived yet is taken from its token's claims; a deleted account
 * (tombstoned by `user.deleted`) is refused even with an unexpired token.
 */
export function loadActor(database: Database): Middleware {
  const schema = schemaOf(database.dataSource);
  return async (ctx, next) => {
    const auth = currentAuth(ctx);
    let user = await database.manager.findOneBy(UserEntity, { id: auth.userId });
    if (user?.deletedAt) throw sessionExpired();
    if (!user) {
      if (!auth.email) throw sessionExpired();
      await database.manager.query(
        `INSERT INTO "${schema}".users (id, name, email) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING`,
        [auth.userId, auth.name, auth.email.toLowerCase()],
      );
      user = await database.manager.findOneByOrFail(UserEntity, { id: auth.userId });
      if (user.deletedAt) throw sessionExpired();
    }
    const [membership] = await database.manager.query(
      `SELECT m.household_id AS "householdId", h.owner_id AS "ownerId"
       FROM "${schema}".memberships m JOIN "${schema}".households h ON h.id = m.household_id
       WHERE m.user_id = $1`,
      [user.id],
    );
    const actor: Actor = { id: user.id, name: user.name, email: user.email, membership: membership ?? null };
    ctx.state.actor = actor;
    await next();
  };
}

export function actorOf(ctx: Context): Actor {
  return ctx.state.actor as Actor;
}

/** The caller's household id; a caller without one gets 404, like anyone outside it. */
export function requireMembership(actor: Actor): { householdId: string; ownerId: string } {
  if (!actor.membership) throw notFound(NO_HOUSEHOLD);
  return actor.membership;
}

export function requireOwner(actor: Actor): string {
  const membership = requireMembership(actor);
  if (membership.ownerId !== actor.id) throw forbidden('Only the household owner can do that');
  return membership.householdId;
}
