import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const repoDir = path.resolve(__dirname, '../../..');

export interface RunningHearth {
  child: ChildProcess;
  base: string;
  /** Everything the process printed so far. */
  output(): string;
}

/** Compiles the single-process app and every service (each svc-* folder), as `npm start` would run them. */
export function buildHearth(): void {
  const services = readdirSync(repoDir).filter((name) => /^svc-/.test(name));
  const build = spawnSync('npx', ['tsc', '-b', 'single-process', ...services], { cwd: repoDir, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(build.stdout + build.stderr);
}

/**
 * A folder for one test's Hearth, with a stand-in shell page. It is opened to other users so
 * that PostgreSQL, which runs as an unprivileged user when the tests run as root, can reach it.
 */
export async function makeHearthFolder(): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'hearth-start-'));
  await chmod(root, 0o755);
  await mkdir(path.join(root, 'app', 'shell', 'dist'), { recursive: true });
  await writeFile(path.join(root, 'app', 'shell', 'dist', 'index.html'), '<!doctype html><title>Hearth</title>');
  return root;
}

/** Runs `npm start`'s entry point the way a household would. Resolves once it listens. */
export function startHearth(root: string, options: { uid?: number; gid?: number; env?: Record<string, string> } = {}): Promise<RunningHearth> {
  const child = spawn(process.execPath, [path.join(repoDir, 'single-process/dist/main.js')], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: path.join(root, 'data'),
      FRONTENDS_DIR: path.join(root, 'app'),
      PUBLIC_URL: 'http://hearth.test',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    uid: options.uid,
    gid: options.gid,
  });
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', () => {
      const line = output.split('\n').find((l) => l.includes('Hearth is running'));
      if (line) resolve({ child, base: `http://127.0.0.1:${JSON.parse(line).port}`, output: () => output });
    });
    child.on('exit', (code) => reject(Object.assign(new Error(`Hearth exited with ${code}:\n${output}`), { code, output })));
  });
}

/** Ctrl-C, as in a terminal; resolves with the exit code. */
export function stopHearth(child: ChildProcess, signal: NodeJS.Signals = 'SIGINT'): Promise<number | null> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    if (child.exitCode !== null) return resolve(child.exitCode);
    child.on('exit', (code) => resolve(code));
    child.kill(signal);
  });
}

/** Log lines at error level or above (pino: 50 error, 60 fatal). */
export function errorLines(output: string): string[] {
  return output.split('\n').filter((line) => /"level":(50|60)/.test(line));
}

/** Log lines at warning level or above (pino: 40 warn, 50 error, 60 fatal). */
export function warningLines(output: string): string[] {
  return output.split('\n').filter((line) => /"level":(40|50|60)/.test(line));
}

export const post = (base: string, url: string, body: object, token?: string) =>
  fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
