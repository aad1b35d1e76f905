import { randomUUID } from 'node:crypto';
import type { TokenSubject, Transaction, VerifiedToken } from '@hearth/service-kit';
import type { AuthDeps } from '../auth-deps';

/**
 * Sessions begin here and end here. A session is a signed token with its own id (`sid`); svc-auth
 * keeps no list of them. It ends them early in two ways, each recorded in its own tables and
 * announced so every service's verifier refuses them too (see service-kit ended-sessions.ts):
 * one session (logout), or every session of a user issued before a cutoff.
 */

/** A new session for the user: never issued before the user's cutoff, so it outlives it. */
export async function openSession(deps: AuthDeps, user: TokenSubject): Promise<string> {
  const validFrom = await deps.sessions.validFrom(user.id);
  const now = Math.floor(Date.now() / 1000);
  const issuedAt = validFrom ? Math.max(now, validFrom.getTime() / 1000) : now;
  return deps.keys.sign(user, { sessionId: randomUUID(), issuedAt });
}

/**
 * Ends every session of the user issued so far, here and (by the event) everywhere. Token times
 * are whole seconds, so the cutoff is a whole second after the newest a token can bear: now, or
 * the previous cutoff (`openSession` dates sessions opened since at it, which may be ahead of now).
 */
export async function endEverySession(deps: AuthDeps, tx: Transaction, userId: string): Promise<void> {
  const previous = await deps.sessions.validFrom(userId);
  const newest = Math.max(Math.floor(Date.now() / 1000), previous ? previous.getTime() / 1000 : 0);
  const validFrom = new Date((newest + 1) * 1000);
  await deps.sessions.endAllBefore(tx, userId, validFrom);
  tx.emit('user.sessions-ended', { userId, validFrom: validFrom.toISOString() });
}

/** 'Log out everywhere': every session of the user ends, on every service, before the answer. */
export async function endEverySessionOf(deps: AuthDeps, userId: string): Promise<void> {
  await deps.database.transaction((tx) => endEverySession(deps, tx, userId));
  await deps.database.published();
}

/** Ends the caller's own session (logout on one device); the user's other sessions go on. */
export async function endThisSession(deps: AuthDeps, auth: VerifiedToken): Promise<void> {
  const { sessionId, expiresAt } = auth;
  await deps.database.transaction(async (tx) => {
    if (!sessionId || !expiresAt) {
      // A token from before sessions had ids: only a cutoff can end it.
      await endEverySession(deps, tx, auth.userId);
      return;
    }
    const session = { userId: auth.userId, sessionId, expiresAt: new Date(expiresAt * 1000) };
    await deps.sessions.endOne(tx, session);
    tx.emit('session.ended', { ...session, expiresAt: session.expiresAt.toISOString() });
  });
  await deps.database.published();
}
