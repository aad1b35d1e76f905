import type { Context, Middleware } from 'koa';
import { sessionExpired, type TokenVerifier, type VerifiedToken } from './token-verifier';
import { unauthorized } from '../http/errors';

function bearerToken(ctx: Context): string | undefined {
  const header = ctx.get('Authorization');
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** Requires a valid bearer token; the verified identity goes to `ctx.state.auth`. */
export function authenticate(verifier: TokenVerifier): Middleware {
  return async (ctx, next) => {
    const token = bearerToken(ctx);
    if (!token) throw unauthorized('Authentication required');
    ctx.state.auth = await verifier.verify(token);
    await next();
  };
}

/** Like `authenticate`, but a request without a token passes as a guest. */
export function authenticateOptional(verifier: TokenVerifier): Middleware {
  return async (ctx, next) => {
    const token = bearerToken(ctx);
    if (token) ctx.state.auth = await verifier.verify(token);
    await next();
  };
}

export function currentAuth(ctx: Context): VerifiedToken {
  const auth = ctx.state.auth as VerifiedToken | undefined;
  if (!auth) throw sessionExpired();
  return auth;
}

export function currentUserId(ctx: Context): string {
  return currentAuth(ctx).userId;
}
