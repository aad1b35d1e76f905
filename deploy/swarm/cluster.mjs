// A 3-node Docker Swarm on this one machine: three network namespaces on a bridge of the test's
// own (10.77.0.0/24), one Debian dockerd 20.10 in each, all three managers (a real Raft cluster,
// a VXLAN overlay, tasks rescheduled when a node dies), and a local registry (Debian's
// docker-registry) on the bridge address, since no image can be pulled here.
//
//   node deploy/swarm/cluster.mjs          # up, `docker node ls`, down: proves the cluster
//   node deploy/swarm/cluster.mjs down     # tears down whatever a killed run left behind
//
// `down()` always leaves nothing: no dockerd/containerd/shim/registry of this run, no namespace,
// veth or bridge, no mount under RUN_DIR, and RUN_DIR itself deleted. Nodes are entered with
// `nsenter --net=` (under `ip netns exec`, dockerd fails: "Devices cgroup isn't mounted").
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, readdirSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CACHE_DIR, NET, NODES, RUN_DIR, docker, log, sh, sleep, swarmDir, waitFor } from './lib.mjs';

const REGISTRY_PID = path.join(RUN_DIR, 'registry.pid');
const DNS_PID = path.join(RUN_DIR, 'dns.pid');
export const DISPATCHER_HEARTBEAT = '2s';

function netnsExists(name) {
  return sh('ip', ['netns', 'list']).split('\n').some((l) => l.split(' ')[0] === name);
}
function linkExists(name) {
  return sh('ip', ['link', 'show', name], { allowFail: true }).status === 0;
}
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
function readPid(file) {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}
async function stopPid(pid, what, graceMs = 20_000) {
  if (!pid || !alive(pid)) return;
  log(`stopping ${what} (pid ${pid})`);
  process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (alive(pid) && Date.now() < deadline) await sleep(200);
  if (alive(pid)) {
    log(`${what} (pid ${pid}) did not stop: SIGKILL`);
    process.kill(pid, 'SIGKILL');
    while (alive(pid)) await sleep(100);
  }
}
/** Processes whose command line or cwd mentions RUN_DIR (the daemons' containerd and shims). */
function processesOfThisRun() {
  // Never this process or its ancestors (a shell whose command line names RUN_DIR).
  const mine = new Set();
  for (let pid = process.pid; pid > 1; ) {
    mine.add(pid);
    try {
      pid = Number(readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ')[1]);
    } catch {
      break;
    }
  }
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || mine.has(Number(entry))) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (cmdline.includes(RUN_DIR)) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}
/** Mount points under RUN_DIR, deepest first. */
export function mountsOfThisRun() {
  const mounts = readFileSync('/proc/self/mountinfo', 'utf8')
    .split('\n')
    .map((line) => line.split(' ')[4])
    .filter((m) => m && (m === RUN_DIR || m.startsWith(`${RUN_DIR}/`)));
  return [...new Set(mounts)].sort((a, b) => b.length - a.length);
}

