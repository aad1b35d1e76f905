// The embedded mode's footprint, for `npm run bench`: how long `npm start` (already built) takes
// to answer its first request, on a fresh data folder (PostgreSQL's cluster is created) and on a
// warm one, and the memory of the whole embedded mode (Node plus every PostgreSQL process) once
// it has sat idle. Figures, not assertions.
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { repoDir } from '../scripts/build.mjs';
import { memoryOf, processTree } from './memory.mjs';
import { freePorts } from './processes.mjs';

async function startAndTime(dataDir, port) {
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, [path.join(repoDir, 'scripts', 'start-embedded.mjs')], {
    cwd: repoDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}) before it answered`);
    // svc-auth's 401 for a request without a token: the whole path answers.
    const answered = await fetch(`http://127.0.0.1:${port}/api/auth/me`).then((r) => r.status === 401, () => false);
    if (answered) return { child, exited, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  child.kill('SIGKILL');
  throw new Error('npm start did not answer within 120 s');
}

async function stop(running) {
  running.child.kill('SIGINT');
  await running.exited;
}

export async function measureEmbeddedFootprint({ idleSeconds = 30 } = {}) {
  const root = await mkdtemp(path.join(os.tmpdir(), 'hearth-footprint-'));
  // PostgreSQL runs as an unprivileged account when this runs as root: it must reach the folder.
  await chmod(root, 0o755);
  const dataDir = path.join(root, 'data');
  const [port] = await freePorts(1);
  try {
    const first = await startAndTime(dataDir, port);
    await stop(first);
    const warm = await startAndTime(dataDir, port);
    try {
      await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
      const pids = await processTree(warm.child.pid);
      const parts = await Promise.all(pids.map(memoryOf));
      const sum = (key) => Math.round(parts.reduce((total, part) => total + part[key], 0) / 1024);
      const node = await memoryOf(warm.child.pid);
      return {
        firstStartSeconds: first.seconds,
        warmStartSeconds: warm.seconds,
        idleSeconds,
        processes: pids.length,
        nodeRssMiB: Math.round(node.rss / 1024),
        totalRssMiB: sum('rss'),
        totalPssMiB: sum('pss'),
      };
    } finally {
      await stop(warm);
    }
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

export function formatFootprint(footprint) {
  return [
    'Embedded mode (npm start, already built):',
    `  first request answered after ${footprint.firstStartSeconds.toFixed(2)} s on a fresh data folder (creates the PostgreSQL cluster), ` +
      `${footprint.warmStartSeconds.toFixed(2)} s on a warm one`,
    `  idle ${footprint.idleSeconds} s after start: ${footprint.totalPssMiB} MiB PSS / ${footprint.totalRssMiB} MiB RSS for Node and PostgreSQL together ` +
      `(${footprint.processes} processes; Node alone ${footprint.nodeRssMiB} MiB RSS)`,
  ].join('\n');
}

// `node bench/embedded-footprint.mjs`: this figure alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(formatFootprint(await measureEmbeddedFootprint({ idleSeconds: Number(process.env.BENCH_IDLE_SECONDS ?? 30) })));
}
