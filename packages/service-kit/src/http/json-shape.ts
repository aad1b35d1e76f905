import type { Middleware } from 'koa';
import { badRequest } from './errors';

/** No request of Hearth's nests deeper than this (a recipe body is 3 levels); deeper is refused. */
export const MAX_JSON_DEPTH = 32;

/**
 * Visits every string (keys included) of a parsed JSON value without recursion, so a body of
 * 20,000 nested arrays cannot overflow the stack; answers whether `test` held for one of them.
 */
function someString(value: unknown, test: (text: string) => boolean): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (test(next)) return true;
    } else if (Array.isArray(next)) {
      pending.push(...next);
    } else if (next !== null && typeof next === 'object') {
      for (const [key, inner] of Object.entries(next)) {
        if (test(key)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/** PostgreSQL text cannot hold a NUL character: input carrying one is refused before the database sees it. */
export const containsNul = (value: unknown): boolean => someString(value, (text) => text.includes('\u0000'));

/** How deep a parsed JSON value nests (a scalar is 0), counted without recursion. */
export function jsonDepth(value: unknown): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [next, depth] = pending.pop()!;
    if (next === null || typeof next !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > MAX_JSON_DEPTH) return deepest;
    for (const inner of Array.isArray(next) ? next : Object.values(next)) pending.push([inner, depth + 1]);
  }
  return deepest;
}

/** After the body parser: a body nested deeper than any request of Hearth's is a 400, not work for a validator. */
export const refuseDeepJson: Middleware = async (ctx, next) => {
  if (jsonDepth((ctx.request as { body?: unknown }).body) > MAX_JSON_DEPTH) throw badRequest('Request body is nested too deeply');
  await next();
};
