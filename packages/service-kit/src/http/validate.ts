import type { Context } from 'koa';
import type { z } from 'zod';
import { badRequest, notFound } from './errors';
import { containsNul } from './json-shape';

export { containsNul };

interface Schemas {
  body?: z.ZodType;
  params?: z.ZodType;
  query?: z.ZodType;
}

export type RouteContext = Context & { params?: Record<string, string> };

/** The field errors of a failed parse: the first message for each field, by dotted path. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    errors[field] ??= issue.message;
  }
  return errors;
}

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  if (containsNul(value)) throw badRequest('Text must not contain NUL characters');
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  throw badRequest(Object.values(errors)[0] ?? 'Invalid request', { errors });
}

/**
 * Path params: one that should be an id and is not (the contracts' `idParam`) names nothing, so
 * it is not found (404, with its message), as an id that does not exist; other failures are 400.
 */
function parseParams<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const badId = result.error.issues.find((issue) => issue.code === 'invalid_format' && issue.format === 'guid');
  if (badId) throw notFound(badId.message);
  return parse(schema, value);
}

/** An operation's params, query and body, each validated by its schema (400 on the first failure). */
export function parseInput<I>(schemas: Schemas, ctx: RouteContext): I {
  return {
    body: schemas.body ? parse(schemas.body, ctx.request.body ?? {}) : undefined,
    params: schemas.params ? parseParams(schemas.params, ctx.params ?? {}) : undefined,
    query: schemas.query ? parse(schemas.query, ctx.query) : undefined,
  } as I;
}
