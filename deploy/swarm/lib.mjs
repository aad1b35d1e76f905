// Shared helpers of the Swarm proof (deploy/swarm/README.md): running commands, the cluster's
// fixed names and addresses, and a log with timestamps. Nothing here starts anything by itself.
import { execFile, spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const swarmDir = path.dirname(fileURLToPath(import.meta.url));
export const repoDir = path.resolve(swarmDir, '..', '..');

/** Outside the repository, reused from one run to the next: the Debian root file system and the registry's storage. */
export const CACHE_DIR = process.env.HEARTH_SWARM_CACHE ?? '/var/cache/hearth-swarm';
/** Everything of one run (daemons' data, sockets, logs) lives here and is deleted by the teardown. */
export const RUN_DIR = process.env.HEARTH_SWARM_RUN ?? '/tmp/hearth-swarm';

/** The test's own addresses: a bridge on the host and one network namespace per node. */
export const NET = {
  bridge: 'hswbr0',
  prefix: '10.77.0',
  hostAddress: '10.77.0.1',
  registry: '10.77.0.1:5000',
  overlayPool: '10.78.0.0/16',
};
export const NODES = [1, 2, 3].map((n) => ({
  n,
  name: `hsw${n}`,
  netns: `hearth-swarm-${n}`,
  vethHost: `hswv${n}`,
  address: `${NET.prefix}.${10 + n}`,
  dir: path.join(RUN_DIR, `node${n}`),
  socket: path.join(RUN_DIR, `node${n}`, 'docker.sock'),
  // Each daemon's default bridge and gwbridge sit in its own namespace; distinct ranges anyway.
  bip: `172.31.${n}.1/24`,
}));

/** The Docker CLI that matches Debian's dockerd 20.10 (/usr/local/bin/docker is a newer one). */
export const DOCKER = '/usr/bin/docker';

const started = Date.now();
export function log(...args) {
  const t = ((Date.now() - started) / 1000).toFixed(1).padStart(6);
  console.log(`[swarm ${t}s]`, ...args);
}

/** Runs a command, returns its stdout; throws with its stderr when it fails (unless allowFail). */
export function sh(cmd, args, { allowFail = false, input, env, quiet = true, timeout, cwd } = {}) {
  const r = spawnSync(cmd, args, {
    cwd,
    input,
    env: env ? { ...process.env, ...env } : process.env,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    timeout,
    stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
  });
  if (!quiet) process.stdout.write(r.stdout ?? '');
  if (r.status !== 0 && !allowFail) {
    const e = new Error(`${cmd} ${args.join(' ')} failed (${r.status ?? r.signal}): ${(r.stderr || r.stdout || '').trim().slice(-2000)}`);
    e.result = r;
    throw e;
  }
  return allowFail ? r : r.stdout;
}

/** Like sh, but streams output to this process's console; resolves with the exit code. */
export function stream(cmd, args, { env, cwd, prefix } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env: env ? { ...process.env, ...env } : process.env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = (buf) => {
      for (const line of buf.toString().split('\n')) if (line.trim()) console.log(prefix ? `${prefix} ${line}` : line);
    };
    child.stdout.on('data', out);
    child.stderr.on('data', out);
    child.on('error', reject);
    child.on('close', (code) => resolve(code));
  });
}

/** `docker` against one node's daemon. */
export function docker(node, args, options) {
  return sh(DOCKER, ['-H', `unix://${node.socket}`, ...args], options);
}
/** `docker` against one node's daemon without blocking this process (samples taken under load): { status, stdout, stderr }. */
export function dockerAsync(node, args, { timeout = 20_000 } = {}) {
  return new Promise((resolve) => {
    execFile(DOCKER, ['-H', `unix://${node.socket}`, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout }, (error, stdout, stderr) =>
      resolve({ status: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}
export function dockerStream(node, args, options) {
  return stream(DOCKER, ['-H', `unix://${node.socket}`, ...args], options);
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Polls fn until it returns a truthy value, or throws after timeoutMs with the last error. */
export async function waitFor(what, fn, { timeoutMs = 60_000, intervalMs = 1000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last;
  for (;;) {
    try {
      const v = await fn();
      if (v) return v;
    } catch (e) {
      last = e;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${last ? `: ${last.message}` : ''}`);
    await sleep(intervalMs);
  }
}
