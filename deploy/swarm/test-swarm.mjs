// `npm run test:swarm`: the Swarm proof (deploy/swarm/README.md). Not part of CI: it needs root,
// network namespaces and a few GB of disk, and takes several minutes.
//
// Starts a 3-node Swarm (cluster.mjs), builds or reuses the images (images.mjs), deploys Hearth
// from a generated stack file (stack.mjs), then runs the checks it has, with bounded traffic (at
// most 20 requests/s, at most 5 minutes of traffic in all, only to this test's own addresses),
// prints a summary, and tears everything down, also when it fails or is interrupted.
//
//   npm run test:swarm                      # everything
//   node deploy/swarm/test-swarm.mjs --only=deploy,sign-in-limit   # some checks only
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DOCKER, NODES, docker, dockerAsync, log, repoDir, sh, sleep, waitFor } from './lib.mjs';
import { withCluster } from './cluster.mjs';
import { ensureImages } from './images.mjs';
import { STACK, deployStack, domains, gatewayAddresses, taskHealth, taskHealthAsync, waitReady } from './stack.mjs';

const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length).split(',');
const MAX_RATE = 20; // requests per second, all traffic together
const TRAFFIC_BUDGET_MS = 5 * 60_000;
let trafficSpentMs = 0;
const results = [];
const runId = randomBytes(3).toString('hex');

/** Before a check that breaks something: every task healthy again after the previous one (or it says so). */
async function settle() {
  try {
    await tasksBack(Date.now(), { timeoutMs: 120_000 });
  } catch (e) {
    log(`not every task is healthy before the next check: ${e.message}`);
  }
}

const DISRUPTIVE = new Set(['live-stream', 'replica-killed', 'broker-node-stopped', 'rolling-update', 'concurrent-starts', 'node-killed']);

async function check(name, fn) {
  if (only && !only.includes(name)) return;
  if (DISRUPTIVE.has(name)) await settle();
  const t = Date.now();
  log(`check ${name}: start`);
  try {
    const detail = await fn();
    results.push({ name, ok: true, detail: detail ?? '', seconds: (Date.now() - t) / 1000 });
    log(`check ${name}: PASS ${detail ?? ''}`);
  } catch (e) {
    results.push({ name, ok: false, detail: e.message, seconds: (Date.now() - t) / 1000 });
    log(`check ${name}: FAIL ${e.message}`);
  }
}

// ---- bounded traffic -------------------------------------------------------------------------

let gateways = [];
let nextGateway = 0;
const gatewayUrl = () => `http://${gateways[nextGateway++ % gateways.length]}:8080`;

/** One request through a gateway (alternating), with its status and the replica that answered. */
async function request(method, pathname, { body, form, token, base } = {}) {
  const url = `${base ?? gatewayUrl()}${pathname}`;
  try {
    const r = await fetch(url, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: form ?? (body ? JSON.stringify(body) : undefined),
      signal: AbortSignal.timeout(20_000),
    });
    const text = await r.text();
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: r.status, replica: r.headers.get('x-hearth-replica'), json, url };
  } catch (e) {
    return { status: 0, error: e.message, url };
  }
}

/**
 * Runs make(i) at `rate` per second for `ms` (both capped: MAX_RATE, and what is left of the
 * 5-minute budget), while `during` runs alongside; returns every result and during's value.
 */
async function underLoad({ rate, ms, make, stopAfterDuringMs }, during = async () => undefined) {
  rate = Math.min(rate, MAX_RATE);
  ms = Math.min(ms, TRAFFIC_BUDGET_MS - trafficSpentMs);
  if (ms <= 0) throw new Error('the 5-minute traffic budget is spent');
  const started = Date.now();
  const pending = [];
  let stop = false;
  const loop = (async () => {
    for (let i = 0; !stop && Date.now() - started < ms; i++) {
      const sentAt = Date.now();
      pending.push(make(i).then((r) => ({ ...r, sentAt, ms: Date.now() - sentAt })));
      await sleep(1000 / rate);
    }
  })();
  let duringValue;
  try {
    duringValue = await during();
    if (stopAfterDuringMs !== undefined) {
      await sleep(stopAfterDuringMs);
      stop = true;
    }
    await loop;
  } finally {
    stop = true;
    await loop;
    trafficSpentMs += Date.now() - started;
  }
  return { results: await Promise.all(pending), during: duringValue };
}

/** Requests one at a time (polling, a check's own steps) count against the budget for as long as they run. */
async function paced(fn) {
  const started = Date.now();
  try {
    return await fn();
  } finally {
    trafficSpentMs += Date.now() - started;
  }
}

/** Calls `attempt` about once a second until it returns something, or throws after timeoutMs. */
async function until(what, attempt, { timeoutMs = 60_000, intervalMs = 1000 } = {}) {
  return paced(() => waitFor(what, attempt, { timeoutMs, intervalMs }));
}

/** A new account through a gateway, once svc-household has made its household. */
async function member(tag) {
  const email = `swarm-${runId}-${tag}@example.com`;
  const reg = await request('POST', '/api/auth/register', { body: { name: `Swarm ${tag}`, email, password: 'swarm-password-1' } });
  if (reg.status !== 201 || !reg.json?.token) throw new Error(`registration of ${tag} answered ${reg.status}`);
  const token = reg.json.token;
  await until(`the household of ${tag}`, async () => (await request('GET', '/api/households', { token })).status === 200);
  return { email, token };
}

/** A JPEG made now with the services' own sharp: a 640×400 gradient. */
function aJpeg() {
  const sharp = createRequire(path.join(repoDir, 'package.json'))('sharp');
  const [width, height] = [640, 400];
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = 90;
      pixels[at + 2] = (y * 255) / height;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 80 }).toBuffer();
}

/**
 * GET /api/live as the pages read it (fetch, a bearer token), through one gateway: its events as
 * they come, which replica answered, and whether the stream has ended.
 */
async function openStream(base, token, lastEventId) {
  const abort = new AbortController();
  const response = await fetch(`${base}/api/live`, {
    headers: { accept: 'text/event-stream', authorization: `Bearer ${token}`, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal: abort.signal,
  });
  const events = [];
  const taken = new Set();
  const waiters = new Set();
  let endedResolve;
  const ended = new Promise((resolve) => (endedResolve = resolve));
  (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const lines = buffer.slice(0, end).split('\n').filter((line) => line && !line.startsWith(':'));
          buffer = buffer.slice(end + 2);
          const fields = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trimStart()]));
          if (!fields.event && !fields.data) continue;
          events.push({ id: fields.id, event: fields.event ?? 'message', data: fields.data ? JSON.parse(fields.data) : undefined, at: Date.now() });
          waiters.forEach((wake) => wake());
        }
      }
    } catch {
      // cut off, or closed by close()
    }
    endedResolve();
  })();
  return {
    status: response.status,
    replica: response.headers.get('x-hearth-replica'),
    events,
    ended,
    close: () => abort.abort(),
    /** The next event (not taken before) matching `predicate`, within timeoutMs. */
    next(predicate, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find((e) => !taken.has(e) && predicate(e));
          if (!found) return false;
          taken.add(found);
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no such event within ${timeoutMs} ms; received ${events.map((e) => e.event).join(',') || 'nothing'}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
  };
}

