import { authOwnMessages, type LoginBody, type Session } from '@hearth/contracts/auth';
import { unauthorized } from '@hearth/service-kit';
import type { AuthDeps } from '../auth-deps';
import type { ClientAddress } from '../rate-limit/auth-limits';
import { verifyAgainstDecoy, verifyPassword } from '../users/passwords';
import { presentUser } from '../users/present-user';
import { openSession } from './session-lifecycle';
import { UserEntity } from '../users/user.entity';

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

  const user = await deps.database.manager.findOneBy(UserEntity, { email: input.email });
  const valid = user ? await verifyPassword(user.passwordHash, input.password, clientIp) : await verifyAgainstDecoy(input.password, clientIp);
  if (!user || !valid) {
    await limiter.hit(limits.loginFailuresPerEmail, emailHere);
    await limiter.hit(limits.loginFailuresPerEmailAnywhere, input.email);
    await limiter.hit(limits.loginFailuresPerIp, clientIp);
    throw unauthorized(authOwnMessages.invalidCredentials);
  }
  return { token: await openSession(deps, user), user: presentUser(user) };
}