/** Starts the network, the registry and the three daemons, and forms the swarm. */
export async function up() {
  if (existsSync(RUN_DIR) || NODES.some((n) => netnsExists(n.netns)) || linkExists(NET.bridge)) {
    log('leftovers of an earlier run: tearing them down first');
    await down();
  }
  mkdirSync(RUN_DIR, { recursive: true });
  // The daemons' data on a tmpfs: three image stores of small files take minutes to delete from
  // a busy disk, and no time to unmount. About 1 GB a node.
  sh('mount', ['-t', 'tmpfs', '-o', `size=${process.env.HEARTH_SWARM_TMPFS_SIZE ?? '8g'},mode=0755`, 'hearth-swarm', RUN_DIR]);

  // The bridge and the namespaces.
  sh('ip', ['link', 'add', NET.bridge, 'type', 'bridge']);
  sh('ip', ['addr', 'add', `${NET.hostAddress}/24`, 'dev', NET.bridge]);
  sh('ip', ['link', 'set', NET.bridge, 'up']);
  for (const node of NODES) {
    sh('ip', ['netns', 'add', node.netns]);
    sh('ip', ['link', 'add', node.vethHost, 'type', 'veth', 'peer', 'name', 'eth0', 'netns', node.netns]);
    sh('ip', ['link', 'set', node.vethHost, 'master', NET.bridge, 'up']);
    const inNs = (...args) => sh('ip', ['-n', node.netns, ...args]);
    inNs('link', 'set', 'lo', 'up');
    inNs('addr', 'add', `${node.address}/24`, 'dev', 'eth0');
    inNs('link', 'set', 'eth0', 'up');
    inNs('route', 'add', 'default', 'via', NET.hostAddress);
  }
  log(`network: bridge ${NET.bridge} ${NET.hostAddress}/24, nodes ${NODES.map((n) => `${n.name}=${n.address}`).join(' ')}`);

  // The registry, on the bridge address, its storage in the cache so images survive the run.
  const registryStorage = path.join(CACHE_DIR, 'registry');
  mkdirSync(registryStorage, { recursive: true });
  const registryConfig = path.join(RUN_DIR, 'registry.yml');
  writeFileSync(
    registryConfig,
    `version: 0.1
log:
  level: warn
storage:
  filesystem:
    rootdirectory: ${registryStorage}
  delete:
    enabled: true
http:
  addr: ${NET.registry}
`,
  );
  const registryLog = openSync(path.join(RUN_DIR, 'registry.log'), 'a');
  const registry = spawn('docker-registry', ['serve', registryConfig], { detached: true, stdio: ['ignore', registryLog, registryLog] });
  writeFileSync(REGISTRY_PID, String(registry.pid));
  registry.unref();

  // The nodes' upstream DNS (nxdomain-dns.mjs): no name is known there, and it says so at once.
  const dnsLog = openSync(path.join(RUN_DIR, 'dns.log'), 'a');
  const dns = spawn(process.execPath, [path.join(swarmDir, 'nxdomain-dns.mjs'), NET.hostAddress, DNS_PID], { detached: true, stdio: ['ignore', dnsLog, dnsLog] });
  dns.unref();
  await waitFor('the nodes\' DNS server', () => {
    if (dns.exitCode !== null) throw new Error(`nxdomain-dns.mjs exited (${dns.exitCode}): see ${path.join(RUN_DIR, 'dns.log')}`);
    return existsSync(DNS_PID);
  }, { timeoutMs: 10_000, intervalMs: 100 });

  // The daemons.
  for (const node of NODES) {
    mkdirSync(node.dir, { recursive: true });
    const out = openSync(path.join(node.dir, 'dockerd.log'), 'a');
    const args = [
      `--net=/run/netns/${node.netns}`,
      'dockerd',
      '--data-root', path.join(node.dir, 'data'),
      '--exec-root', path.join(node.dir, 'exec'),
      '--pidfile', path.join(node.dir, 'docker.pid'),
      '-H', `unix://${node.socket}`,
      '--bip', node.bip,
      '--insecure-registry', NET.registry,
      '--dns', NET.hostAddress,
      '--default-ulimit', 'nofile=20000:20000',
      '--default-ulimit', 'nproc=32768:32768',
      '--exec-opt', 'native.cgroupdriver=cgroupfs',
      '--cgroup-parent', `/hearth-swarm-${node.n}`,
      '--shutdown-timeout', '5',
      '--log-level', 'warn',
      '--storage-driver', 'overlay2',
    ];
    const child = spawn('nsenter', args, { detached: true, stdio: ['ignore', out, out] });
    child.unref();
  }
  for (const node of NODES) {
    await waitFor(`dockerd of ${node.name}`, () => docker(node, ['info', '--format', '{{.ServerVersion}}']).trim(), { timeoutMs: 60_000, intervalMs: 500 });
  }
  log('3 dockerd answer');

  // The swarm: node 1 initialises, 2 and 3 join as managers.
  const [first, ...others] = NODES;
  docker(first, ['swarm', 'init', '--advertise-addr', first.address, '--listen-addr', `${first.address}:2377`, '--default-addr-pool', NET.overlayPool]);
  // A node that stops sending heartbeats is declared down after three periods: 6 s rather than
  // the default 15 s, so its tasks are started elsewhere that much sooner.
  docker(first, ['swarm', 'update', '--dispatcher-heartbeat', DISPATCHER_HEARTBEAT]);
  const token = docker(first, ['swarm', 'join-token', '-q', 'manager']).trim();
  for (const node of others) {
    docker(node, ['swarm', 'join', '--token', token, '--advertise-addr', node.address, '--listen-addr', `${node.address}:2377`, `${first.address}:2377`]);
  }
  await waitFor('3 Ready managers', () => {
    const rows = docker(first, ['node', 'ls', '--format', '{{.Hostname}} {{.Status}} {{.ManagerStatus}}']).trim().split('\n');
    return rows.length === 3 && rows.every((r) => / Ready (Leader|Reachable)$/.test(r));
  }, { timeoutMs: 60_000 });
  // Node hostnames are all this machine's: label each node so placement can tell them apart.
  const ids = docker(first, ['node', 'ls', '-q']).trim().split('\n');
  for (const id of ids) {
    const addr = docker(first, ['node', 'inspect', id, '--format', '{{.Status.Addr}}']).trim();
    const node = NODES.find((n) => n.address === addr);
    if (node) {
      docker(first, ['node', 'update', '--label-add', `hearth.node=${node.n}`, id]);
      node.id = id;
    }
  }
  await waitFor('the registry', async () => (await fetch(`http://${NET.registry}/v2/`)).ok, { timeoutMs: 20_000, intervalMs: 300 });
  log('swarm formed: 3 managers, registry up');
  return NODES;
}