/** The status of GET /api/live for `token` (the stream is closed at once). */
async function liveStatus(token) {
  const abort = new AbortController();
  try {
    const r = await fetch(`${gatewayUrl()}/api/live`, { headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` }, signal: abort.signal });
    return { status: r.status };
  } catch (e) {
    return { status: 0, error: e.message };
  } finally {
    abort.abort();
  }
}

// ---- cluster helpers ---------------------------------------------------------------------------

const alive = new Set(NODES.map((n) => n.n));
const manager = () => NODES.find((n) => alive.has(n.n));

/** A running container of a service, with the node it is on. */
function containersOf(service) {
  const found = [];
  for (const n of NODES.filter((x) => alive.has(x.n))) {
    const r = docker(n, ['ps', '--filter', `label=com.docker.swarm.service.name=${STACK}_${service}`, '--format', '{{.ID}}'], { allowFail: true });
    if (r.status === 0) for (const id of r.stdout.trim().split('\n').filter(Boolean)) found.push({ node: n, id });
  }
  return found;
}

/** Each running container of a service with the X-Hearth-Replica it answers with (asked inside it, on its own port). */
function replicasOf(service) {
  const port = domains().find((d) => d.workload === service).port;
  return containersOf(service).map(({ node, id }) => {
    const r = docker(node, ['exec', id, 'bash', '-c', `exec 3<>/dev/tcp/127.0.0.1/${port} && printf 'GET /healthz HTTP/1.0\\r\\nHost: localhost\\r\\n\\r\\n' >&3 && cat <&3`], { allowFail: true });
    return { node, id, replica: /^x-hearth-replica:\s*(\S+)/im.exec(r.stdout ?? '')?.[1] };
  });
}

function psql(sql, database = 'hearth') {
  const [pg] = containersOf('postgres');
  if (!pg) throw new Error('no postgres container');
  return docker(pg.node, ['exec', pg.id, 'setpriv', '--reuid=postgres', '--regid=postgres', '--init-groups',
    '/usr/lib/postgresql/15/bin/psql', '-X', '-A', '-t', '-U', 'hearth', '-d', database, '-c', sql]).trim();
}

/** Waits until every svc-* and the gateway have all their tasks healthy; returns seconds taken. */
async function tasksBack(since, { timeoutMs = 90_000, services } = {}) {
  await waitFor('tasks back', () => {
    const h = taskHealth(manager());
    return Object.entries(h)
      .filter(([name]) => (services ? services.includes(name) : name.startsWith('svc-') || name === 'gateway'))
      .every(([, v]) => v.healthy >= v.desired && v.running >= v.desired);
  }, { timeoutMs, intervalMs: 1000 });
  return (Date.now() - since) / 1000;
}

/** Registrations as the write: 201 means acknowledged, and the account must then exist. */
const registration = (tag) => (i) => {
  const email = `swarm-${runId}-${tag}-${i}@example.com`;
  return request('POST', '/api/auth/register', { body: { name: `Swarm ${tag} ${i}`, email, password: 'swarm-password-1' } }).then((r) => ({ ...r, email }));
};

function lostWrites(results) {
  const acknowledged = results.filter((r) => r.status === 201).map((r) => r.email);
  if (acknowledged.length === 0) throw new Error(`no write was acknowledged (statuses ${statusCounts(results)})`);
  const list = acknowledged.map((e) => `'${e}'`).join(',');
  const found = Number(psql(`SELECT count(*) FROM auth.users WHERE email IN (${list})`));
  return { acknowledged: acknowledged.length, found, lost: acknowledged.length - found };
}

function statusCounts(results) {
  const counts = {};
  for (const r of results) counts[r.status] = (counts[r.status] ?? 0) + 1;
  return JSON.stringify(counts);
}

/** What several checks share: the cook's account, a recipe with a picture, a week planned with it, accounts made under faults. */
const shared = { acknowledged: [] };
const RECIPE = (category, image) => ({
  title: `Swarm stew ${runId}`,
  category,
  isPrivate: false,
  prepTime: 10,
  cookTime: 20,
  ingredients: [{ name: 'Salt', quantity: 1, unit: 'pinch' }],
  instructions: 'Preparation:\n1. Chop\n\nCooking:\n1. Simmer',
  ...(image ? { image } : {}),
});

const cookAccount = () =>
  (shared.cook ??= member('cook').catch((e) => {
    shared.cook = undefined;
    throw e;
  }));

/** A recipe of the cook's household (svc-recipes answers 409 until it has heard of the household). */
async function cookRecipe(image) {
  const cook = await cookAccount();
  const category = await request('POST', '/api/categories', { token: cook.token, body: { name: `Swarm ${runId} ${image ? 'pictured' : 'plain'}` } });
  if (category.status !== 201) throw new Error(`creating a category answered ${category.status}`);
  const body = RECIPE(category.json._id, image);
  const created = await until('the recipe created', async () => {
    const r = await request('POST', '/api/recipes', { token: cook.token, body });
    if (r.status !== 201 && r.status !== 409) throw new Error(`creating the recipe answered ${r.status}`);
    return r.status === 201 && r.json;
  });
  return { id: created._id, body };
}

/** A week planned with the recipe, once svc-planning has heard of it: what projections-converge renames. */
async function plannedWeek() {
  const cook = await cookAccount();
  shared.recipe ??= await cookRecipe();
  const recipeId = shared.recipe.id;
  const plan = await until('the week planned', async () => {
    const r = await request('POST', '/api/meal-plans', { token: cook.token, body: { startDate: '2026-11-23', meals: [{ date: '2026-11-25', mealType: 'dinner', recipeId }] } });
    return (r.status === 201 || r.status === 200) && r.json;
  });
  return { id: plan._id };
}

/** Acknowledged registrations of a check, with their tokens, for projections-converge. */
function keepAcknowledged(results, during) {
  for (const r of results) if (r.status === 201 && r.json?.token) shared.acknowledged.push({ email: r.email, token: r.json.token, during });
}

async function outboxesDrain() {
  const schemas = psql(`SELECT table_schema FROM information_schema.tables WHERE table_name = 'outbox'`).split('\n').filter(Boolean);
  let last;
  await waitFor('outboxes drained', () => {
    last = schemas.map((s) => `${s}=${psql(`SELECT count(*) FROM "${s}".outbox WHERE published_at IS NULL`)}`);
    return last.every((x) => x.endsWith('=0'));
  }, { timeoutMs: 60_000, intervalMs: 2000 }).catch((e) => {
    throw new Error(`${e.message} (unpublished: ${last?.join(' ')})`);
  });
  return `unpublished: ${last.join(' ')}`;
}

async function killContainer(service, pick = 0) {
  const list = containersOf(service);
  const victim = list[pick % list.length];
  if (!victim) throw new Error(`no container of ${service}`);
  docker(victim.node, ['kill', victim.id]);
  return victim;
}

/**
 * When the services that `counts` names are all at full strength again after a kill: sampled
 * every second from the kill on, while the traffic runs. (Asked only once the traffic had ended,
 * as before, it could not see a recovery sooner than that: 37 s after node-killed's kill.)
 */
function recoveryClock(counts = (name) => name.startsWith('svc-') || name === 'gateway') {
  let since;
  let backAt;
  let wasBelow = false;
  let running = true;
  let loop = Promise.resolve();
  return {
    start(at) {
      since = at;
      loop = (async () => {
        while (running && backAt === undefined) {
          const started = Date.now();
          try {
            const health = Object.entries(await taskHealthAsync(manager())).filter(([name]) => counts(name));
            const t = Date.now();
            if (!health.every(([, v]) => v.healthy >= v.desired && v.running >= v.desired)) wasBelow = true;
            else if (wasBelow) backAt = t;
          } catch {
            // a sample lost to a busy machine
          }
          await sleep(Math.max(0, 1000 - (Date.now() - started)));
        }
      })();
    },
    /** Seconds from the kill until they were all back, waiting up to timeoutMs after the kill; undefined if not by then. */
    async back(timeoutMs) {
      while (backAt === undefined && Date.now() - since < timeoutMs) await sleep(500);
      running = false;
      await loop;
      return backAt === undefined ? undefined : (backAt - since) / 1000;
    },
  };
}

/**
 * What happens after a node dies, sampled every 2 s: when the survivors declare it down, when
 * Swarm's DNS stops answering with its replicas' addresses, when each service and the gateway is
 * back to full strength; and what the surviving gateways logged about their upstreams.
 */
function watchRecovery(victim, deadAddresses) {
  let since;
  let running = true;
  const seen = {};
  const loads = [];
  // PostgreSQL sessions waiting on a lock, or in a transaction their client has not spoken in for
  // 2 s: who (the victim's address or a live one), what, for how long, blocked by whom.
  const [pg] = containersOf('postgres');
  const sessions = new Map();
  const SESSIONS_SQL = `SELECT pid, coalesce(host(client_addr), '-'), application_name, state, coalesce(wait_event_type, '-'), extract(epoch from now() - coalesce(xact_start, query_start))::int, array_to_string(pg_blocking_pids(pid), ' '), left(regexp_replace(query, '\\s+', ' ', 'g'), 70) FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid() AND (wait_event_type = 'Lock' OR (state LIKE 'idle in transaction%' AND now() - state_change > interval '2 seconds'))`;
  const mark = (what, at) => (seen[what] ??= (at - since) / 1000);
  const below = {};
  let loop;
  const names = domains().map((d) => d.workload);
  // A gateway that survives, to ask Swarm's DNS from inside the overlay as nginx does.
  const gateway = containersOf('gateway').find((c) => c.node !== victim);
  // A surviving svc-auth container, to time what a starting replica asks of RabbitMQ (HEARTH_SWARM_EXPLAIN).
  const prober = containersOf('svc-auth').find((c) => c.node !== victim);
  const probes = [];
  return {
    start(at) {
      since = at;
      if (process.env.HEARTH_SWARM_EXPLAIN && prober) {
        for (const delay of [12_000, 25_000, 40_000]) {
          probes.push(sleep(delay).then(async () => {
            const r = await dockerAsync(prober.node, ['exec', prober.id, 'sh', '-c', `getent ahostsv4 rabbitmq-3 | head -1; node -e "${BROKER_PROBE.replaceAll('"', '\\"').replaceAll('$', '\\$')}"`], { timeout: 90_000 });
            return `probe at +${delay / 1000} s: ${(r.stdout + r.stderr).trim().replace(/\s+/g, ' ')}`;
          }));
        }
      }
      loop = (async () => {
        while (running) {
          const now = Date.now();
          // Side by side, each marked when its answer came (a busy machine answers late).
          const sample = async (fn) => {
            try {
              await fn();
            } catch {
              // a sample lost to a busy machine
            }
          };
          loads.push(Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]));
          await Promise.all([
            // The first 30 s only: what the sampling itself costs stays small.
            sample(async () => {
              if (!pg || now - since > 30_000) return;
              const out = (await dockerAsync(pg.node, ['exec', pg.id, 'setpriv', '--reuid=postgres', '--regid=postgres', '--init-groups', '/usr/lib/postgresql/15/bin/psql', '-X', '-A', '-t', '-U', 'hearth', '-d', 'hearth', '-c', SESSIONS_SQL])).stdout;
              const t = (Date.now() - since) / 1000;
              for (const line of out.trim().split('\n').filter(Boolean)) {
                const [pid, addr, app, state, wait, seconds, blockers, query] = line.split('|');
                const key = `${pid}|${state}|${wait}|${query}`;
                const from = deadAddresses.includes(addr) ? `the dead node (${addr})` : addr;
                const entry = sessions.get(key) ?? { first: t, pid, from, app, state, wait, blockers, query };
                entry.last = t;
                entry.seconds = Number(seconds);
                sessions.set(key, entry);
              }
            }),
            sample(async () => {
              const state = (await dockerAsync(manager(), ['node', 'inspect', victim.id, '--format', '{{.Status.State}}'])).stdout.trim();
              if (state === 'down') mark('node down', Date.now());
            }),
            sample(async () => {
              if (!gateway || !deadAddresses.length || now - since > 60_000) return;
              if (seen['its addresses out of DNS'] !== undefined && seen['rabbitmq-3 out of DNS'] !== undefined) return;
              const [services, broker] = (await dockerAsync(gateway.node, ['exec', gateway.id, 'sh', '-c', `${names.map((n) => `getent ahostsv4 ${n}`).join('; ')}; echo ==; getent ahostsv4 rabbitmq-3`])).stdout.split('==');
              const t = Date.now();
              if (!deadAddresses.some((a) => services.includes(`${a} `))) mark('its addresses out of DNS', t);
              if (broker !== undefined && !deadAddresses.some((a) => broker.includes(`${a} `))) mark('rabbitmq-3 out of DNS', t);
            }),
            sample(async () => {
              const health = await taskHealthAsync(manager());
              const t = Date.now();
              for (const [name, v] of Object.entries(health)) {
                if (!name.startsWith('svc-') && name !== 'gateway') continue;
                if (v.healthy < v.desired || v.running < v.desired) {
                  below[name] = t;
                  delete seen[`${name} back`];
                } else if (below[name]) seen[`${name} back`] ??= (t - since) / 1000;
              }
            }),
          ]);
          await sleep(Math.max(0, 2000 - (Date.now() - now)));
        }
      })();
    },
    /** Why services were slow to come back: their tasks, what each container logged since the kill, what RabbitMQ logged. */
    async explain() {
      for (const line of await Promise.all(probes)) log(`  ${line}`);
      const [mq] = containersOf('rabbitmq-1');
      if (mq) {
        const queues = docker(mq.node, ['exec', mq.id, 'setpriv', '--reuid=rabbitmq', '--regid=rabbitmq', '--init-groups', 'env', 'HOME=/var/lib/rabbitmq',
          'rabbitmqctl', '-q', 'list_queues', 'name', 'type', 'leader', 'online', 'consumers', 'messages'], { allowFail: true });
        log(`  queues now: ${(queues.stdout ?? queues.stderr ?? '').trim().split('\n').filter((l) => !l.startsWith('amq.gen')).join(' ; ').replace(/\s+/g, ' ')}`);
      }
      for (const d of domains()) {
        const tasks = docker(manager(), ['service', 'ps', `${STACK}_${d.workload}`, '--format', '{{.Name}} {{.Node}} {{.DesiredState}} | {{.CurrentState}} | {{.Error}}'], { allowFail: true }).stdout?.trim();
        log(`  tasks of ${d.workload}: ${tasks?.split('\n').join(' ; ')}`);
      }
      for (const node of NODES.filter((n) => alive.has(n.n))) {
        const ids = docker(node, ['ps', '-a', '-q', '--filter', `label=com.docker.stack.namespace=${STACK}`], { allowFail: true }).stdout?.trim().split('\n').filter(Boolean) ?? [];
        for (const id of ids) {
          const [name, started] = (docker(node, ['inspect', id, '--format', '{{index .Config.Labels "com.docker.swarm.task.name"}} {{.State.StartedAt}} {{.State.Status}}'], { allowFail: true }).stdout?.trim() ?? '').split(' ');
          if (!name || name.startsWith(`${STACK}_gateway`) || name.startsWith(`${STACK}_postgres`)) continue;
          const r = docker(node, ['logs', '--since', new Date(since).toISOString(), id], { allowFail: true });
          const lines = `${r.stdout ?? ''}\n${r.stderr ?? ''}`.split('\n').filter(Boolean);
          if (name.startsWith(`${STACK}_rabbitmq`)) {
            const notable = lines.filter((l) => /down|leader|elect|partition|timeout|timed out|error|nodedown|Ra |ra:/i.test(l)).slice(0, 30);
            log(`  ${name} on ${node.name}: ${lines.length} lines since the kill; notable: ${notable.map((l) => l.slice(0, 200)).join(' || ') || 'none'}`);
            continue;
          }
          const firsts = new Map();
          for (const line of lines) {
            let msg = line.slice(0, 120);
            let at = '?';
            try {
              const json = JSON.parse(line);
              msg = `${json.msg}${json.err?.message ? `: ${json.err.message.slice(0, 100)}` : ''}${json.broker ? ` (${json.broker})` : ''}`;
              at = `+${((json.time - since) / 1000).toFixed(0)}`;
            } catch {
              // not a pino line
            }
            const seen = firsts.get(msg) ?? { at, n: 0 };
            seen.n += 1;
            firsts.set(msg, seen);
          }
          if (firsts.size || Date.parse(started) > since) {
            log(`  ${name} on ${node.name} (started ${started ? `+${((Date.parse(started) - since) / 1000).toFixed(0)} s` : '?'}): ${[...firsts].map(([m, v]) => `${v.at} s ${v.n}× ${m}`).join(' | ').slice(0, 2500) || 'no log'}`);
          }
        }
      }
    },
    async stop() {
      running = false;
      await loop;
      // nginx's error log of the surviving gateways since the kill (stderr), by kind.
      const kinds = { 'connect timed out': /timed out\) while connecting/, 'connect refused or unreachable': /failed \(11[13]: [^)]*\) while connecting/, 'read timed out': /timed out\) while reading response header/, 'upstream closed': /prematurely closed/, 'could not be resolved': /could not be resolved/ };
      const counts = {};
      for (const gw of containersOf('gateway')) {
        const r = docker(gw.node, ['logs', '--since', new Date(since).toISOString(), gw.id], { allowFail: true });
        for (const line of (r.stderr ?? '').split('\n')) for (const [kind, re] of Object.entries(kinds)) if (re.test(line)) counts[kind] = (counts[kind] ?? 0) + 1;
      }
      const times = Object.entries(seen).map(([what, s]) => `${what} +${s.toFixed(0)} s`).join(', ');
      // For the record (the run's log): the sessions seen, what the services logged, where the new tasks went.
      for (const e of sessions.values()) log(`  postgres +${e.first.toFixed(0)}..${e.last.toFixed(0)} s: pid ${e.pid} from ${e.from} (${e.app}) ${e.state}${e.wait !== '-' ? ` waiting on ${e.wait}` : ''} for ${e.seconds} s${e.blockers ? `, blocked by ${e.blockers}` : ''}: ${e.query}`);
      const load = loads.length ? ` host load ≤ ${Math.max(...loads).toFixed(1)}` : '';
      const stuck = [...sessions.values()].filter((e) => e.wait === 'Lock' || e.from.startsWith('the dead')).length;
      return `after the kill: ${times || 'nothing seen'}; gateway errors ${JSON.stringify(counts)}; ${stuck} PostgreSQL sessions seen waiting on a lock or left by the dead node;${load}`;
    },
  };
}

/** What a starting replica asks of RabbitMQ, each step timed (run inside a service container with node -e). */
const BROKER_PROBE = `
const amqp = require('amqplib');
const pw = require('fs').readFileSync('/run/secrets/rabbitmq_password', 'utf8').trim();
const out = [];
setTimeout(() => { console.log(out.join('; ') + '; gave up after 60 s'); process.exit(0); }, 60000);
const step = async (name, fn) => {
  const t = Date.now();
  try { const r = await fn(); out.push(name + ' ' + (Date.now() - t) + ' ms'); return r; }
  catch (e) { out.push(name + ' failed after ' + (Date.now() - t) + ' ms: ' + String(e.message).slice(0, 80)); return undefined; }
};
(async () => {
  const conn = await step('connect', () => amqp.connect('amqp://hearth:' + pw + '@rabbitmq-1:5672?heartbeat=5', { timeout: 10000 }));
  if (conn) {
    conn.on('error', () => {});
    const ch = await step('channel', () => conn.createChannel());
    if (ch) {
      ch.on('error', () => {});
      await step('exchange', () => ch.assertExchange('hearth.events', 'topic', { durable: true }));
      await step('quorum queue check', () => ch.checkQueue('hearth.auth.quorum'));
      const q = await step('exclusive queue', () => ch.assertQueue('', { exclusive: true, autoDelete: true, durable: false }));
      if (q) await step('bind', () => ch.bindQueue(q.queue, 'hearth.events', 'probe.nothing'));
      if (q) await step('consume', () => ch.consume(q.queue, () => {}, { noAck: true }));
      await step('classic durable queue', () => ch.assertQueue('hearth-probe', { durable: true }));
      await step('delete it', () => ch.deleteQueue('hearth-probe'));
    }
    await step('close', () => conn.close());
  }
  console.log(out.join('; '));
  process.exit(0);
})();
`;

/** Kills a whole node: its link goes down, then its dockerd, containerd, shims and every container process. */
function killNode(node) {
  sh('ip', ['-n', node.netns, 'link', 'set', 'eth0', 'down']);
  const read = (file) => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return '';
    }
  };
  // Read, not one `cat` per process: the node dies at once, and the traffic is not held up meanwhile.
  const pids = [];
  const pidOfDockerd = Number(read(`${node.dir}/docker.pid`));
  if (pidOfDockerd) pids.push(pidOfDockerd);
  for (const entry of readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    if (read(`/proc/${entry}/cmdline`).includes(`${node.dir}/`)) pids.push(Number(entry));
  }
  // Container processes, by the daemon's cgroup parent (cgroup v1, pids controller).
  const cg = sh('find', [`/sys/fs/cgroup/pids/hearth-swarm-${node.n}`, '-name', 'cgroup.procs'], { allowFail: true }).stdout ?? '';
  for (const file of cg.split('\n').filter(Boolean)) {
    for (const p of read(file).split('\n').filter(Boolean)) pids.push(Number(p));
  }
  for (const pid of new Set(pids)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  alive.delete(node.n);
  return pids.length;
}

// ---- the run -----------------------------------------------------------------------------------

const started = Date.now();
let fatal;
try {
  await withCluster(async (nodes) => {
    const [first] = nodes;
    await check('cluster', async () => {
      const rows = docker(first, ['node', 'ls', '--format', '{{.Status}} {{.ManagerStatus}}']).trim().split('\n');
      if (rows.length !== 3 || !rows.every((r) => /^Ready (Leader|Reachable)$/.test(r))) throw new Error(rows.join('; '));
      return '3 Ready managers';
    });
    const images = await ensureImages(first, { gateways: 2 });
    let ready = false;
    await check('deploy', async () => {
      await deployStack(first, images);
      const t = Date.now();
      gateways = await waitReady(first, { timeoutMs: 8 * 60_000 });
      ready = true;
      // How fast a dead peer is noticed (cluster.mjs, stack.mjs, postgres-entrypoint.sh), for the record.
      try {
        const [mq] = containersOf('rabbitmq-1');
        const tick = docker(mq.node, ['exec', mq.id, 'setpriv', '--reuid=rabbitmq', '--regid=rabbitmq', '--init-groups', 'env', 'HOME=/var/lib/rabbitmq', 'rabbitmqctl', 'eval', 'net_kernel:get_net_ticktime().'], { allowFail: true }).stdout?.trim();
        const heartbeat = docker(first, ['info', '--format', '{{.Swarm.Cluster.Spec.Dispatcher.HeartbeatPeriod}}'], { allowFail: true }).stdout?.trim();
        log(`rabbitmq-1 net_ticktime ${tick || 'unknown'} s; postgres tcp_keepalives_idle ${psql('SHOW tcp_keepalives_idle')}; swarm dispatcher heartbeat ${heartbeat}`);
      } catch (e) {
        log(`could not read the failure-detection settings: ${e.message}`);
      }
      return `every task healthy and every domain answering through gateways ${gateways.join(', ')} after ${((Date.now() - t) / 1000).toFixed(0)} s`;
    });
    if (!ready) {
      diagnostics(first);
      return;
    }

    await check('postgres-replica', async () => {
      const rows = psql('SELECT client_addr, state FROM pg_stat_replication');
      if (!/\|streaming/.test(rows)) throw new Error(`pg_stat_replication: ${rows || 'no standby'}`);
      const [standby] = containersOf('postgres-replica');
      const inRecovery = docker(standby.node, ['exec', standby.id, 'setpriv', '--reuid=postgres', '--regid=postgres', '--init-groups',
        '/usr/lib/postgresql/15/bin/psql', '-X', '-A', '-t', '-U', 'hearth', '-d', 'hearth', '-c', 'SELECT pg_is_in_recovery()']).trim();
      if (inRecovery !== 't') throw new Error(`the replica is not in recovery: ${inRecovery}`);
      return `the primary streams to ${rows.split('|')[0]}; the replica is a hot standby`;
    });

    await check('replicas-answer', async () => {
      const { results: rs } = await underLoad({ rate: 10, ms: 3000, make: () => request('GET', '/api/auth/.well-known/jwks.json') });
      const replicas = new Set(rs.map((r) => r.replica).filter(Boolean));
      if (replicas.size < 2) throw new Error(`only ${replicas.size} distinct X-Hearth-Replica over ${rs.length} requests (statuses ${statusCounts(rs)})`);
      return `${replicas.size} distinct svc-auth replicas answered ${rs.length} requests through ${gateways.length} gateways`;
    });

    await check('sign-in-limit', async () => {
      const email = `swarm-${runId}-limit@example.com`;
      const reg = await request('POST', '/api/auth/register', { body: { name: 'Swarm limit', email, password: 'swarm-password-1' } });
      if (reg.status !== 201) throw new Error(`registration answered ${reg.status}`);
      const answers = [];
      for (let i = 1; i <= 11; i++) {
        answers.push(await request('POST', '/api/auth/login', { body: { email, password: `wrong-password-${i}` } }));
        await sleep(1000 / 5);
      }
      trafficSpentMs += 11 * 200;
      const statuses = answers.map((a) => a.status);
      const replicas = new Set(answers.map((a) => a.replica).filter(Boolean));
      const ok = statuses.slice(0, 10).every((s) => s === 401) && statuses[10] === 429;
      const detail = `statuses ${statuses.join(',')} from ${replicas.size} replicas`;
      if (!ok) throw new Error(detail);
      return detail;
    });

    await check('image-every-replica', async () => {
      const cook = await cookAccount();
      const form = new FormData();
      form.append('image', new Blob([await aJpeg()], { type: 'image/jpeg' }), 'swarm.jpg');
      const uploaded = await request('POST', '/api/recipes/upload', { token: cook.token, form });
      if (uploaded.status !== 201) throw new Error(`the upload answered ${uploaded.status} (replica ${uploaded.replica})`);
      shared.recipe = await cookRecipe(uploaded.json._id);
      // The image worker of whichever replica takes image.uploaded renders it, into PostgreSQL.
      const t = Date.now();
      const image = await until('the picture rendered', async () => {
        const r = await request('GET', `/api/recipes/${shared.recipe.id}`, { token: cook.token });
        return r.json?.image && r.json.image.status !== 'pending' && r.json.image;
      });
      if (image.status !== 'ready') throw new Error(`the picture ended ${image.status}`);
      const rendered = (Date.now() - t) / 1000;
      // Asked through the gateways until every svc-recipes replica has served it (≤ 5 requests/s, 45 at most).
      const replicas = replicasOf('svc-recipes').map((r) => r.replica);
      const served = new Map();
      const statuses = [];
      await paced(async () => {
        for (let i = 0; i < 45 && !replicas.every((id) => served.has(id)); i++) {
          const r = await fetch(`${gatewayUrl()}${image.url}`, { signal: AbortSignal.timeout(20_000) }).catch((e) => ({ status: 0, error: e }));
          statuses.push(r.status);
          if (r.status === 200) {
            const bytes = Buffer.from(await r.arrayBuffer());
            served.set(r.headers.get('x-hearth-replica'), createHash('sha256').update(bytes).digest('hex'));
          }
          await sleep(200);
        }
      });
      const digests = new Set(served.values());
      const detail = `rendered in ${rendered.toFixed(0)} s; ${image.url.split('/').pop()} served by ${replicas.filter((id) => served.has(id)).length} of ${replicas.length} svc-recipes replicas (${digests.size} distinct content) in ${statuses.length} requests, statuses ${JSON.stringify(statuses.reduce((c, x) => ({ ...c, [x]: (c[x] ?? 0) + 1 }), {}))}`;
      if (replicas.length < 3 || !replicas.every((id) => served.has(id)) || digests.size !== 1) throw new Error(detail);
      return detail;
    });

    await check('live-stream', async () => {
      const cook = await cookAccount();
      const base = `http://${gateways[0]}:8080`;
      const streams = [];
      try {
        const first = await openStream(base, cook.token);
        streams.push(first);
        if (first.status !== 200) throw new Error(`GET /api/live answered ${first.status}`);
        await first.next((e) => e.event === 'ready');
        const list = await until('a shopping list', async () => {
          const r = await request('POST', '/api/shopping-lists', { token: cook.token, body: { name: `Swarm live ${runId}`, recipeIds: [] } });
          return r.status === 201 && r.json;
        });
        const add = (name) => request('POST', `/api/shopping-lists/${list._id}/items`, { token: cook.token, body: { name, quantity: 1, unit: 'whole' } });
        const seenOn = (stream, name) => stream.next((e) => e.event === 'change' && e.data?.type === 'shopping-list.item.added' && e.data.name === name);
        // Writes until one is answered by a replica other than the stream's; each must reach the stream.
        let across;
        await paced(async () => {
          for (let i = 0; i < 10 && !across; i++) {
            const name = `Live item ${i}`;
            const sent = Date.now();
            const r = await add(name);
            if (r.status !== 201) throw new Error(`adding ${name} answered ${r.status}`);
            const seen = await seenOn(first, name);
            if (r.replica && r.replica !== first.replica) across = { replica: r.replica, ms: seen.at - sent };
          }
        });
        if (!across) throw new Error(`10 writes were all answered by the stream's own replica ${first.replica}`);
        // The stream's replica dies.
        const victim = replicasOf('svc-planning').find((r) => r.replica === first.replica);
        if (!victim) throw new Error(`no svc-planning container answers as ${first.replica}`);
        const lastEventId = first.events.filter((e) => e.id).at(-1).id;
        const killedAt = Date.now();
        docker(victim.node, ['kill', victim.id]);
        const ended = await Promise.race([first.ended.then(() => true), sleep(15_000).then(() => false)]);
        if (!ended) throw new Error('the stream did not end within 15 s of its replica being killed');
        const endedIn = (Date.now() - killedAt) / 1000;
        // A change made while the member is disconnected, then the page reconnects with Last-Event-ID.
        const gap = await paced(() => add('Gap item'));
        if (gap.status !== 201) throw new Error(`adding an item while the stream was down answered ${gap.status}`);
        const resumed = await openStream(base, cook.token, lastEventId);
        streams.push(resumed);
        if (resumed.status !== 200) throw new Error(`reconnecting answered ${resumed.status}`);
        const caughtUp = await resumed.next((e) => (e.event === 'change' && e.data?.name === 'Gap item') || e.event === 'reset');
        await resumed.next((e) => e.event === 'ready');
        const after = await paced(() => add('After item'));
        if (after.status !== 201) throw new Error(`adding an item after reconnecting answered ${after.status}`);
        await seenOn(resumed, 'After item');
        return `stream on replica ${first.replica}, a write through ${across.replica} reached it in ${across.ms} ms; its replica killed, the stream ended in ${endedIn.toFixed(1)} s; resumed on ${resumed.replica} with ${caughtUp.event === 'reset' ? 'a reset (refetch)' : 'the missed change replayed'}, then live again`;
      } finally {
        streams.forEach((stream) => stream.close());
      }
    });

    // Before the faults: a week planned with the recipe, renamed after them (projections-converge).
    await plannedWeek().then(
      (plan) => (shared.plan = plan),
      (e) => log(`could not plan a week for projections-converge: ${e.message}`),
    );

    await check('replica-killed', async () => {
      const clock = recoveryClock((name) => name === 'svc-auth');
      const { results: rs, during } = await underLoad({ rate: 2, ms: 30_000, make: registration('replica') }, async () => {
        await sleep(8000);
        const victim = await killContainer('svc-auth');
        clock.start(Date.now());
        return victim;
      });
      const w = lostWrites(rs);
      keepAcknowledged(rs, 'replica-killed');
      const back = await clock.back(90_000);
      const detail = `killed svc-auth ${during.id.slice(0, 12)} on ${during.node.name}; ${w.acknowledged} acknowledged, ${w.lost} lost; statuses ${statusCounts(rs)}; svc-auth back to 3 healthy tasks ${back === undefined ? 'not within 90 s' : `in ${back.toFixed(0)} s`}`;
      if (w.lost > 0 || back === undefined || back > 30) throw new Error(detail);
      return detail;
    });

    await check('outboxes-drain', outboxesDrain);

    await check('broker-node-stopped', async () => {
      docker(manager(), ['service', 'scale', '--detach', `${STACK}_rabbitmq-3=0`]);
      await waitFor('rabbitmq-3 gone', () => containersOf('rabbitmq-3').length === 0, { timeoutMs: 60_000 });
      await sleep(10_000);
      const h = taskHealth(manager());
      const notReady = Object.entries(h).filter(([n, v]) => n.startsWith('svc-') && v.healthy < v.desired);
      const { results: rs } = await underLoad({ rate: 2, ms: 10_000, make: registration('broker') });
      const w = lostWrites(rs);
      keepAcknowledged(rs, 'broker-node-stopped');
      docker(manager(), ['service', 'scale', '--detach', `${STACK}_rabbitmq-3=1`]);
      const detail = `services not ready: ${notReady.map(([n]) => n).join(',') || 'none'}; ${w.acknowledged}/${rs.length} writes acknowledged, ${w.lost} lost; statuses ${statusCounts(rs)}`;
      if (notReady.length || w.lost || rs.some((r) => r.status >= 500 || r.status === 0)) throw new Error(detail);
      return detail;
    });

    await check('rolling-update', async () => {
      const { results: rs, during: seconds } = await underLoad(
        {
          rate: 10,
          ms: 150_000,
          stopAfterDuringMs: 5000,
          make: (i) => request('GET', i % 2 ? '/api/households' : '/api/auth/.well-known/jwks.json'),
        },
        async () => {
          await sleep(2000);
          const t = Date.now();
          docker(manager(), ['service', 'update', '--detach', '--force', `${STACK}_svc-household`]);
          await waitFor('update completed', () => {
            const state = docker(manager(), ['service', 'inspect', `${STACK}_svc-household`, '--format', '{{if .UpdateStatus}}{{.UpdateStatus.State}}{{end}}']).trim();
            if (/rollback/.test(state)) throw new Error(`update state ${state}`);
            return state === 'completed';
          }, { timeoutMs: 140_000, intervalMs: 2000 });
          return (Date.now() - t) / 1000;
        },
      );
      const bad = rs.filter((r) => r.status >= 500 || r.status === 0);
      const summary = `svc-household's 3 replicas replaced in ${seconds.toFixed(0)} s; ${rs.length} requests, statuses ${statusCounts(rs)}`;
      if (bad.length) throw new Error(`${summary}; first failures: ${bad.slice(0, 3).map((b) => `${b.status} ${b.url} ${b.error ?? ''}`).join(' | ')}`);
      return summary;
    });

    await check('concurrent-starts', async () => {
      // svc-household's schema in a database of its own, started 3 replicas at once, behind a slow
      // migration: the schema's migration lock (openDataSource: pg_advisory_lock(hashtext(schema)))
      // held for HOLD_S seconds by another session, as a replica running a long migration holds it.
      // No product code has a way to slow a migration down, and none should; to the replicas
      // waiting on the lock, a session that holds it is the same as a migration that runs.
      const HOLD_S = 30;
      const service = `${STACK}_starts`;
      psql('DROP DATABASE IF EXISTS hearth_starts WITH (FORCE)');
      psql('CREATE DATABASE hearth_starts');
      const [pg] = containersOf('postgres');
      const holder = spawn(DOCKER, ['-H', `unix://${pg.node.socket}`, 'exec', pg.id, 'setpriv', '--reuid=postgres', '--regid=postgres', '--init-groups',
        '/usr/lib/postgresql/15/bin/psql', '-X', '-q', '-U', 'hearth', '-d', 'hearth_starts',
        '-c', "SELECT pg_advisory_lock(hashtext('household'))", '-c', `SELECT pg_sleep(${HOLD_S})`], { stdio: 'ignore' });
      const released = new Promise((resolve) => holder.on('close', () => resolve(Date.now())));
      const waiting = () => Number(psql(`SELECT count(*) FROM pg_locks l JOIN pg_database d ON d.oid = l.database WHERE d.datname = 'hearth_starts' AND l.locktype = 'advisory' AND NOT l.granted`));
      await waitFor('the migration lock held', () => psql(`SELECT count(*) FROM pg_locks l JOIN pg_database d ON d.oid = l.database WHERE d.datname = 'hearth_starts' AND l.locktype = 'advisory' AND l.granted`) === '1', { timeoutMs: 20_000, intervalMs: 300 });
      const scaledAt = Date.now();
      docker(manager(), ['service', 'scale', '--detach', `${service}=3`]);
      let mostWaiting = 0;
      let releasedAt;
      released.then((at) => (releasedAt = at));
      await waitFor('3 healthy replicas', () => {
        if (!releasedAt) mostWaiting = Math.max(mostWaiting, waiting());
        return (taskHealth(manager()).starts?.healthy ?? 0) >= 3;
      }, { timeoutMs: 180_000, intervalMs: 1000 }).catch((e) => log(e.message));
      const healthyIn = (Date.now() - scaledAt) / 1000;
      await released;
      const tasks = docker(manager(), ['service', 'ps', service, '--format', '{{.Node}}|{{.DesiredState}}|{{.CurrentState}}|{{.Error}}']).trim().split('\n').filter(Boolean);
      const running = tasks.filter((t) => /^[^|]*\|Running\|Running/.test(t) && t.endsWith('|'));
      const [applied, distinct] = psql('SELECT count(*), count(DISTINCT name) FROM household.migrations', 'hearth_starts').split('|').map(Number);
      docker(manager(), ['service', 'scale', '--detach', `${service}=0`]);
      const detail = `3 replicas started at once against a fresh database; ${mostWaiting} of them queued on the migration lock held ${HOLD_S} s; ${running.length} running and healthy after ${healthyIn.toFixed(0)} s, ${tasks.length} tasks in all (${tasks.length - running.length} failed or restarted); ${applied} migrations recorded, ${distinct} distinct`;
      await waitFor('the starts replicas gone', () => containersOf('starts').length === 0, { timeoutMs: 60_000, intervalMs: 1000 }).catch(() => undefined);
      psql('DROP DATABASE IF EXISTS hearth_starts WITH (FORCE)');
      if (tasks.length !== 3 || running.length !== 3 || mostWaiting < 2 || applied === 0 || applied !== distinct) throw new Error(`${detail}; tasks: ${tasks.join(' ; ')}`);
      return detail;
    });

    await check('node-killed', async () => {
      // Node 3: no PostgreSQL there (primary on 1, replica on 2); its RabbitMQ node and any
      // gateway or service tasks go with it.
      const victim = NODES[2];
      let killedAt;
      gateways = gatewayAddresses().filter((a) => a !== victim.address);
      // The victim's replicas' addresses, to see how long Swarm's DNS keeps answering with them.
      const onVictim = docker(victim, ['ps', '-q', '--filter', `label=com.docker.stack.namespace=${STACK}`]).trim().split('\n').filter(Boolean);
      log(`on ${victim.name}: ${onVictim.map((id) => docker(victim, ['inspect', id, '--format', '{{index .Config.Labels "com.docker.swarm.task.name"}}'], { allowFail: true }).stdout?.trim()).join(', ')}`);
      const deadAddresses = onVictim.flatMap((id) =>
        docker(victim, ['inspect', id, '--format', `{{range $k, $v := .NetworkSettings.Networks}}{{if eq $k "${STACK}_hearth"}}{{$v.IPAddress}}{{end}}{{end}}`], { allowFail: true }).stdout?.trim().split(/\s+/).filter(Boolean) ?? []);
      const watch = watchRecovery(victim, deadAddresses);
      const clock = recoveryClock();
      const { results: rs, during } = await underLoad({ rate: 2, ms: 45_000, make: registration('node') }, async () => {
        await sleep(8000);
        killedAt = Date.now();
        watch.start(killedAt);
        clock.start(killedAt);
        return killNode(victim);
      });
      const w = lostWrites(rs);
      keepAcknowledged(rs, 'node-killed');
      const back = await clock.back(120_000);
      const timeline = await watch.stop();
      if (w.lost > 0 || back === undefined || back > 30 || process.env.HEARTH_SWARM_EXPLAIN) await watch.explain();
      gateways = gatewayAddresses();
      const missing = back === undefined ? Object.entries(taskHealth(manager())).filter(([, v]) => v.healthy < v.desired).map(([n, v]) => `${n} ${v.healthy}/${v.desired}`) : [];
      const afterKill = rs.filter((r) => r.sentAt >= killedAt);
      const failed = afterKill.filter((r) => r.status >= 500 || r.status === 0);
      const slowest = Math.max(0, ...afterKill.map((r) => r.ms));
      const detail = `killed node ${victim.name} (${during} processes); ${w.acknowledged} acknowledged, ${w.lost} lost; statuses ${statusCounts(rs)}, after the kill ${statusCounts(afterKill)} (slowest ${(slowest / 1000).toFixed(1)} s${failed.length ? `; failures sent at +${failed.map((r) => ((r.sentAt - killedAt) / 1000).toFixed(0)).join(',')} s` : ''}); ${timeline}; services and gateways back ${back === undefined ? `not within 120 s (${missing.join(', ')})` : `in ${back.toFixed(0)} s`}`;
      if (w.lost > 0 || back === undefined || back > 30) throw new Error(detail);
      return detail;
    });

    await check('outboxes-drain-after-node', outboxesDrain);

    await check('projections-converge', async () => {
      // After the faults: a rename reaches svc-planning's meals, and every account acknowledged
      // while a replica, a broker node or a whole node was down has its household in svc-household
      // and is a member in svc-planning (user.registered → household.created → planning).
      const cook = await cookAccount();
      shared.recipe ??= await cookRecipe();
      shared.plan ??= await plannedWeek();
      const title = `Swarm stew renamed ${runId}`;
      const put = await request('PUT', `/api/recipes/${shared.recipe.id}`, { token: cook.token, body: { ...shared.recipe.body, title } });
      if (put.status !== 200) throw new Error(`renaming the recipe answered ${put.status}`);
      const t = Date.now();
      await until('the new title in the week', async () => {
        const r = await request('GET', `/api/meal-plans/${shared.plan.id}`, { token: cook.token });
        return r.status === 200 && r.json.meals?.some((m) => m.recipe?._id === shared.recipe.id && m.recipe.title === title);
      }, { timeoutMs: 60_000 });
      const renamed = (Date.now() - t) / 1000;
      // ≤ 10 requests/s; at most 120 accounts.
      let pending = shared.acknowledged.slice(-120);
      const total = pending.length;
      const t2 = Date.now();
      const answers = {};
      await paced(async () => {
        while (pending.length && Date.now() - t2 < 90_000) {
          const left = [];
          for (const account of pending) {
            const household = await request('GET', '/api/households', { token: account.token });
            await sleep(100);
            // svc-planning's copy of the memberships: GET /api/live is 404 for someone outside a household.
            const lists = household.status === 200 ? await liveStatus(account.token) : household;
            await sleep(100);
            answers[`${household.status}/${lists.status}`] = (answers[`${household.status}/${lists.status}`] ?? 0) + 1;
            if (household.status !== 200 || lists.status !== 200) left.push(account);
          }
          pending = left;
          if (pending.length) await sleep(2000);
        }
      });
      const by = (during) => shared.acknowledged.filter((a) => a.during === during).length;
      const detail = `the renamed recipe in svc-planning's week after ${renamed.toFixed(1)} s; ${total - pending.length} of ${total} accounts acknowledged during the faults (replica ${by('replica-killed')}, broker ${by('broker-node-stopped')}, node ${by('node-killed')}) have their household in svc-household and in svc-planning's copy after ${((Date.now() - t2) / 1000).toFixed(0)} s (answers /households and /live: ${JSON.stringify(answers)})`;
      if (pending.length || total === 0) throw new Error(detail);
      return detail;
    });
  });
} catch (e) {
  fatal = e;
}

