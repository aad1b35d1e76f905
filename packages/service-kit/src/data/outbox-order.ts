/**
 * The order the outbox promises, and how it is kept without making writers wait for each other.
 *
 * A row's `sequence` is drawn at its INSERT, the transaction's last statement before COMMIT, and
 * transactions may commit in the other order than they drew: a relay reading by sequence could
 * publish 8 and, a moment later, 7. So a transaction draws only while holding the schema's outbox
 * lock SHARED (any number at once), until it ends; and the relay reads a batch only after taking
 * that lock EXCLUSIVE, which waits until every transaction that drew has committed or rolled back
 * (and holds new ones back for that instant). What it reads then is final: nothing below it can
 * still appear, and whatever draws next draws higher. So each schema's events are published in
 * sequence order, never one before a lower one that still commits.
 *
 * Sequence order is commit order for any two transactions of which one committed before the other
 * recorded its events: so for one that saw the other's change, or waited for a row it held. Only
 * two that overlapped and touched nothing in common may come out in the other order than they
 * committed. (Serialising the INSERT-to-COMMIT of every event writer would give strict commit
 * order, with one schema's commits flushed one at a time: a sixth of the throughput measured with
 * 16 writers, where this kept about half; docs/events.md has the numbers.)
 *
 * The lock is keyed on the schema's oid, which no other schema shares.
 */
const outboxLock = (schema: string) => `hashtext('hearth.outbox'), '${schema}'::regnamespace::oid::int`;

interface Queryable {
  query(query: string, parameters?: unknown[]): Promise<unknown>;
}

/**
 * Takes the schema's outbox lock (shared) until the transaction ends; call it just before
 * inserting outbox rows. `Database` does; so must a migration that writes them.
 */
export async function lockOutboxForWriting(transaction: Queryable, schema: string): Promise<void> {
  await transaction.query(`SELECT pg_advisory_xact_lock_shared(${outboxLock(schema)})`);
}

/**
 * The relay's read, as one round trip (statements the server runs back to back, so no pause on the
 * client's side can hold the writers up): the exclusive lock, then the first `limit` unpublished
 * rows, seen after it. The lock goes at the end of that implicit transaction. A writer holding the
 * lock longer than `waitMs` (a frozen client between its INSERT and its COMMIT) makes it fail with
 * a lock timeout instead of holding every writer behind it.
 */
export function settledOutboxRows(schema: string, limit: number, waitMs: number): string {
  return [
    `SET LOCAL lock_timeout = ${Math.round(waitMs)}`,
    `SELECT pg_advisory_xact_lock(${outboxLock(schema)})`,
    `SELECT sequence, envelope FROM "${schema}".outbox WHERE published_at IS NULL ORDER BY sequence LIMIT ${Math.round(limit)}`,
  ].join(';\n');
}

/** PostgreSQL's lock_not_available: the writers held the outbox lock longer than the relay waits. */
export const lockTimedOut = (error: unknown) => (error as { code?: string } | undefined)?.code === '55P03';
