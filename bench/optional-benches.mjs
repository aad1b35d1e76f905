// Benches other modules add to `npm run bench`, run after the soak on the same stack, each only
// when this checkout has its file (a missing one is said, not an error):
// - live changes (bench/live-bench.mjs): BENCH_LIVE_MEMBERS (50) streams, BENCH_LIVE_TOGGLES (100);
//   BENCH_LIVE=0 skips it;
// - an API token's cost on GET /api/recipes against a session's (bench/api-token-bench.mjs), with
//   the route figures' seconds and connections; its rows join the route table;
// - sign-in under a flood of bogus resets or wrong passwords from one address
//   (bench/bogus-reset-bench.mjs): BENCH_BOGUS_SIGNINS (40) sign-ins a phase, BENCH_BOGUS_CONCURRENCY
//   (30) requests in flight; BENCH_BOGUS_RESETS=0 skips it;
// - Lighthouse on the main pages (bench/lighthouse.mjs), last (Chromium is heavy);
//   BENCH_LIGHTHOUSE=0 skips it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const env = process.env;

/**
 * Runs `work`; a failure is printed and leaves the other figures standing (they took minutes).
 */
async function attempt(what, printed, work) {
  try {
    await work();
  } catch (error) {
    console.log(`failed: ${error.message}`);
    printed.push(`! ${what} failed: ${error.message}`);
  }
}

/** Whether this checkout has bench/`name`. */
const has = (name) => existsSync(path.join(benchDir, name));

const count = (name, fallback) => {
  const value = Number(env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number, not "${env[name]}"`);
  return value;
};
// Read when run.mjs starts, so a wrong value stops the bench before it has spent minutes.
const liveSettings = { members: count('BENCH_LIVE_MEMBERS', 50), toggles: count('BENCH_LIVE_TOGGLES', 100) };
const bogusSettings = { signIns: count('BENCH_BOGUS_SIGNINS', 40), concurrency: count('BENCH_BOGUS_CONCURRENCY', 30) };

/**
 * Runs what exists. `stack` is bench/stack.mjs's; `routes` the route figures' settings
 * ({ seconds, warmupSeconds, connections }); `onStart` receives each autocannon instance (Ctrl-C).
 * Returns `{ results, runs, printed }`: for latest.json, rows for the route table, and the text
 * printed after the summary.
 */
export async function optionalBenches({ stack, token, listId, recipeId, tag, routes, onStart, checkInterrupted }) {
  const results = {};
  const runs = [];
  const printed = [];
  const { baseUrl } = stack;

  if (env.BENCH_LIVE === '0') printed.push('Live changes: skipped (BENCH_LIVE=0).');
  else if (!has('live-bench.mjs')) printed.push('Live changes: bench/live-bench.mjs is not in this checkout.');
  else {
    const { members, toggles } = liveSettings;
    process.stdout.write(`Live changes: ${members} streams, ${toggles} toggles... `);
    await attempt('Live changes', printed, async () => {
      const live = await import(path.join(benchDir, 'live-bench.mjs'));
      const planningPid = stack.children.planning?.pid;
      results.live = await live.measureLiveDelivery({ baseUrl, planningPid, nginxPid: stack.children.nginx.pid, members, toggles, tag });
      console.log(`p99 ${results.live.p99Ms} ms`);
      printed.push(live.formatLiveDelivery(results.live));
    });
  }
  checkInterrupted();

  if (!has('api-token-bench.mjs')) printed.push('API tokens: bench/api-token-bench.mjs is not in this checkout.');
  else {
    process.stdout.write('GET /api/recipes with an API token and with a session... ');
    await attempt('API tokens', printed, async () => {
      const { measureApiTokenCost } = await import(path.join(benchDir, 'api-token-bench.mjs'));
      const measured = await measureApiTokenCost({ baseUrl, sessionToken: token, ...routes, onStart });
      console.log(`${measured.apiToken.requestsPerSecond.toFixed(1)} and ${measured.session.requestsPerSecond.toFixed(1)} req/s`);
      results.apiTokens = measured;
      runs.push(measured.session, measured.apiToken);
      printed.push(formatApiTokenCost(measured));
    });
  }
  checkInterrupted();

  if (env.BENCH_BOGUS_RESETS === '0') printed.push('Sign-in under a flood: skipped (BENCH_BOGUS_RESETS=0).');
  else if (!has('bogus-reset-bench.mjs')) printed.push('Sign-in under a flood: bench/bogus-reset-bench.mjs is not in this checkout.');
  else {
    const { signIns, concurrency } = bogusSettings;
    process.stdout.write(`Sign-in alone, then under ${concurrency} bogus resets and ${concurrency} wrong passwords from one address... `);
    await attempt('Sign-in under a flood', printed, async () => {
      const bogus = await import(path.join(benchDir, 'bogus-reset-bench.mjs'));
      results.bogusResets = await bogus.measureBogusResets({ baseUrl, signIns, concurrency, tag, checkInterrupted });
      console.log(`sign-in p95 ${results.bogusResets.phases.map((phase) => `${phase.signIn.p95Ms} ms`).join(', ')}`);
      printed.push(bogus.formatBogusResets(results.bogusResets));
    });
  }
  checkInterrupted();

  if (env.BENCH_LIGHTHOUSE === '0') printed.push('Lighthouse: skipped (BENCH_LIGHTHOUSE=0).');
  else if (!has('lighthouse.mjs')) printed.push('Lighthouse: bench/lighthouse.mjs is not in this checkout.');
  else {
    process.stdout.write('Lighthouse on 5 pages... ');
    await attempt('Lighthouse', printed, async () => {
      const lighthouse = await import(path.join(benchDir, 'lighthouse.mjs'));
      results.lighthouse = await lighthouse.measureLighthouse({ baseUrl, token, recipeId, listId });
      console.log('done');
      printed.push(lighthouse.formatLighthouse(results.lighthouse));
    });
  }
  return { results, runs, printed };
}

const signed = (value, unit) => (value === null ? '-' : `${value >= 0 ? '+' : ''}${value}${unit}`);

function formatApiTokenCost({ session, apiToken, apiTokenCost: cost, flagged }) {
  // apiTokenCost.requestsPerSecond is the fraction lost: the change in req/s is its negative.
  const change = cost.requestsPerSecond === null ? null : Number((-cost.requestsPerSecond * 100).toFixed(1));
  return [
    `API token on GET /api/recipes (aim: under 10 % fewer req/s than a session): ${apiToken.requestsPerSecond.toFixed(1)} req/s against ` +
      `${session.requestsPerSecond.toFixed(1)} with a session (${signed(change, ' %')}), p99 ${signed(cost.p99Ms, ' ms')}`,
    ...flagged.map((line) => `! ${line}`),
  ].join('\n');
}
