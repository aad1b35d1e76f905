// Child processes and ports for `npm run bench` (bench/run.mjs): start a child, wait until it
// answers over HTTP, stop it with SIGTERM and wait for it. Kept apart so run.mjs reads as the plan.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { repoDir } from '../scripts/build.mjs';

/** `count` distinct loopback ports nobody listens on right now (the OS picks them, all held at once). */
export async function freePorts(count) {
  const servers = [];
  try {
    for (let i = 0; i < count; i += 1) {
      const server = net.createServer();
      servers.push(server);
      await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', resolve);
      });
    }
    return servers.map((server) => server.address().port);
  } finally {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(() => resolve()))));
  }
}

/** Starts `command` from the repository folder; its output goes to the bench's own stdout/stderr. */
export function startChild(name, command, args, env) {
  const child = spawn(command, args, { cwd: repoDir, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
  child.benchName = name;
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  child.once('error', (error) => console.error(`${name} could not start: ${error.message}`));
  return child;
}

function hasExited(child) {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Resolves once `url` answers 2xx; fails early if `child` exits first, or after `timeoutMs`. */
export async function waitForHttp(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (hasExited(child)) throw new Error(`${child.benchName} exited (${child.exitCode ?? child.signalCode}) before it was ready`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then((response) => response.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${child.benchName} did not become ready at ${url}`);
}

/** SIGTERM, then waits for the exit (SIGKILL after `graceMs` if it hangs). */
export async function stopChild(child, graceMs = 15_000) {
  if (hasExited(child) || child.pid === undefined) return;
  child.kill('SIGTERM');
  const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await child.exited;
  clearTimeout(force);
}
