// `npm run bench`: how much the gateway path costs. Measures, through the project's nginx gateway on
// loopback, a bare Koa "hello" route (the baseline), GET /api/auth/me with a valid token, and
// POST /api/auth/login, each for BENCH_SECONDS (default 10) with BENCH_CONNECTIONS (default 20)
// after a short warm-up, and reports req/s, p50/p99 latency, non-2xx and the ratio to the baseline.
// Everything runs on its own throwaway database, exchange, queues, ports and temp folder (as
// scripts/test-e2e.mjs does), and is removed again even when the run fails or is interrupted.
// First, while the machine is quiet, the embedded mode's footprint (bench/embedded-footprint.mjs):
// `npm start`'s time to its first answer and its idle memory after BENCH_IDLE_SECONDS (30).
// Then the recipes list (bench/recipes-bench.mjs): svc-recipes behind the same gateway, seeded
// (bench/seed-recipes.mjs) to each size of BENCH_RECIPES (default 10000,100000) in turn, its first
// page, two searches and a category, as a signed-in member of a seeded household; and the time
// from uploading a 3000x2000 JPEG to the image being ready (median of BENCH_UPLOADS, default 5).
import { spawnSync } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, repoDir } from '../scripts/build.mjs';
import { formatFootprint, measureEmbeddedFootprint } from './embedded-footprint.mjs';
import { freePorts, startChild, stopChild, waitForHttp } from './processes.mjs';
import { formatRecipeSummary, measureUploadToReady, recipeSizes, recipeTargets, seedForBench, tokenSubject } from './recipes-bench.mjs';
import { formatTable, summarize, withRatios, writeResults } from './report.mjs';
import { createDatabase, deleteBrokerObjects, dropDatabase } from './throwaway.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const benchDir = path.dirname(fileURLToPath(import.meta.url));
const env = process.env;

function positiveNumber(name, fallback) {
  const value = Number(env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not "${env[name]}"`);
  return value;
}

const seconds = positiveNumber('BENCH_SECONDS', 10);
const connections = Math.round(positiveNumber('BENCH_CONNECTIONS', 20));
const warmupSeconds = positiveNumber('BENCH_WARMUP_SECONDS', 2);
const recipeCounts = recipeSizes(env.BENCH_RECIPES);
const uploads = Math.round(positiveNumber('BENCH_UPLOADS', 5));
const serverUrl = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const amqpUrl = env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const nginxCommand = env.NGINX ?? 'nginx';
const run = `bench_${process.pid}_${Date.now().toString(36)}`;
const resultsFile = path.join(benchDir, 'results', 'latest.json');
// High enough that neither nginx's per-address limit nor svc-auth's failure counters turn the
// login benchmark into 429s: the bench measures the work of a sign-in, not the limiter.
const signInRate = '100000r/s';
const loginFailureLimit = '1000000';
/** Below this many completed requests a run's figures are flagged as resting on too few samples. */
const FEW_REQUESTS = 100;

/** Undo steps, run last-in first-out in `finally`. */
const cleanups = [];
let interrupted = false;
let measuring;

function onSignal(signal) {
  if (interrupted) {
    console.error(`${signal} again: exiting without cleaning up (database ${run} and its broker objects may remain)`);
    process.exit(130);
  }
  interrupted = true;
  console.error(`${signal}: stopping and cleaning up...`);
  measuring?.stop();
}
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);

function checkInterrupted() {
  if (interrupted) throw new Error('interrupted');
}

function machine() {
  const nginx = spawnSync(nginxCommand, ['-v'], { encoding: 'utf8' });
  return {
    cores: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model?.trim() ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    /** 1-minute load average when the run started: other work on the machine skews every figure. */
    loadAverageAtStart: Number(os.loadavg()[0].toFixed(2)),
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    nginx: (nginx.stderr || nginx.stdout || '').trim().replace(/^nginx version:\s*/, '') || 'unknown',
    autocannon: require('autocannon/package.json').version,
  };
}

async function post(url, body) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${new URL(url).pathname} answered ${response.status}: ${text}`);
  return JSON.parse(text);
}

/**
 * One autocannon run, stoppable by SIGINT. autocannon ends a run by dropping its connections, but
 * the service still finishes the requests it had (a login's argon2 check cannot be cancelled), so
 * the run then sends one more request and waits for it: it queues behind that leftover work, and
 * the next run starts on an idle service instead of paying for this one's tail.
 */
async function load(baseUrl, target, duration) {
  measuring = autocannon({ url: `${baseUrl}${target.path}`, connections, duration, ...target.options });
  const errorKinds = {};
  measuring.on('reqError', (error) => {
    const kind = error.code ?? error.message;
    errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
  });
  let result;
  try {
    result = { ...(await measuring), errorKinds };
  } finally {
    measuring = undefined;
  }
  if (interrupted) return result;
  const { method = 'GET', headers, body } = target.options;
  await fetch(`${baseUrl}${target.path}`, { method, headers, body, signal: AbortSignal.timeout(120_000) }).then((r) => r.arrayBuffer());
  return result;
}

