import { currentAuth, sessionExpired, type Database } from '@hearth/service-kit';
import type { Context, Middleware } from 'koa';
import { UserEntity, type User } from '../users/user.entity';

/**
 * After `authenticate` (which refuses ended sessions): loads the token's user. A deleted account
 * no longer opens a session. API tokens outlive a password change (each is revoked on its own,
 * from the profile), not a reset, and they all go with the account.
 */
export function loadCurrentUser(database: Database): Middleware {
  return async (ctx, next) => {
    const auth = currentAuth(ctx);
    const user = await database.manager.findOneBy(UserEntity, { id: auth.userId });
    if (!user) throw sessionExpired();
    ctx.state.user = user;
    await next();
  };
}

export function currentUser(ctx: Context): User {
  return ctx.state.user as User;
}
