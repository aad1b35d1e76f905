// The soak of `npm run bench`: several users in several households click
// through the SPEC's screens (bench/soak-screens.mjs) at a fixed rate of clicks per second through
// the gateway, for BENCH_SOAK_SECONDS. A click starts on its schedule whether or not earlier ones
// have answered (an open model: a slow answer does not slow the load and hide itself). Reports
// p50/p99 per route, status codes and network errors, each process's memory at the start, after
// a warm-up and at the end, and the event lag over the run (bench/event-lag.mjs).
import { backendPidsOf, databaseNow, measureEventLag, waitForEventsToSettle } from './event-lag.mjs';
import { stackMemory } from './memory.mjs';
import { formatNumber, textTable } from './report.mjs';
import { setUpHouseholds } from './soak-households.mjs';
import { pickScreen } from './soak-screens.mjs';

const REQUEST_TIMEOUT_MS = 30_000;
const MEMORY_EVERY_MS = 30_000;

function percentile(sorted, p) {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Latencies and outcomes per route (method and path template). */
function createRecorder() {
  const routes = new Map();
  const routeOf = (label) => {
    if (!routes.has(label)) routes.set(label, { latencies: [], statuses: {}, errors: {}, samples: [] });
    return routes.get(label);
  };
  return {
    answered(label, ms, status, body) {
      const route = routeOf(label);
      route.latencies.push(ms);
      route.statuses[status] = (route.statuses[status] ?? 0) + 1;
      if (status >= 400 && route.samples.length < 3) route.samples.push(`${status} ${body.slice(0, 160)}`);
    },
    failed(label, kind) {
      const route = routeOf(label);
      route.errors[kind] = (route.errors[kind] ?? 0) + 1;
    },
    summary() {
      return [...routes.entries()]
        .map(([route, r]) => {
          const sorted = [...r.latencies].sort((a, b) => a - b);
          const count = (test) => Object.entries(r.statuses).reduce((sum, [status, n]) => sum + (test(Number(status)) ? n : 0), 0);
          const round = (value) => (value === null ? null : Math.round(value * 10) / 10);
          return {
            route,
            requests: sorted.length,
            p50Ms: round(percentile(sorted, 50)),
            p99Ms: round(percentile(sorted, 99)),
            maxMs: round(sorted[sorted.length - 1] ?? null),
            statusCodes: r.statuses,
            clientErrors: count((s) => s >= 400 && s < 500),
            serverErrors: count((s) => s >= 500),
            networkErrors: r.errors,
            errorSamples: r.samples,
          };
        })
        .sort((a, b) => b.requests - a.requests);
    },
  };
}

/**
 * `call(method, route, path, body, { signedOut, as })` for one user (or `as` another), timed and
 * recorded under `route`.
 */
function caller(baseUrl, recorder, clicker) {
  return async (method, route, path, body, { signedOut = false, as: user = clicker } = {}) => {
    const label = `${method} ${route}`;
    const started = performance.now();
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(signedOut ? {} : { authorization: `Bearer ${user.token}` }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      recorder.answered(label, performance.now() - started, response.status, text);
      return { status: response.status, body: response.ok && text ? JSON.parse(text) : null };
    } catch (error) {
      recorder.failed(label, error.name === 'TimeoutError' ? 'timeout' : (error.cause?.code ?? error.message));
      return { status: 0, body: null };
    }
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * Runs the soak on a started stack (`children` from bench/stack.mjs). `shouldStop()` ends it early
 * (SIGINT; the report is then null). Returns the report; progress goes to `log`.
 */
export async function runSoak({ baseUrl, databaseUrl, children, seconds, rate, households, members, tag, shouldStop = () => false, log = console.log }) {
  log(`Soak: setting up ${households} households of ${members} (registering, joining by invite code, ${households * 3} recipes)...`);
  const busy = new Set();
  const shared = { ...(await setUpHouseholds(baseUrl, databaseUrl, { households, members, tag })), baseUrl, busy, counter: 0, membership: [] };
  const recorder = createRecorder();
  const backendPids = backendPidsOf(databaseUrl);
  const warmupSeconds = Math.min(30, seconds / 5);
  const memory = { start: await stackMemory(children, backendPids), afterWarmup: null, end: null, series: [] };
  const since = await databaseNow(databaseUrl);

  const users = shared.users;
  const inFlight = new Set();
  const clicks = { scheduled: 0, overlapping: 0, byScreen: {} };
  let maxBehindMs = 0;
  const started = performance.now();
  const interval = 1000 / rate;
  let nextMemoryAt = MEMORY_EVERY_MS;
  log(`Soak: ${seconds} s at ${rate} clicks/s by ${users.length} users (memory after a ${warmupSeconds} s warm-up and every ${MEMORY_EVERY_MS / 1000} s)...`);

  for (let n = 0; ; n += 1) {
    const due = n * interval;
    if (due >= seconds * 1000 || shouldStop()) break;
    await sleep(due - (performance.now() - started));
    maxBehindMs = Math.max(maxBehindMs, performance.now() - started - due);
    if (!memory.afterWarmup && due >= warmupSeconds * 1000) memory.afterWarmup = stackMemory(children, backendPids);
    if (due >= nextMemoryAt) {
      nextMemoryAt += MEMORY_EVERY_MS;
      memory.series.push(stackMemory(children, backendPids));
    }
    const free = users.filter((user) => !busy.has(user));
    const user = free.length ? free[Math.floor(Math.random() * free.length)] : users[n % users.length];
    if (!free.length) clicks.overlapping += 1;
    const [screen, , click] = pickScreen();
    clicks.scheduled += 1;
    clicks.byScreen[screen] = (clicks.byScreen[screen] ?? 0) + 1;
    busy.add(user);
    const running = Promise.resolve()
      .then(() => click({ user, household: user.household, shared, call: caller(baseUrl, recorder, user) }))
      .catch((error) => recorder.failed(`click ${screen}`, error.message))
      .finally(() => {
        busy.delete(user);
        inFlight.delete(running);
      });
    inFlight.add(running);
  }
  const loadSeconds = (performance.now() - started) / 1000;
  await Promise.race([Promise.all(inFlight), sleep(REQUEST_TIMEOUT_MS + 1_000)]);
  memory.end = await stackMemory(children, backendPids);
  memory.afterWarmup = (await memory.afterWarmup) ?? memory.start;
  memory.series = await Promise.all(memory.series);
  if (shouldStop()) return null;

  log('Soak: waiting for the last events to be applied...');
  const settled = await waitForEventsToSettle(databaseUrl);
  const eventLag = await measureEventLag(databaseUrl, since);
  const routes = recorder.summary();
  return {
    settings: { seconds, rate, households, members, users: users.length, warmupSeconds },
    loadSeconds,
    clicks: { ...clicks, maxBehindMs: Math.round(maxBehindMs) },
    requests: routes.reduce((sum, r) => sum + r.requests, 0),
    routes,
    memory,
    eventsSettled: settled,
    eventLag,
    membership: membershipLag(shared.membership),
  };
}

/** The member removed → loses access and joined → can read times, p50/p99 of each. */
function membershipLag(samples) {
  const figures = (key) => {
    const sorted = samples.map((sample) => sample[key]).filter((ms) => ms !== null).sort((a, b) => a - b);
    const round = (ms) => (ms === null ? null : Math.round(ms));
    return { samples: sorted.length, timedOut: samples.length - sorted.length, p50Ms: round(percentile(sorted, 50)), p99Ms: round(percentile(sorted, 99)) };
  };
  return { removedToLost: figures('lostMs'), joinedToReadable: figures('readMs') };
}

function memoryTable(memory) {
  const byName = (sample) => new Map(sample.rows.map((row) => [row.name, row]));
  const start = byName(memory.start);
  const warm = byName(memory.afterWarmup);
  const end = byName(memory.end);
  const names = [...new Set([...start.keys(), ...end.keys()])];
  const mb = (row, key) => (row ? formatNumber(row[key], 1) : '-');
  const change = (from, to, key) => {
    if (!from || !to) return '-';
    const delta = to[key] - from[key];
    return `${delta >= 0 ? '+' : ''}${delta.toFixed(1)}`;
  };
  const total = (map, key) => [...map.values()].reduce((sum, row) => sum + row[key], 0);
  const rows = names.map((name) => {
    const [s, w, e] = [start.get(name), warm.get(name), end.get(name)];
    const label = e?.processes > 1 || s?.processes > 1 ? `${name} (${s?.processes ?? 0} → ${e?.processes ?? 0})` : name;
    return [label, mb(s, 'rssMiB'), mb(w, 'rssMiB'), mb(e, 'rssMiB'), change(w, e, 'rssMiB'), mb(w, 'pssMiB'), mb(e, 'pssMiB'), change(w, e, 'pssMiB')];
  });
  const totals = ['rssMiB', 'pssMiB'].map((key) => [total(start, key), total(warm, key), total(end, key)]);
  rows.push([
    'all',
    formatNumber(totals[0][0], 1),
    formatNumber(totals[0][1], 1),
    formatNumber(totals[0][2], 1),
    `${totals[0][2] - totals[0][1] >= 0 ? '+' : ''}${(totals[0][2] - totals[0][1]).toFixed(1)}`,
    formatNumber(totals[1][1], 1),
    formatNumber(totals[1][2], 1),
    `${totals[1][2] - totals[1][1] >= 0 ? '+' : ''}${(totals[1][2] - totals[1][1]).toFixed(1)}`,
  ]);
  return textTable(['process (MiB)', 'RSS start', 'RSS warm', 'RSS end', 'RSS change', 'PSS warm', 'PSS end', 'PSS change'], rows);
}

function lagFigures(figures) {
  if (!figures.samples && !figures.timedOut) return '(no sample: raise BENCH_SOAK_SECONDS)';
  return `p50 ${figures.p50Ms ?? '-'} ms, p99 ${figures.p99Ms ?? '-'} ms (${figures.samples} times${figures.timedOut ? `, ${figures.timedOut} not within 30 s` : ''})`;
}

export function formatSoak(soak) {
  const { settings, clicks, eventLag } = soak;
  const lines = [
    `Soak: ${soak.loadSeconds.toFixed(0)} s at ${settings.rate} clicks/s, ${settings.users} users in ${settings.households} households: ` +
      `${clicks.scheduled.toLocaleString('en-US')} clicks, ${soak.requests.toLocaleString('en-US')} requests ` +
      `(${(soak.requests / soak.loadSeconds).toFixed(1)} req/s); schedule kept within ${clicks.maxBehindMs} ms; ` +
      `${clicks.overlapping} clicks found every user busy`,
    textTable(
      ['route', 'requests', 'p50 ms', 'p99 ms', 'max ms', '4xx', '5xx', 'net errors'],
      soak.routes.map((r) => [
        r.route,
        formatNumber(r.requests),
        formatNumber(r.p50Ms, 1),
        formatNumber(r.p99Ms, 1),
        formatNumber(r.maxMs, 1),
        formatNumber(r.clientErrors),
        formatNumber(r.serverErrors),
        formatNumber(Object.values(r.networkErrors).reduce((a, b) => a + b, 0)),
      ]),
    ),
    '',
    `Memory of every process: at the start, after the ${settings.warmupSeconds} s warm-up, at the end (change since the warm-up; ` +
      'PostgreSQL backends summed, their RSS counting the shared buffers they touched):',
    memoryTable(soak.memory),
    `All processes, RSS every ${MEMORY_EVERY_MS / 1000} s (MiB): ` +
      [soak.memory.start, ...soak.memory.series, soak.memory.end].map((sample) => sample.rows.reduce((sum, row) => sum + row.rssMiB, 0).toFixed(0)).join(', '),
    '',
    `Event lag, outbox row → consumer's inbox row, ${eventLag.deliveries.toLocaleString('en-US')} deliveries of ${eventLag.events.toLocaleString('en-US')} events: ` +
      `p50 ${eventLag.p50Ms ?? '-'} ms, p99 ${eventLag.p99Ms ?? '-'} ms, max ${eventLag.maxMs ?? '-'} ms; ` +
      `unpublished at the end ${eventLag.unpublished}, not applied by a consumer of their type ${eventLag.missing}` +
      (soak.eventsSettled ? '' : ' (events still moving when measured)'),
    ...eventLag.byRoute.slice(0, 8).map((r) => `  ${r.type} → ${r.consumer}: ${r.deliveries} deliveries, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, max ${r.maxMs} ms`),
    `Seen from outside (polling every 20 ms): a removed member loses the household's private recipe and lists in ` +
      `${lagFigures(soak.membership.removedToLost)}; joining again, can read them in ${lagFigures(soak.membership.joinedToReadable)}`,
  ];
  for (const r of soak.routes.filter((route) => route.serverErrors || route.clientErrors || Object.keys(route.networkErrors).length)) {
    const network = Object.entries(r.networkErrors).map(([kind, n]) => `${n} x ${kind}`).join(', ');
    lines.push(`! ${r.route}: status codes ${JSON.stringify(r.statusCodes)}${network ? `; errors: ${network}` : ''}${r.errorSamples.length ? `; e.g. ${r.errorSamples.join(' | ')}` : ''}`);
  }
  return lines.join('\n');
}