/** Tears everything of this run down, whatever state it is in. Never throws; returns the leftovers it could not remove. */
export async function down() {
  const problems = [];
  const attempt = async (what, fn) => {
    const t = Date.now();
    try {
      await fn();
    } catch (e) {
      problems.push(`${what}: ${e.message}`);
    }
    if (Date.now() - t > 2000) log(`teardown: ${what} took ${((Date.now() - t) / 1000).toFixed(1)} s`);
  };
  // Daemons first: each stops its containers (shutdown-timeout 5 s) and its own containerd.
  await Promise.all(
    NODES.map((node) => attempt(`dockerd ${node.name}`, () => stopPid(readPid(path.join(node.dir, 'docker.pid')), `dockerd ${node.name}`, 30_000))),
  );
  await attempt('registry', () => stopPid(readPid(REGISTRY_PID), 'registry', 5_000));
  await attempt('dns', () => stopPid(readPid(DNS_PID), 'the nodes\' DNS server', 5_000));
  // Whatever survived: containerd, shims, container processes in the namespaces.
  for (const pid of processesOfThisRun()) await attempt(`process ${pid}`, () => stopPid(pid, `leftover process`, 5_000));
  for (const node of NODES) {
    if (!netnsExists(node.netns)) continue;
    const pids = sh('ip', ['netns', 'pids', node.netns], { allowFail: true }).stdout?.trim().split('\n').filter(Boolean).map(Number) ?? [];
    for (const pid of pids) await attempt(`process ${pid} in ${node.netns}`, () => stopPid(pid, `process in ${node.netns}`, 5_000));
  }
  // Mounts (overlay layers, netns bind mounts, shm), deepest first, then the namespaces and links.
  for (const m of mountsOfThisRun()) await attempt(`umount ${m}`, () => sh('umount', ['-l', m]));
  for (const node of NODES) {
    if (netnsExists(node.netns)) await attempt(`netns ${node.netns}`, () => sh('ip', ['netns', 'del', node.netns]));
    // Deleting the namespace deletes its veth pair, a moment later.
    if (linkExists(node.vethHost)) await attempt(`veth ${node.vethHost}`, () => sh('ip', ['link', 'del', node.vethHost], { allowFail: true }));
  }
  if (linkExists(NET.bridge)) await attempt(`bridge ${NET.bridge}`, () => sh('ip', ['link', 'del', NET.bridge]));
  // The daemons' cgroups (cgroup v1, cgroupfs driver), empty once their containers are gone.
  for (const node of NODES) {
    for (const controller of readdirSync('/sys/fs/cgroup', { withFileTypes: true })) {
      const dir = path.join('/sys/fs/cgroup', controller.name, `hearth-swarm-${node.n}`);
      if (!existsSync(dir)) continue;
      await attempt(`cgroup ${dir}`, () => {
        const rm = (d) => {
          for (const e of readdirSync(d, { withFileTypes: true })) if (e.isDirectory()) rm(path.join(d, e.name));
          rmdirSync(d);
        };
        rm(dir);
      });
    }
  }
  await attempt(`rm ${RUN_DIR}`, () => {
    if (!existsSync(RUN_DIR)) return;
    if (mountsOfThisRun().length === 0) sh('rm', ['-rf', '--one-file-system', RUN_DIR], { timeout: 10 * 60_000 });
    else throw new Error('mounts remain');
  });
  const left = leftovers();
  if (left.length) problems.push(...left);
  if (problems.length) log(`teardown left: ${problems.join('; ')}`);
  else log('teardown complete: no process, namespace, link, mount or folder of this run remains');
  return problems;
}

/** What of this run still exists (empty when the teardown is complete). */
export function leftovers() {
  const left = [];
  const procs = processesOfThisRun();
  if (procs.length) left.push(`processes ${procs.join(',')}`);
  for (const node of NODES) if (netnsExists(node.netns)) left.push(`netns ${node.netns}`);
  for (const l of [NET.bridge, ...NODES.map((n) => n.vethHost)]) if (linkExists(l)) left.push(`link ${l}`);
  const mounts = mountsOfThisRun();
  if (mounts.length) left.push(`${mounts.length} mounts under ${RUN_DIR}`);
  if (existsSync(RUN_DIR)) left.push(`folder ${RUN_DIR}`);
  return left;
}

/** Runs fn with a cluster up, and tears it down afterwards whatever happens (also on Ctrl-C / SIGTERM). */
export async function withCluster(fn) {
  let tearingDown;
  const teardown = () => (tearingDown ??= down());
  const onSignal = (signal) => {
    log(`${signal}: tearing down`);
    teardown().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const nodes = await up();
    return await fn(nodes);
  } finally {
    const problems = await teardown();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    if (problems.length) process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(swarmDir, 'cluster.mjs')) {
  if (process.argv[2] === 'down') {
    const problems = await down();
    process.exit(problems.length ? 1 : 0);
  }
  await withCluster(async ([first]) => {
    console.log(docker(first, ['node', 'ls']));
    console.log(docker(first, ['version', '--format', 'client {{.Client.Version}}, server {{.Server.Version}}']));
  });
}
