import { currentAuth, forbidden, notFound, schemaOf, sessionExpired, type Database } from '@hearth/service-kit';
import type { Context, Middleware } from 'koa';

/** The signed-in caller, and their household if they have one. */
export interface Actor {
  id: string;
  name: string;
  email: string;
  membership: { householdId: string; ownerId: string } | null;
}

export const NO_HOUSEHOLD = "You don't have a household yet.";

interface ActorRow {
  id: string;
  name: string;
  email: string;
  deletedAt: Date | null;
  householdId: string | null;
  ownerId: string | null;
}

/**
 * After `authenticate`: who is calling, from this service's own projection. A brand-new account
 * whose `user.registered` has not arrived yet is taken from its token's claims; a deleted account
 * (tombstoned by `user.deleted`) is refused even with an unexpired token.
 */
export function loadActor(database: Database): Middleware {
  const schema = schemaOf(database.dataSource);
  // The user and their household in one query: this runs on every request.
  const findActor = async (userId: string): Promise<ActorRow | undefined> => {
    const [row] = await database.manager.query(
      `SELECT u.id, u.name, u.email, u.deleted_at AS "deletedAt",
              m.household_id AS "householdId", h.owner_id AS "ownerId"
       FROM "${schema}".users u
       LEFT JOIN "${schema}".memberships m ON m.user_id = u.id
       LEFT JOIN "${schema}".households h ON h.id = m.household_id
       WHERE u.id = $1`,
      [userId],
    );
    return row;
  };
  return async (ctx, next) => {
    const auth = currentAuth(ctx);
    let row = await findActor(auth.userId);
    if (!row) {
      if (!auth.email) throw sessionExpired();
      await database.manager.query(
        `INSERT INTO "${schema}".users (id, name, email) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING`,
        [auth.userId, auth.name, auth.email.toLowerCase()],
      );
      row = await findActor(auth.userId);
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
