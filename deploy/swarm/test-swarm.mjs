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
import { randomBytes } from 'node:crypto';
import { NODES, docker, log, sh, sleep, waitFor } from './lib.mjs';
import { withCluster } from './cluster.mjs';
import { ensureImages } from './images.mjs';
import { STACK, deployStack, gatewayAddresses, taskHealth, waitReady } from './stack.mjs';

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

const DISRUPTIVE = new Set(['replica-killed', 'broker-node-stopped', 'rolling-update', 'node-killed']);

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
async function request(method, pathname, { body, token, base } = {}) {
  const url = `${base ?? gatewayUrl()}${pathname}`;
  try {
    const r = await fetch(url, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
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
      pending.push(make(i));
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

function psql(sql) {
  const [pg] = containersOf('postgres');
  if (!pg) throw new Error('no postgres container');
  return docker(pg.node, ['exec', pg.id, 'setpriv', '--reuid=postgres', '--regid=postgres', '--init-groups',
    '/usr/lib/postgresql/15/bin/psql', '-X', '-A', '-t', '-U', 'hearth', '-d', 'hearth', '-c', sql]).trim();
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

/** Kills a whole node: its link goes down, then its dockerd, containerd, shims and every container process. */
function killNode(node) {
  sh('ip', ['-n', node.netns, 'link', 'set', 'eth0', 'down']);
  const pids = [];
  const pidOfDockerd = Number(sh('cat', [`${node.dir}/docker.pid`], { allowFail: true }).stdout);
  if (pidOfDockerd) pids.push(pidOfDockerd);
  for (const entry of sh('ls', ['/proc']).split('\n').filter((e) => /^\d+$/.test(e))) {
    const cmdline = sh('cat', [`/proc/${entry}/cmdline`], { allowFail: true }).stdout ?? '';
    if (cmdline.includes(`${node.dir}/`)) pids.push(Number(entry));
  }
  // Container processes, by the daemon's cgroup parent (cgroup v1, pids controller).
  const cg = sh('find', [`/sys/fs/cgroup/pids/hearth-swarm-${node.n}`, '-name', 'cgroup.procs'], { allowFail: true }).stdout ?? '';
  for (const file of cg.split('\n').filter(Boolean)) {
    for (const p of (sh('cat', [file], { allowFail: true }).stdout ?? '').split('\n').filter(Boolean)) pids.push(Number(p));
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

    await check('replica-killed', async () => {
      let killedAt;
      const { results: rs, during } = await underLoad({ rate: 2, ms: 30_000, make: registration('replica') }, async () => {
        await sleep(8000);
        killedAt = Date.now();
        const victim = await killContainer('svc-auth');
        return victim;
      });
      const w = lostWrites(rs);
      const back = await tasksBack(killedAt, { services: ['svc-auth'] }).catch(() => undefined);
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

    await check('node-killed', async () => {
      // Node 3: no PostgreSQL there (primary on 1, replica on 2); its RabbitMQ node and any
      // gateway or service tasks go with it.
      const victim = NODES[2];
      let killedAt;
      gateways = gatewayAddresses().filter((a) => a !== victim.address);
      const { results: rs, during } = await underLoad({ rate: 2, ms: 45_000, make: registration('node') }, async () => {
        await sleep(8000);
        killedAt = Date.now();
        return killNode(victim);
      });
      const w = lostWrites(rs);
      const back = await tasksBack(killedAt, { timeoutMs: 120_000 }).catch(() => undefined);
      gateways = gatewayAddresses();
      const missing = back === undefined ? Object.entries(taskHealth(manager())).filter(([, v]) => v.healthy < v.desired).map(([n, v]) => `${n} ${v.healthy}/${v.desired}`) : [];
      const detail = `killed node ${victim.name} (${during} processes); ${w.acknowledged} acknowledged, ${w.lost} lost; statuses ${statusCounts(rs)}; services and gateways back ${back === undefined ? `not within 120 s (${missing.join(', ')})` : `in ${back.toFixed(0)} s`}`;
      if (w.lost > 0 || back === undefined || back > 30) throw new Error(detail);
      return detail;
    });

    await check('outboxes-drain-after-node', outboxesDrain);
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
