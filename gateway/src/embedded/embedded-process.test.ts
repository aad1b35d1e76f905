import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eventually } from '@hearth/service-kit/testing';

jest.setTimeout(120_000);

const repoDir = path.resolve(__dirname, '../../..');
let root: string;

/** Runs `npm start`'s entry point the way a household would, and waits until it listens. */
function startHearth(): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, [path.join(repoDir, 'gateway/dist/embedded/main.js')], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: path.join(root, 'data'), FRONTENDS_DIR: path.join(root, 'app'), PUBLIC_URL: 'http://hearth.test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.includes('Hearth is running'));
      if (line) resolve({ child, base: `http://127.0.0.1:${JSON.parse(line).port}` });
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`Hearth exited with ${code}:\n${output}`)));
  });
}

function stopHearth(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', (code) => resolve(code));
    child.kill('SIGINT');
  });
}

const post = (base: string, url: string, body: object) =>
  fetch(`${base}${url}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

beforeAll(async () => {
  const build = spawnSync('npx', ['tsc', '-b', 'gateway'], { cwd: repoDir, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(build.stdout + build.stderr);
  root = await mkdtemp(path.join(os.tmpdir(), 'hearth-start-'));
  await mkdir(path.join(root, 'app', 'shell', 'dist'), { recursive: true });
  await writeFile(path.join(root, 'app', 'shell', 'dist', 'index.html'), '<!doctype html><title>Hearth</title>');
});

afterAll(() => rm(root, { recursive: true, force: true }));

describe('npm start (embedded mode)', () => {
  it('starts from an empty data folder, serves the API and the shell, and keeps its data across a restart', async () => {
    const first = await startHearth();
    const registered = await post(first.base, '/api/auth/register', { name: 'Ada', email: 'ada@example.com', password: 'secret123' });
    expect(registered.status).toBe(201);
    // The in-process bus carries user.registered to svc-household, which makes Ada's household.
    const { token } = (await registered.json()) as { token: string };
    const household = await eventually(async () => {
      const response = await fetch(`${first.base}/api/households`, { headers: { Authorization: `Bearer ${token}` } });
      if (response.status !== 200) throw new Error(`household not there yet (${response.status})`);
      return (await response.json()) as { name: string };
    });
    expect(household.name).toBe("Ada's Household");
    const page = await fetch(`${first.base}/dashboard`);
    expect(await page.text()).toContain('<title>Hearth</title>');
    expect(await stopHearth(first.child)).toBe(0);

    const second = await startHearth();
    try {
      const signedIn = await post(second.base, '/api/auth/login', { email: 'ada@example.com', password: 'secret123' });
      expect(signedIn.status).toBe(200);
      expect(((await signedIn.json()) as { user: { name: string } }).user.name).toBe('Ada');
    } finally {
      expect(await stopHearth(second.child)).toBe(0);
    }
  });
});
