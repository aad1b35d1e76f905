import type { Context, Middleware } from 'koa';
import type { z } from 'zod';
import { badRequest } from './errors';
import { containsNul } from './json-shape';

export { containsNul };

interface Schemas {
  body?: z.ZodType;
  params?: z.ZodType;
  query?: z.ZodType;
}

type Parsed<S extends Schemas> = {
  [K in keyof Schemas]-?: S[K] extends z.ZodType ? z.infer<S[K]> : undefined;
};

type RouteContext = Context & { params?: Record<string, string> };

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
 * A route handler that receives its body, params and query already validated by zod; bad input
 * is answered with 400, the first message as `message` and every field's message in `errors`.
 */
export function endpoint<S extends Schemas>(
  schemas: S,
  handler: (input: Parsed<S>, ctx: RouteContext) => Promise<void> | void,
): Middleware {
  return async (ctx) => {
    const routeCtx = ctx as RouteContext;
    const input = {
      body: schemas.body ? parse(schemas.body, ctx.request.body ?? {}) : undefined,
      params: schemas.params ? parse(schemas.params, routeCtx.params ?? {}) : undefined,
      query: schemas.query ? parse(schemas.query, ctx.query) : undefined,
    } as Parsed<S>;
    await handler(input, routeCtx);
  };
}
