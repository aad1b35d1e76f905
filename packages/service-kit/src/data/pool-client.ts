import { createHash } from 'node:crypto';
import pg from 'pg';

const ANSWER_TIMEOUT = 'Query read timeout';
/** PostgreSQL's word when a prepared statement's result columns changed under it (a migration). */
const RESULT_TYPE_CHANGED = 'cached plan must not change result type';

/**
 * Statements with parameters are prepared on each connection the first time it runs them, then
 * only bound and executed: PostgreSQL parses and analyses them once, and once it finds a plan that
 * does not depend on the values as cheap (after five runs) it stops planning them too. That was ~40 %
 * of a recipe page's PostgreSQL time (docs/performance.md). A service runs a few dozen statements
 * in all; the first `MAX_PREPARED` texts a process sees are prepared, any later one runs as before,
 * so no text built from varying parts can fill a connection's memory.
 */
export const MAX_PREPARED = 100;
const statementNames = new Map<string, string>();

/** The name `text` is prepared under on every connection, or undefined if it is not prepared. */
export function preparedName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < MAX_PREPARED) {
    name = `hearth_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * The pools' client.
 *
 * node-postgres answers a statement whose answer never came (query_timeout) with an error but
 * keeps the connection, still waiting for that answer, so the pool would hand out a connection
 * every later statement queues behind for ever. This client closes such a connection instead: the
 * pool then opens a fresh one when the database answers again. It does the same when a migration
 * changed the columns of a statement the connection had prepared, which that connection could
 * then never run again.
 */
export class PoolClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [text, values] = args;
    const name = typeof text === 'string' && Array.isArray(values) && values.length > 0 ? preparedName(text) : undefined;
    const call = name ? [{ name, text, values }, ...args.slice(2)] : args;
    const result = (super.query as (...a: unknown[]) => unknown).apply(this, call);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        const message = (error as Error | undefined)?.message;
        if (message === ANSWER_TIMEOUT || (name && message === RESULT_TYPE_CHANGED)) this.dropConnection();
      });
    }
    return result as never;
  }

  private dropConnection(): void {
    const client = this as unknown as { _queryable: boolean; connection: { stream: { destroy(): void } } };
    // At once, before the caller hands the client back: the pool then discards it rather than idling it.
    client._queryable = false;
    client.connection.stream.destroy();
  }
}
