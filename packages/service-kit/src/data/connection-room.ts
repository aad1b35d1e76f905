import type { DataSource } from 'typeorm';
import type { Logger } from 'pino';

export interface ConnectionRoom {
  /** The server's `max_connections` less its connections kept for superusers. */
  usable: number;
  /** Connections open on the server now, this replica's included. */
  open: number;
}

/** What the PostgreSQL server can still take, read on a connection of `dataSource`. */
export async function connectionRoom(dataSource: DataSource): Promise<ConnectionRoom> {
  const [row] = (await dataSource.query(
    `SELECT current_setting('max_connections')::int - current_setting('superuser_reserved_connections')::int AS usable,
            (SELECT count(*) FROM pg_stat_activity WHERE backend_type = 'client backend')::int AS open`,
  )) as ConnectionRoom[];
  return row!;
}

export const poolTooLarge = (poolSize: number, usable: number) =>
  `DATABASE_POOL_SIZE is ${poolSize}, more than the ${usable} connections PostgreSQL allows (max_connections less its reserved ones): lower it, or raise max_connections`;

/**
 * Checked as a replica starts: a pool larger than the whole server can never fill and is refused;
 * one larger than the room left (other replicas, other services) is started with a warning that
 * says which setting to change, since the replicas that hold that room may be about to go.
 */
export async function checkConnectionRoom(dataSource: DataSource, poolSize: number, logger: Logger): Promise<void> {
  const { usable, open } = await connectionRoom(dataSource);
  if (poolSize > usable) throw new Error(poolTooLarge(poolSize, usable));
  // This replica has one or two connections open already: its relay's and the one asking.
  const left = usable - open;
  if (poolSize > left + 2) {
    logger.warn(
      { poolSize, maxConnections: usable, open },
      'PostgreSQL may run out of connections: this replica may open more than the server has left; raise max_connections or lower DATABASE_POOL_SIZE',
    );
  }
}
