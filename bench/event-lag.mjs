// Event lag for the soak, read from the messaging tables every service keeps in its own schema
// (packages/service-kit/src/data/messaging-tables.ts): from the producer's outbox row
// (`created_at`, its transaction's start: the change and the row commit together) to the
// consumer's inbox row (`processed_at`, the start of the transaction that applies it), joined on
// the event id. One delivery per consumer. Both clocks are the one PostgreSQL server's.
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoDir } from '../scripts/build.mjs';

const require = createRequire(path.join(repoDir, 'packages', 'service-kit', 'package.json'));
const { Client } = require('pg');

async function withClient(databaseUrl, work) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The database server's clock now (the lag window starts there). */
export function databaseNow(databaseUrl) {
  return withClient(databaseUrl, async (client) => (await client.query('SELECT now() AS now')).rows[0].now);
}

/** The PostgreSQL backends serving this database, but the one asking. */
export function backendPidsOf(databaseUrl) {
  return () =>
    withClient(databaseUrl, async (client) =>
      (await client.query('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()')).rows.map((row) => row.pid),
    );
}

async function messagingSchemas(client) {
  const { rows } = await client.query(
    `SELECT table_schema AS schema, array_agg(table_name::text) AS tables FROM information_schema.tables
     WHERE table_name IN ('outbox', 'inbox') GROUP BY table_schema ORDER BY table_schema`,
  );
  const quote = (name) => `"${name.replace(/"/g, '""')}"`;
  return {
    outboxes: rows.filter((r) => r.tables.includes('outbox')).map((r) => `SELECT event_id, type, created_at, published_at, '${r.schema}' AS producer FROM ${quote(r.schema)}.outbox`),
    inboxes: rows.filter((r) => r.tables.includes('inbox')).map((r) => `SELECT event_id, processed_at, '${r.schema}' AS consumer FROM ${quote(r.schema)}.inbox`),
  };
}

/** Waits until every outbox row is published and no inbox has grown for `quietMs` (at most `timeoutMs`). */
export async function waitForEventsToSettle(databaseUrl, { quietMs = 2_000, timeoutMs = 60_000 } = {}) {
  return withClient(databaseUrl, async (client) => {
    const { outboxes, inboxes } = await messagingSchemas(client);
    const probe = `SELECT (SELECT count(*) FROM (${outboxes.join(' UNION ALL ')}) o WHERE published_at IS NULL)::int AS unpublished,
                          (SELECT count(*) FROM (${inboxes.join(' UNION ALL ')}) i)::int AS applied`;
    const deadline = Date.now() + timeoutMs;
    let last = -1;
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      const [{ unpublished, applied }] = (await client.query(probe)).rows;
      if (applied !== last) {
        last = applied;
        quietSince = Date.now();
      }
      if (unpublished === 0 && Date.now() - quietSince >= quietMs) return true;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return false;
  });
}

/**
 * Lag of every delivery of an event written since `since`: p50/p99/max overall and per event type
 * and consumer; events never published; and events a consumer took other events of the same type
 * from, yet not this one, by the end (`missing`).
 */
export async function measureEventLag(databaseUrl, since) {
  return withClient(databaseUrl, async (client) => {
    const { outboxes, inboxes } = await messagingSchemas(client);
    const window = `o AS (SELECT * FROM (${outboxes.join(' UNION ALL ')}) all_o WHERE created_at >= $1),
      i AS (${inboxes.join(' UNION ALL ')}),
      d AS (SELECT o.type, o.producer, i.consumer, extract(epoch FROM i.processed_at - o.created_at) * 1000 AS ms FROM o JOIN i USING (event_id))`;
    const stats = `count(*)::int AS deliveries,
      percentile_disc(0.5) WITHIN GROUP (ORDER BY ms) AS p50, percentile_disc(0.99) WITHIN GROUP (ORDER BY ms) AS p99, max(ms) AS max`;
    const [overall] = (await client.query(`WITH ${window} SELECT ${stats} FROM d`, [since])).rows;
    const byRoute = (await client.query(`WITH ${window} SELECT type, producer, consumer, ${stats} FROM d GROUP BY 1, 2, 3 ORDER BY 4 DESC, 1, 3`, [since])).rows;
    const [{ events, unpublished }] = (
      await client.query(`WITH ${window} SELECT count(*)::int AS events, count(*) FILTER (WHERE published_at IS NULL)::int AS unpublished FROM o`, [since])
    ).rows;
    const [{ missing }] = (
      await client.query(
        `WITH ${window}, routes AS (SELECT DISTINCT type, consumer FROM d)
         SELECT count(*)::int AS missing FROM o JOIN routes r USING (type)
         WHERE NOT EXISTS (SELECT 1 FROM i WHERE i.event_id = o.event_id AND i.consumer = r.consumer)`,
        [since],
      )
    ).rows;
    const round = (value) => (value === null ? null : Math.round(Number(value) * 10) / 10);
    const figures = (row) => ({ deliveries: row.deliveries, p50Ms: round(row.p50), p99Ms: round(row.p99), maxMs: round(row.max) });
    return {
      events,
      unpublished,
      missing,
      ...figures(overall),
      byRoute: byRoute.map((row) => ({ type: row.type, producer: row.producer, consumer: row.consumer, ...figures(row) })),
    };
  });
}