async function main() {
  const host = machine();
  console.log('Hearth gateway benchmark');
  console.log(`  Loopback only (127.0.0.1) on this machine: the numbers describe this machine, not production.`);
  console.log(`  ${host.cores} cores (${host.cpuModel}), ${host.memoryGiB} GiB, ${host.platform}`);
  console.log(`  Node ${host.node}, nginx ${host.nginx}, autocannon ${host.autocannon}`);
  console.log(`  The load generator, nginx, svc-auth, svc-recipes, the hello app and PostgreSQL all share these ${host.cores} cores.`);
  console.log(`  Load average (1 min) at start: ${host.loadAverageAtStart}; anything else running skews the figures.`);
  console.log(`  Each route: ${warmupSeconds} s warm-up, then ${seconds} s measured, ${connections} connections.\n`);

  build({ staleOnly: true });
  checkInterrupted();
  // BENCH_FOOTPRINT=0 leaves it out (a shorter run while working on the gateway or the services).
  const embedded = env.BENCH_FOOTPRINT === '0' ? null : await measureEmbeddedFootprint({ idleSeconds: positiveNumber('BENCH_IDLE_SECONDS', 30) });
  if (embedded) console.log(`${formatFootprint(embedded)}\n`);
  checkInterrupted();
  const gateway = require(path.join(repoDir, 'gateway', 'dist', 'index.js'));

  const tempDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-bench-'));
  // nginx's workers (an unprivileged account when started as root) buffer large upload bodies in it.
  await chmod(tempDir, 0o755);
  cleanups.push(['remove the temp folder', () => rm(tempDir, { recursive: true, force: true })]);
  const dataDir = path.join(tempDir, 'data');
  const runtimeDir = path.join(tempDir, 'nginx');

  const databaseUrl = await createDatabase(serverUrl, run);
  cleanups.push([`drop database ${run}`, () => dropDatabase(serverUrl, run)]);
  const exchange = `${run}.events`;
  // Registered before svc-auth starts, so it runs after svc-auth has stopped (it declares them).
  cleanups.push([
    `delete exchange ${exchange} and queues ${run}.auth*, ${run}.recipes*`,
    () => deleteBrokerObjects(amqpUrl, exchange, [`${run}.auth`, `${run}.recipes`]),
  ]);
  checkInterrupted();

  const [authPort, recipesPort, helloPort, gatewayPort] = await freePorts(4);
  const baseUrl = `http://127.0.0.1:${gatewayPort}`;

  const auth = startChild('svc-auth', process.execPath, [path.join(repoDir, 'svc-auth', 'dist', 'main.js')], {
    PORT: String(authPort),
    DATABASE_URL: databaseUrl,
    AMQP_URL: amqpUrl,
    AMQP_EXCHANGE: exchange,
    AMQP_QUEUE_PREFIX: run,
    DATA_DIR: dataDir,
    JWT_KEY_FILE: path.join(dataDir, 'keys', 'jwt.pem'),
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
    LOGIN_FAILURES_PER_IP: loginFailureLimit,
    LOGIN_FAILURES_PER_EMAIL: loginFailureLimit,
  });
  cleanups.push(['stop svc-auth', () => stopChild(auth)]);

  // svc-recipes on the same database (its own schema) and exchange; its household projection is
  // filled by the seeding step, not by svc-household (which this bench does not start).
  const recipes = startChild('svc-recipes', process.execPath, [path.join(repoDir, 'svc-recipes', 'dist', 'main.js')], {
    PORT: String(recipesPort),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    AMQP_URL: amqpUrl,
    AMQP_EXCHANGE: exchange,
    AMQP_QUEUE_PREFIX: run,
    DATA_DIR: dataDir,
    AUTH_JWKS_URL: `http://127.0.0.1:${authPort}/api/auth/.well-known/jwks.json`,
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
  });
  cleanups.push(['stop svc-recipes', () => stopChild(recipes)]);

  const hello = startChild('hello', process.execPath, [path.join(benchDir, 'hello-server.mjs')], { PORT: String(helloPort) });
  cleanups.push(['stop the hello app', () => stopChild(hello)]);

  // The project's route table and renderer, plus the hello app as one more service: its requests
  // take the same path as the real ones (proxy.conf, keepalive upstream, headers, access log).
  const table = gateway.loadRouteTable();
  const benchTable = { ...table, services: [...table.services, { name: 'hello', port: helloPort, prefixes: ['/api/hello'] }] };
  const ports = { auth: authPort, recipes: recipesPort, hello: helloPort };
  const files = await gateway.renderNginxConfig(
    benchTable,
    gateway.localStackEnvironment({
      repoDir,
      runtimeDir,
      listen: `127.0.0.1:${gatewayPort}`,
      portOf: (name) => ports[name] ?? table.services.find((service) => service.name === name).port,
      signInRate,
    }),
  );
  await gateway.writeNginxConfig(runtimeDir, files);
  const nginx = startChild('nginx', nginxCommand, ['-p', runtimeDir, '-c', 'nginx.conf', '-g', 'daemon off;'], {});
  cleanups.push(['stop nginx', () => stopChild(nginx)]);

  await waitForHttp(`http://127.0.0.1:${authPort}/readyz`, auth);
  await waitForHttp(`http://127.0.0.1:${recipesPort}/readyz`, recipes);
  await waitForHttp(`http://127.0.0.1:${helloPort}/api/hello`, hello);
  await waitForHttp(`${baseUrl}/api/hello`, nginx);
  await waitForHttp(`${baseUrl}/api/auth/.well-known/jwks.json`, nginx);
  checkInterrupted();

  const credentials = { email: `${run}@bench.example.com`, password: 'bench-password-1' };
  const { token } = await post(`${baseUrl}/api/auth/register`, { name: 'Bench User', ...credentials });
  await post(`${baseUrl}/api/auth/login`, credentials);
  const me = await fetch(`${baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
  if (!me.ok) throw new Error(`GET /api/auth/me answered ${me.status} with the new user's token`);

  const targets = [
    { name: 'hello', request: 'GET /api/hello (bare Koa)', path: '/api/hello', options: {} },
    { name: 'me', request: 'GET /api/auth/me', path: '/api/auth/me', options: { headers: { authorization: `Bearer ${token}` } } },
    {
      name: 'login',
      request: 'POST /api/auth/login',
      path: '/api/auth/login',
      options: { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(credentials) },
    },
  ];
  const runs = [];
  const measure = async (target) => {
    process.stdout.write(`${target.request}: warm-up ${warmupSeconds} s... `);
    await load(baseUrl, target, warmupSeconds);
    checkInterrupted();
    process.stdout.write(`measuring ${seconds} s... `);
    const result = summarize(target.name, target.request, await load(baseUrl, target, seconds));
    checkInterrupted();
    console.log(`${result.requestsPerSecond.toFixed(1)} req/s`);
    runs.push(target.recipes ? { ...result, recipes: target.recipes } : result);
  };
  for (const target of targets) await measure(target);

  const seeding = [];
  let category;
  for (const count of recipeCounts) {
    process.stdout.write(`Seeding ${count.toLocaleString('en-US')} recipes... `);
    const seeded = await seedForBench(databaseUrl, count, tokenSubject(token));
    category = seeded.category;
    seeding.push(seeded);
    console.log(`${seeded.added.toLocaleString('en-US')} added in ${seeded.seconds.toFixed(1)} s; searches match ${JSON.stringify(seeded.searchShare)} of them`);
    checkInterrupted();
    for (const target of recipeTargets(count, token, seeded.category)) await measure(target);
  }
  process.stdout.write(`Upload to ready, ${uploads} times... `);
  const upload = await measureUploadToReady(baseUrl, token, category, { trials: uploads });
  console.log(`median ${upload.medianMs.toFixed(0)} ms`);
  checkInterrupted();

  const report = {
    generatedAt: new Date().toISOString(),
    note: 'Through the nginx gateway on loopback (127.0.0.1) on this machine; load generator, nginx, services and PostgreSQL share its cores.',
    machine: host,
    settings: { seconds, warmupSeconds, connections, signInRate, loginFailureLimit: Number(loginFailureLimit), recipes: recipeCounts, uploads },
    embedded,
    runs: withRatios(runs, 'hello'),
    seeding,
    upload,
    loadAverageAtEnd: Number(os.loadavg()[0].toFixed(2)),
  };
  console.log(`\n${formatTable(report.runs)}\n`);
  console.log(`${formatRecipeSummary(report.runs, recipeCounts, upload)}\n`);
  console.log(`Load average (1 min) at the end: ${report.loadAverageAtEnd}\n`);
  for (const item of report.runs.filter((r) => r.non2xx > 0 || r.errors > 0 || r.timeouts > 0)) {
    const errors = Object.entries(item.errorKinds).map(([kind, count]) => `${count} x ${kind}`).join(', ') || 'none';
    console.log(`! ${item.request}: status codes ${JSON.stringify(item.statusCodes)}; errors: ${errors}; ${item.timeouts} timeouts`);
  }
  for (const item of report.runs.filter((r) => r.requests < FEW_REQUESTS)) {
    console.log(
      `! ${item.request}: only ${item.requests} requests completed in ${item.seconds} s, too few for stable ` +
        'figures (percentiles especially); raise BENCH_SECONDS.',
    );
  }
  await writeResults(resultsFile, report);
  console.log(`Results written to ${path.relative(repoDir, resultsFile)}`);
}

let status = 1;
try {
  await main();
  status = 0;
} catch (error) {
  console.error(`\nbench failed: ${error.message}`);
} finally {
  for (const [what, undo] of cleanups.reverse()) {
    await undo().catch((error) => console.error(`could not ${what}: ${error.message}`));
  }
}
process.exit(status);
