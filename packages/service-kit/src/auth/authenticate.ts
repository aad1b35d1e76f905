import type { Context, Middleware } from 'koa';
import { readOnlyToken, sessionRequired } from './api-tokens';
import { sessionExpired, type TokenVerifier, type VerifiedToken } from './token-verifier';
import { unauthorized } from '../http/errors';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function bearerToken(ctx: Context): string | undefined {
  const header = ctx.get('Authorization');
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** A read-only API token may read and nothing else, on every service. */
function assertScope(ctx: Context, auth: VerifiedToken): void {
  if (auth.scope === 'read' && !READ_METHODS.has(ctx.method)) throw readOnlyToken();
}

/** Requires a valid bearer token; the verified identity goes to `ctx.state.auth`. */
export function authenticate(verifier: TokenVerifier): Middleware {
  return async (ctx, next) => {
    const token = bearerToken(ctx);
    if (!token) throw unauthorized('Authentication required');
    ctx.state.auth = await verifier.verify(token);
    assertScope(ctx, ctx.state.auth);
    await next();
  };
}

/** Like `authenticate`, but a request without a token passes as a guest. */
export function authenticateOptional(verifier: TokenVerifier): Middleware {
  return async (ctx, next) => {
    const token = bearerToken(ctx);
    if (token) {
      ctx.state.auth = await verifier.verify(token);
      assertScope(ctx, ctx.state.auth);
    }
    await next();
  };
}

/**
 * After `authenticate`: only a signed-in session passes. Managing API tokens, the password, the
 * e-mail and the account stays with the person, never with a program holding a token.
 */
export const requireSession: Middleware = async (ctx, next) => {
  if (currentAuth(ctx).kind !== 'session') throw sessionRequired();
  await next();
};

export function currentAuth(ctx: Context): VerifiedToken {
  const auth = ctx.state.auth as VerifiedToken | undefined;
  if (!auth) throw sessionExpired();
  return auth;
}

export function currentUserId(ctx: Context): string {
  return currentAuth(ctx).userId;
}
