import { createHash } from 'node:crypto';
import type { Middleware } from 'koa';

/**
 * Reads answer with an ETag (a hash of their JSON) and a caller that already holds that answer,
 * and says so with If-None-Match, gets 304 with no body: a page asking again for a list that has
 * not changed moves a few hundred bytes instead of the list. The JSON is written here, once, for
 * the hash and the answer both. Answers that name their own ETag (pictures) are left as they are.
 */
export const conditionalGet: Middleware = async (ctx, next) => {
  await next();
  if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.status !== 200 || ctx.response.get('ETag')) return;
  const body: unknown = ctx.body;
  if (body === null || typeof body !== 'object' || Buffer.isBuffer(body) || typeof (body as { pipe?: unknown }).pipe === 'function') return;
  const json = JSON.stringify(body);
  ctx.body = json;
  ctx.type = 'application/json';
  ctx.etag = `W/"${createHash('sha1').update(json).digest('base64url')}"`;
  if (ctx.fresh) ctx.status = 304;
};
