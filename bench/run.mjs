// `npm run bench`: how much the gateway path costs, and how the whole stack holds up. Everything
// runs on its own throwaway database, exchange, queues, ports and temp folder (as
// scripts/test-e2e.mjs does), and is removed again even when the run fails or is interrupted.
// First, while the machine is quiet, the embedded mode's footprint (bench/embedded-footprint.mjs):
// `npm start`'s time to its first answer and its idle memory after BENCH_IDLE_SECONDS (30).
// Then the whole stack (bench/stack.mjs: every service, nginx, and a bare Koa "hello" app in the
// route table as the baseline) and, through the gateway, each route for BENCH_SECONDS (default 10)
// with BENCH_CONNECTIONS (default 20) after a short warm-up: req/s, p50/p99, non-2xx and the
// ratio to hello. The routes: hello, GET /api/auth/me, POST /api/auth/login; GET /api/recipes
// (first page, two searches, a category; bench/recipes-bench.mjs) at each size of BENCH_RECIPES
// (default 10000,100000, seeded by bench/seed-recipes.mjs) and the time from uploading a
// 3000x2000 JPEG to the image being ready (median of BENCH_UPLOADS, default 5); importing a
// Mealie export of BENCH_IMPORT_RECIPES (default 300) recipes with a picture each as a new
// household's member, to the job being done (bench/import-bench.mjs: recipes/s; the run fails,
// after writing its results, when the import fails, leaves recipes out or takes 60 s or more,
// the same rate for a larger file); a 200-item shopping list, its toggle, and generating a list
// from a 28-meal week (bench/planning-bench.mjs).
// Then the soak (bench/soak.mjs): users clicking the screens at BENCH_SOAK_RATE clicks/s (10) for
// BENCH_SOAK_SECONDS (300; 0 skips it), with memory and event lag. Last, the benches other modules
// add (bench/optional-benches.mjs: live changes, an API token's cost, sign-in under a flood of
// bogus resets or wrong passwords from one address, Lighthouse), each when this checkout has its file.
import { spawnSync } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, repoDir } from '../scripts/build.mjs';
import { formatCpu, startCpuCount } from './cpu.mjs';
import { formatFootprint, measureEmbeddedFootprint } from './embedded-footprint.mjs';
import { backendPidsOf } from './event-lag.mjs';
import { assertImportAim, formatImport, importSize, measureImport } from './import-bench.mjs';
import { optionalBenches } from './optional-benches.mjs';
import { checkPlanningSeed, formatPlanningSummary, planningTargets, seedPlanning } from './planning-bench.mjs';
import { waitForMemberships } from './projections.mjs';
import { formatRecipeSummary, measureUploadToReady, recipeSizes, recipeTargets, seedForBench, tokenSubject } from './recipes-bench.mjs';
import { joinHousehold } from './seed-recipes.mjs';
import { formatTable, summarize, withRatios, writeResults } from './report.mjs';
import { formatSoak, runSoak } from './soak.mjs';
import { startStack } from './stack.mjs';
import { analyzeDatabase, createDatabase, dropDatabase } from './throwaway.mjs';

const require = createRequire(import.meta.url);

