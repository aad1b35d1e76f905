import { authOwnMessages, type LoginBody, type MessageAnswer, type Session, type User } from '@hearth/contracts/auth';
import { unauthorized, type Actor, type VerifiedToken } from '@hearth/service-kit';
import type { AuthDeps } from '../auth-deps';
import type { ClientAddress } from '../rate-limit/auth-limits';
import { verifyAgainstDecoy, verifyPassword } from '../users/passwords';
import { presentUser } from '../users/present-user';
import { findUserByEmail, type UserRow } from '../users/user-queries';
import { endEverySessionOf, endThisSession, openSession } from './session-lifecycle';

/**
 * Signs a user in. Failed attempts count against the e-mail from this address, the e-mail from
 * anywhere and the address (see AuthLimits); once one is over its limit, attempts it covers are
 * refused until the window ends.
 */
export async function login(deps: AuthDeps, { clientIp, ...input }: LoginBody & ClientAddress): Promise<Session> {
  const { limiter, limits } = deps;
  const emailHere = `${input.email} ${clientIp}`;
  await limiter.assertAllowed(limits.loginFailuresPerEmail, emailHere);
  await limiter.assertAllowed(limits.loginFailuresPerEmailAnywhere, input.email);
  await limiter.assertAllowed(limits.loginFailuresPerIp, clientIp);

  const user = await findUserByEmail(deps.database.manager, input.email);
  const valid = user ? await verifyPassword(user.passwordHash, input.password, clientIp) : await verifyAgainstDecoy(input.password, clientIp);
  if (!user || !valid) {
    await limiter.hit(limits.loginFailuresPerEmail, emailHere);
    await limiter.hit(limits.loginFailuresPerEmailAnywhere, input.email);
    await limiter.hit(limits.loginFailuresPerIp, clientIp);
    throw unauthorized(authOwnMessages.invalidCredentials);
  }
  return { token: await openSession(deps, user), user: presentUser(user) };
}

/** GET /auth/me: the caller and their household, as read for the request (signedInUser). */
export function me(user: UserRow): User {
  return presentUser(user);
}

/** Logout on one device: the session in `token` ends. */
export async function logout(deps: AuthDeps, _actor: Actor, { token }: { token: VerifiedToken }): Promise<MessageAnswer> {
  await endThisSession(deps, token);
  return { message: 'Signed out' };
}

export async function logoutEverywhere(deps: AuthDeps, actor: Actor): Promise<MessageAnswer> {
  await endEverySessionOf(deps, actor.id);
  return { message: 'Signed out on every device' };
}
