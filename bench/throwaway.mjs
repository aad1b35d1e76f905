// The bench's own PostgreSQL database and RabbitMQ objects, as scripts/test-e2e.mjs makes them:
// a uniquely named database created next to the others and dropped WITH (FORCE) afterwards, and
// the exchange and svc-auth's queues deleted afterwards, so a run leaves nothing behind.
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoDir } from '../scripts/build.mjs';

// pg and amqplib are the workspace's, resolved where the services find them.
const require = createRequire(path.join(repoDir, 'packages', 'service-kit', 'package.json'));
const { Client } = require('pg');
const amqp = require('amqplib');

function adminUrl(serverUrl) {
  return Object.assign(new URL(serverUrl), { pathname: '/postgres' }).toString();
}

async function withAdmin(serverUrl, work) {
  const client = new Client({ connectionString: adminUrl(serverUrl) });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** Creates database `name` on the server of `serverUrl`; returns the URL that reaches it. */
export async function createDatabase(serverUrl, name) {
  await withAdmin(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  return Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
}

export async function dropDatabase(serverUrl, name) {
  await withAdmin(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/** Deletes the exchange and each queue with its .retry and .dead companions (missing ones are fine). */
export async function deleteBrokerObjects(amqpUrl, exchange, queues) {
  const connection = await amqp.connect(amqpUrl);
  try {
    const channel = await connection.createChannel();
    for (const queue of queues) {
      // The quorum queues the services use, and the classic ones of earlier versions (service-kit messaging/service-queues.ts).
      for (const suffix of ['.quorum', '.quorum.retry', '.quorum.dead', '', '.retry', '.dead']) await channel.deleteQueue(`${queue}${suffix}`);
    }
    await channel.deleteExchange(exchange);
  } finally {
    await connection.close();
  }
}

/**
 * ANALYZE of every table in the database, as autovacuum would do after bulk changes. Returns
 * whether the server's autovacuum is on (the CI server's is off: without this, statistics taken
 * when a table was tiny steer the planner to sequential scans once it is large).
 */
export async function analyzeDatabase(databaseUrl) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('ANALYZE');
    return (await client.query('SHOW autovacuum')).rows[0].autovacuum === 'on';
  } finally {
    await client.end();
  }
}
