import pg from 'pg';

const ANSWER_TIMEOUT = 'Query read timeout';

/**
 * The pools' client. node-postgres answers a statement whose answer never came (query_timeout)
 * with an error but keeps the connection, still waiting for that answer, so the pool would hand
 * out a connection every later statement queues behind for ever. This client closes such a
 * connection instead: the pool then opens a fresh one when the database answers again.
 */
export class PoolClient extends pg.Client {
  override query(...args: unknown[]): never {
    const result = (super.query as (...a: unknown[]) => unknown).apply(this, args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if ((error as Error | undefined)?.message === ANSWER_TIMEOUT) this.dropConnection();
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
