import { createHash } from 'node:crypto';
import type { Middleware } from 'koa';

/**
 * Reads answer with an ETag (a hash of their JSON) and a caller that already holds that answer,
 * and says so with If-None-Match, gets 304 with no body: a page asking again for a list that has
 * not changed moves a few hundred bytes instead of the list. The JSON is written here, once, for
 * the hash and the answer both. Answers that name their own ETag (pictures) are left as they are.
 * A header that is part of the answer (a page's `X-Total-Count`) is hashed with it: a 304 keeps
 * the caller's copy, headers and all.
 */
const ANSWER_HEADERS = ['X-Total-Count'];

export const conditionalGet: Middleware = async (ctx, next) => {
  await next();
  if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.status !== 200 || ctx.response.get('ETag')) return;
  const body: unknown = ctx.body;
  if (body === null || typeof body !== 'object' || Buffer.isBuffer(body) || typeof (body as { pipe?: unknown }).pipe === 'function') return;
  const json = JSON.stringify(body);
  ctx.body = json;
  ctx.type = 'application/json';
  const hash = createHash('sha1').update(json);
  for (const name of ANSWER_HEADERS) {
    const value = ctx.response.get(name);
    if (value) hash.update(`\n${name}: ${value}`);
  }
  ctx.etag = `W/"${hash.digest('base64url')}"`;
  if (ctx.fresh) ctx.status = 304;
};