/** Opens the confirmation link mailed on registration (an API token needs a confirmed address). */
async function confirmAddress(baseUrl, dataDir, email) {
  const { latestMailLink } = require('@hearth/service-kit/testing');
  for (let tries = 0; tries < 100; tries++) {
    const link = await latestMailLink(dataDir, email, '/confirm-email/');
    if (link) {
      const answer = await fetch(`${baseUrl}/api/auth${new URL(link).pathname}`, { method: 'POST' });
      if (!answer.ok) throw new Error(`confirming the bench user's e-mail answered ${answer.status}`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no confirmation mail to ${email}`);
}
const autocannon = require('autocannon');
const benchDir = path.dirname(fileURLToPath(import.meta.url));
const env = process.env;

function positiveNumber(name, fallback, { zero = false } = {}) {
  const value = Number(env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0 || (value === 0 && !zero)) throw new Error(`${name} must be a positive number, not "${env[name]}"`);
  return value;
}

const seconds = positiveNumber('BENCH_SECONDS', 10);
const connections = Math.round(positiveNumber('BENCH_CONNECTIONS', 20));
const warmupSeconds = positiveNumber('BENCH_WARMUP_SECONDS', 2);
const recipeCounts = recipeSizes(env.BENCH_RECIPES);
const uploads = Math.round(positiveNumber('BENCH_UPLOADS', 5));
const importRecipes = importSize(env.BENCH_IMPORT_RECIPES);
const soak = {
  seconds: positiveNumber('BENCH_SOAK_SECONDS', 300, { zero: true }),
  rate: positiveNumber('BENCH_SOAK_RATE', 10),
  households: Math.round(positiveNumber('BENCH_SOAK_HOUSEHOLDS', 5)),
  members: Math.round(positiveNumber('BENCH_SOAK_MEMBERS', 3)),
};
const serverUrl = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const amqpUrl = env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const nginxCommand = env.NGINX ?? 'nginx';
const run = `bench_${process.pid}_${Date.now().toString(36)}`;
const resultsFile = path.join(benchDir, 'results', 'latest.json');
// High enough that neither nginx's per-address limit nor svc-auth's failure counters turn the
// login benchmark into 429s: the bench measures the work of a sign-in, not the limiter.
const signInRate = '100000r/s';
const loginFailureLimit = '1000000';
// Likewise the per-token and per-address limits on API tokens (the API-token bench).
const apiTokenRate = '100000r/s';
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

/** The household a user is in, once svc-household has made it. */
async function householdOf(baseUrl, token) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl}/api/households`, { headers: { authorization: `Bearer ${token}` } });
    if (response.ok) return response.json();
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the bench user got no household within 30 s');
}

async function main() {
  const host = machine();
  console.log('Hearth gateway benchmark');
  console.log(`  Loopback only (127.0.0.1) on this machine: the numbers describe this machine, not production.`);
  console.log(`  ${host.cores} cores (${host.cpuModel}), ${host.memoryGiB} GiB, ${host.platform}`);
  console.log(`  Node ${host.node}, nginx ${host.nginx}, autocannon ${host.autocannon}`);
  console.log(`  The load generator, nginx, every service, the hello app and PostgreSQL all share these ${host.cores} cores.`);
  console.log(`  Load average (1 min) at start: ${host.loadAverageAtStart}; anything else running skews the figures.`);
  console.log(`  Each route: ${warmupSeconds} s warm-up, then ${seconds} s measured, ${connections} connections.`);
  console.log(soak.seconds ? `  Soak: ${soak.seconds} s at ${soak.rate} clicks/s, ${soak.households} households of ${soak.members}.\n` : '  Soak: skipped (BENCH_SOAK_SECONDS=0).\n');

  build({ staleOnly: true });
  checkInterrupted();
  // BENCH_FOOTPRINT=0 leaves it out (a shorter run while working on the gateway or the services).
  const embedded = env.BENCH_FOOTPRINT === '0' ? null : await measureEmbeddedFootprint({ idleSeconds: positiveNumber('BENCH_IDLE_SECONDS', 30) });
  if (embedded) console.log(`${formatFootprint(embedded)}\n`);
  checkInterrupted();

  const tempDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-bench-'));
  // nginx's workers (an unprivileged account when started as root) buffer large upload bodies in it.
  await chmod(tempDir, 0o755);
  cleanups.push(['remove the temp folder', () => rm(tempDir, { recursive: true, force: true })]);

  const databaseUrl = await createDatabase(serverUrl, run);
  cleanups.push([`drop database ${run}`, () => dropDatabase(serverUrl, run)]);
  checkInterrupted();

  const stack = await startStack({
    databaseUrl,
    amqpUrl,
    exchange: `${run}.events`,
    queuePrefix: run,
    dataDir: path.join(tempDir, 'data'),
    runtimeDir: path.join(tempDir, 'nginx'),
    nginxCommand,
    gatewayLimits: { signInRate, apiTokenRate, apiTokenAddressRate: apiTokenRate },
    // The bench's users all register and sign in from loopback (the flood bench from 127.0.0.2-4).
    authEnv: { LOGIN_FAILURES_PER_IP: loginFailureLimit, LOGIN_FAILURES_PER_EMAIL: loginFailureLimit, REGISTRATIONS_PER_IP: loginFailureLimit },
    defer: (what, undo) => cleanups.push([what, undo]),
  });
  const { baseUrl } = stack;
  console.log(`Stack: ${stack.services.map((name) => `svc-${name}`).join(', ')}, the hello app and nginx at ${baseUrl}\n`);
  checkInterrupted();

  const credentials = { email: `${run}@bench.example.com`, password: 'bench-password-1' };
  const { token } = await post(`${baseUrl}/api/auth/register`, { name: 'Bench User', ...credentials });
  await confirmAddress(baseUrl, path.join(tempDir, 'data'), credentials.email);
  await post(`${baseUrl}/api/auth/login`, credentials);
  const me = await fetch(`${baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
  if (!me.ok) throw new Error(`GET /api/auth/me answered ${me.status} with the new user's token`);
  // Registering made the user a household; the recipes and planning projections learn it by events.
  const household = await householdOf(baseUrl, token);
  await waitForMemberships(databaseUrl, [{ id: tokenSubject(token), householdId: household._id }]);

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
  const backendPids = backendPidsOf(databaseUrl);
  const measure = async (target) => {
    process.stdout.write(`${target.request}: warm-up ${warmupSeconds} s... `);
    await load(baseUrl, target, warmupSeconds);
    checkInterrupted();
    process.stdout.write(`measuring ${seconds} s... `);
    const stopCpuCount = await startCpuCount(stack.children, backendPids);
    const result = summarize(target.name, target.request, await load(baseUrl, target, seconds));
    result.cpu = await stopCpuCount(result.requests);
    checkInterrupted();
    console.log(`${result.requestsPerSecond.toFixed(1)} req/s`);
    runs.push({ ...result, ...(target.recipes && { recipes: target.recipes }), ...(target.ceiling && { ceiling: target.ceiling }) });
  };
  /**
   * `target` and, measured just before it, its ceiling: the hello app answering the bytes `target`
   * answers now, from memory, through the same nginx with the same headers.
   */
  const withCeiling = async (target) => {
    const answer = await fetch(`${baseUrl}${target.path}`, { headers: target.options.headers });
    if (!answer.ok) throw new Error(`${target.request} answered ${answer.status}`);
    const bytes = Buffer.from(await answer.arrayBuffer());
    const path = `/api/hello/same-bytes/${target.name.replace(/\W/g, '-')}`;
    const kept = await fetch(`${baseUrl}${path}`, { method: 'PUT', headers: { 'content-type': answer.headers.get('content-type') }, body: bytes });
    if (kept.status !== 204) throw new Error(`the hello app did not keep ${target.request}'s bytes: ${kept.status}`);
    const request = `GET /api/hello/same-bytes: the next row's ${(bytes.length / 1024).toFixed(1)} KB from memory (bare Koa)`;
    const ceiling = { name: `same-bytes:${target.name}`, request, path, options: { headers: target.options.headers } };
    return [ceiling, { ...target, ceiling: ceiling.name }];
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
    const [firstPage, ...searches] = recipeTargets(count, token, seeded.category);
    for (const target of [...(await withCeiling(firstPage)), ...searches]) await measure(target);
  }
  // Back in the household svc-household knows it by: an upload is a write, and writes ask it.
  await joinHousehold(databaseUrl, { userId: tokenSubject(token), householdId: household._id });
  process.stdout.write(`Upload to ready, ${uploads} times... `);
  const upload = await measureUploadToReady(baseUrl, token, category, { trials: uploads });
  console.log(`median ${upload.medianMs.toFixed(0)} ms`);
  checkInterrupted();

  // A new account in a household of its own; returns once its pictures are rendered too.
  process.stdout.write(`Import of a ${importRecipes}-recipe Mealie export: `);
  const recipeImport = await measureImport({
    baseUrl,
    databaseUrl,
    tag: run,
    count: importRecipes,
    shouldStop: () => interrupted,
    log: (text) => process.stdout.write(text),
  });
  checkInterrupted();

  process.stdout.write('Seeding planning (a 200-item list, a week of 28 meals)... ');
  const planning = await seedPlanning(databaseUrl, { householdId: household._id });
  const planningCheck = await checkPlanningSeed(baseUrl, token, planning);
  console.log(`generating the week's list makes ${planningCheck.generatedItems} items from ${planning.ingredientLines} lines`);
  const [list, ...changes] = planningTargets(token, planning);
  for (const target of [...(await withCeiling(list)), ...changes]) await measure(target);

  // The planning figures added ~100,000 list items; the soak's lists grid needs fresh statistics.
  const autovacuum = await analyzeDatabase(databaseUrl);
  if (!autovacuum) console.log("PostgreSQL's autovacuum is off on this server: the bench ran ANALYZE itself before the soak.");

  let soakReport = null;
  if (soak.seconds) {
    soakReport = await runSoak({ baseUrl, databaseUrl, children: stack.children, ...soak, tag: run, shouldStop: () => interrupted });
    checkInterrupted();
  }
  const extras = await optionalBenches({
    stack,
    token,
    listId: planning.listId,
    recipeId: upload.recipeId,
    tag: run,
    routes: { seconds, warmupSeconds, connections },
    onStart: (instance) => {
      measuring = instance;
    },
    checkInterrupted,
  });
  runs.push(...extras.runs);
  checkInterrupted();

  const report = {
    generatedAt: new Date().toISOString(),
    note: 'Through the nginx gateway on loopback (127.0.0.1) on this machine; load generator, nginx, services and PostgreSQL share its cores.',
    machine: host,
    settings: { seconds, warmupSeconds, connections, signInRate, apiTokenRate, loginFailureLimit: Number(loginFailureLimit), recipes: recipeCounts, uploads, importRecipes, soak },
    embedded,
    runs: withRatios(runs, 'hello'),
    seeding,
    upload,
    recipeImport,
    planning: { seeded: { items: planning.itemIds.length, meals: planning.meals, ingredientLines: planning.ingredientLines }, ...planningCheck },
    soak: soakReport,
    ...extras.results,
    loadAverageAtEnd: Number(os.loadavg()[0].toFixed(2)),
  };
  console.log(`\n${formatTable(report.runs)}\n`);
  console.log(`${formatCpu(report.runs)}\n`);
  console.log(`${formatRecipeSummary(report.runs, recipeCounts, upload)}\n`);
  console.log(`${formatImport(recipeImport)}\n`);
  console.log(`${formatPlanningSummary(report.runs, planning, planningCheck)}\n`);
  if (soakReport) console.log(`${formatSoak(soakReport)}\n`);
  for (const text of extras.printed) console.log(`${text}\n`);
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
  // The one aim the bench holds (the issue's): the figures are kept and shown, then the run fails.
  assertImportAim(recipeImport);
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