function diagnostics(node) {
  try {
    console.log(docker(node, ['service', 'ls']));
    for (const line of docker(node, ['service', 'ls', '--format', '{{.Name}}']).trim().split('\n')) {
      const ps = docker(node, ['service', 'ps', '--no-trunc', '--format', '{{.Name}} {{.Node}} {{.CurrentState}} {{.Error}}', line]);
      console.log(ps.split('\n').slice(0, 6).join('\n'));
      const logs = docker(node, ['service', 'logs', '--tail', '15', '--raw', line], { allowFail: true });
      console.log(`--- ${line} logs\n${(logs.stdout ?? '') + (logs.stderr ?? '')}`.slice(0, 3000));
    }
  } catch (e) {
    console.log(`diagnostics failed: ${e.message}`);
  }
}

console.log('\n==== Swarm proof summary ====');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name.padEnd(26)} ${r.seconds.toFixed(0).padStart(4)} s  ${r.detail}`);
console.log(`traffic: ${(trafficSpentMs / 1000).toFixed(0)} s of the 300 s budget, at most ${MAX_RATE} requests/s`);
console.log(`total: ${((Date.now() - started) / 1000).toFixed(0)} s`);
if (fatal) console.log(`error: ${fatal.stack ?? fatal.message}`);
process.exitCode = fatal || results.some((r) => !r.ok) || results.length === 0 ? 1 : process.exitCode ?? 0;
