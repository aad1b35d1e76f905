// `npm run test:e2e`: starts `npm run start:stack` on its own database, exchange, queues, data
// folder and free ports, runs the whole-system tests in e2e/ through its gateway, then removes all of it.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { repoDir, serviceFolders } from './workspaces.mjs';

const require = createRequire(import.meta.url);
const pgPath = require.resolve('pg', { paths: [path.join(repoDir, 'packages', 'service-kit')] });
const amqpPath = require.resolve('amqplib', { paths: [path.join(repoDir, 'packages', 'service-kit')] });
const { Client } = require(pgPath);
const amqp = require(amqpPath);

const run = `e2e_${process.pid}_${Date.now().toString(36)}`;
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const amqpUrl = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${run}` }).toString();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-e2e-'));
// The services the stack runs (svc-<name> folders), whose queues the run leaves behind.
const services = serviceFolders().map((folder) => folder.replace(/^svc-/, ''));

/** Ports the system has free now: each run gets its own, so two runs on one machine never collide. */
async function freePorts(count) {
  const servers = await Promise.all(
    Array.from({ length: count }, () => new Promise((resolve, reject) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => resolve(server)).on('error', reject);
    })),
  );
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}
const [gatewayPort, pagesPort, ...servicePorts] = await freePorts(services.length + 2);
// Recipe pages an import test serves itself (e2e/src/recipe-pages.ts): the only private address the stack may import from.
const pagesHost = `127.0.0.1:${pagesPort}`;
const port = process.env.E2E_PORT ?? String(gatewayPort);
// start-stack.mjs reads <NAME>_PORT for each service.
const servicePortEnv = Object.fromEntries(services.map((service, i) => [`${service.toUpperCase()}_PORT`, String(servicePorts[i])]));

async function dropDatabase() {
  const client = new Client({ connectionString: Object.assign(new URL(serverUrl), { pathname: '/postgres' }).toString() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${run}" WITH (FORCE)`);
  await client.end();
}

async function deleteBrokerObjects() {
  const connection = await amqp.connect(amqpUrl);
  const channel = await connection.createChannel();
  for (const service of services) {
    // The quorum queues the services use, and the classic ones of earlier versions (service-kit messaging/service-queues.ts).
    for (const suffix of ['.quorum', '.quorum.retry', '.quorum.dead', '', '.retry', '.dead']) await channel.deleteQueue(`${run}.${service}${suffix}`);
  }
  await channel.deleteExchange(`${run}.events`);
  await connection.close();
}

const stack = spawn(process.execPath, [path.join(repoDir, 'scripts', 'start-stack.mjs')], {
  cwd: repoDir,
  env: {
    ...process.env,
    ...servicePortEnv,
    PORT: port,
    DATABASE_URL: databaseUrl,
    AMQP_URL: amqpUrl,
    AMQP_EXCHANGE: `${run}.events`,
    AMQP_QUEUE_PREFIX: run,
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    IMPORT_ALLOWED_HOSTS: pagesHost,
    // Every test registers its people from this one address.
    REGISTRATIONS_PER_IP: '100000',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});

// Whatever the tests do, no service may log an error (pino level 50) or worse (60).
const errorLines = [];
let pending = '';
stack.stdout.on('data', (chunk) => {
  pending += chunk;
  const lines = pending.split('\n');
  pending = lines.pop();
  errorLines.push(...lines.filter((line) => /"level":(50|60)/.test(line)));
});

let status = 1;
try {
  await new Promise((resolve, reject) => {
    let output = '';
    stack.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      output += chunk;
      if (output.includes('Hearth stack is ready')) resolve();
    });
    stack.on('exit', (code) => reject(new Error(`the stack exited (${code}) before it was ready`)));
  });
  const jest = spawnSync('npx', ['jest', '-c', 'e2e/jest.config.js', ...process.argv.slice(2)], {
    cwd: repoDir,
    stdio: 'inherit',
    env: { ...process.env, ...servicePortEnv, E2E_BASE_URL: `http://127.0.0.1:${port}`, E2E_DATA_DIR: dataDir, E2E_PAGES_HOST: pagesHost, REGISTRATIONS_PER_IP: '100000' },
  });
  status = jest.status ?? 1;
  if (errorLines.length > 0) {
    console.error(`The stack logged ${errorLines.length} error line(s) during the tests:\n${errorLines.slice(0, 20).join('\n')}`);
    status = 1;
  }
} catch (error) {
  console.error(error.message);
} finally {
  stack.removeAllListeners('exit');
  if (stack.exitCode === null) {
    stack.kill('SIGTERM');
    await new Promise((resolve) => stack.on('exit', resolve));
  }
  await dropDatabase().catch((error) => console.error('could not drop the e2e database:', error.message));
  await deleteBrokerObjects().catch((error) => console.error('could not delete the e2e broker objects:', error.message));
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(status);
