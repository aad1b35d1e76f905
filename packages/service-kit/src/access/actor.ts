import type { Context, Middleware } from 'koa';
import { currentAuth } from '../auth/authenticate';
import { sessionExpired, type VerifiedToken } from '../auth/token-verifier';
import { confirmedHousehold, type MembershipLookup } from './membership-check';

/** The signed-in caller, in every service: who they are and the household they act in now. */
export interface Actor {
  id: string;
  name: string;
  householdId: string | null;
}

/** What a service knows of a caller from its own tables, or that the account is deleted. */
export type Caller = { name: string; householdId: string | null } | 'deleted';

export interface LoadActorOptions {
  /**
   * The caller as this service's tables know them: svc-household from its households, the others
   * from their membership projection (membership-projection.ts). An account not announced yet is
   * taken from its token's claims; a deleted one answers 'deleted'. `ctx` is there for a service
   * that keeps more of what it read for the handler (svc-auth's whole user row).
   */
  findCaller(auth: VerifiedToken, ctx: Context): Promise<Caller>;
  /** svc-household's word before a write (membership-check.ts); none where this service is svc-household. */
  membership?: MembershipLookup;
}

/**
 * After `authenticate` (or `authenticateOptional`, when a guest passes with no actor): who is
 * calling, read on every request, so a member removed from a household loses access at once. A
 * deleted account is refused even with an unexpired token.
 */
export function loadActor(options: LoadActorOptions): Middleware {
  return async (ctx, next) => {
    if (!ctx.state.auth) return next();
    const auth = currentAuth(ctx);
    const caller = await options.findCaller(auth, ctx);
    if (caller === 'deleted') throw sessionExpired();
    const actor: Actor = { id: auth.userId, name: caller.name, householdId: await confirmedHousehold(ctx, caller.householdId, options.membership) };
    ctx.state.actor = actor;
    await next();
  };
}

/** The caller, or null for a guest. */
export function actorOf(ctx: Context): Actor | null {
  return (ctx.state.actor as Actor | undefined) ?? null;
}

/** The caller on a signed-in route (`authenticate` and `loadActor` ran first). */
export function signedInActor(ctx: Context): Actor {
  const actor = actorOf(ctx);
  if (!actor) throw sessionExpired();
  return actor;
}
