import type { AnswerOf, ApiAccess, ApiDescription, ApiOperation, ApiOperations, ValidInput } from '@hearth/contracts/operations';
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { parseInput, type RouteContext } from './validate';

/**
 * Serves one operation: gets its params, query and body validated by the operation's schemas, and
 * returns the body of the operation's success answer, sent with its status. One that answers with
 * no JSON (a file, a stream, a 204) writes `ctx` itself and returns nothing.
 */
export type OperationHandler<O extends ApiOperation> = (
  input: ValidInput<O>,
  ctx: RouteContext,
) => Promise<AnswerOf<O> | void> | AnswerOf<O> | void;

/** A handler with middleware of its own before it (a rate limit, an upload's parser). */
export interface GuardedHandler<O extends ApiOperation> {
  use: Middleware[];
  handle: OperationHandler<O>;
}

/** A handler for every operation of the table: the compiler refuses a table entry without one. */
export type OperationHandlers<T extends ApiOperations> = { [K in keyof T]: OperationHandler<T[K]> | GuardedHandler<T[K]> };

/** What each access needs before the handler: who is calling (`signed-in`, `session`, `optional`); none for `public`. */
export type AccessGuards = Partial<Record<ApiAccess, Middleware[]>>;

const successStatus = (operation: ApiOperation) => Number(Object.keys(operation.responses).find((status) => Number(status) < 300) ?? 200);

/**
 * Mounts a handler for each operation of the domain's table on `router`, at the operation's path
 * (the router's prefix taken off), behind the guards of its access. Validation failures answer 400
 * with every field's message.
 */
export function mountOperations<T extends ApiOperations>(
  router: Router,
  api: ApiDescription<T>,
  handlers: OperationHandlers<T>,
  guards: AccessGuards,
): void {
  const prefix = router.opts.prefix ?? '';
  for (const [name, operation] of Object.entries(api.operations) as [keyof T & string, T[keyof T]][]) {
    const handler = handlers[name];
    if (!handler) throw new Error(`${api.tag}: the operation ${name} has no handler`);
    const guard = operation.access === 'public' ? [] : guards[operation.access];
    if (!guard) throw new Error(`${api.tag}: no guard for '${operation.access}' access (${name})`);
    if (!operation.path.startsWith(prefix)) throw new Error(`${api.tag}: ${operation.path} is outside the router's ${prefix}`);
    const { use, handle } = typeof handler === 'function' ? { use: [], handle: handler } : handler;
    const status = successStatus(operation);
    const serve: Middleware = async (ctx) => {
      const answer = await handle(parseInput<ValidInput<T[keyof T]>>(operation, ctx as RouteContext), ctx as RouteContext);
      if (answer !== undefined) {
        ctx.status = status;
        ctx.body = answer;
      } else if (status === 204) ctx.status = 204;
    };
    router.register(operation.path.slice(prefix.length) || '/', [operation.method], [...guard, ...use, serve]);
  }
}

/**
 * Handlers for some operations of a table, typed by it: each resource's `*.routes.ts` declares its
 * own, and the service joins them into the `OperationHandlers` that `mountOperations` checks.
 */
export const handlersOf =
  <T extends ApiOperations>() =>
  <K extends keyof T>(handlers: Pick<OperationHandlers<T>, K>) =>
    handlers;
