import { execFileSync } from 'node:child_process';
import { chown, mkdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { eventually } from '@hearth/service-kit/testing';
import { buildHearth, makeHearthFolder, post, startHearth, stopHearth } from './testing/run-hearth';

jest.setTimeout(120_000);

const roots: string[] = [];
async function freshFolder() {
  const root = await makeHearthFolder();
  roots.push(root);
  return root;
}

/** The PostgreSQL server's pid, from the pid file it keeps in its data folder. */
async function postmasterPid(root: string): Promise<number | undefined> {
  const content = await readFile(path.join(root, 'data', 'postgres', 'postmaster.pid'), 'utf8').catch(() => undefined);
  return content ? Number(content.split('\n')[0]) : undefined;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

beforeAll(buildHearth);
afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

describe('npm start (embedded mode)', () => {
  it('starts from an empty data folder, serves the API and the shell, keeps its data across a restart and stops its database with it', async () => {
    const root = await freshFolder();
    const first = await startHearth(root);
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

    // A real server, reachable only through a private socket folder, with a private password.
    const pid = await postmasterPid(root);
    expect(pid && isRunning(pid)).toBeTruthy();
    expect((await stat(path.join(root, 'data', 'run'))).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(root, 'data', 'postgres-password'))).mode & 0o777).toBe(0o600);
    expect(first.output()).not.toMatch(/listening on IPv4|listening on IPv6/);

    expect(await stopHearth(first.child)).toBe(0);
    expect(isRunning(pid!)).toBe(false);
    expect(await postmasterPid(root)).toBeUndefined();

    const second = await startHearth(root);
    try {
      const signedIn = await post(second.base, '/api/auth/login', { email: 'ada@example.com', password: 'secret123' });
      expect(signedIn.status).toBe(200);
      expect(((await signedIn.json()) as { user: { name: string } }).user.name).toBe('Ada');
    } finally {
      expect(await stopHearth(second.child, 'SIGTERM')).toBe(0);
    }
  });

  it('refuses a second start on the same data folder with a clear message, and leaves the first one working', async () => {
    const root = await freshFolder();
    const first = await startHearth(root);
    try {
      const failure = await startHearth(root).then(
        () => undefined,
        (error: { code: number; output: string }) => error,
      );
      expect(failure?.code).toBe(1);
      expect(failure?.output).toContain('Hearth is already running with the data folder');
      const answer = await post(first.base, '/api/auth/register', { name: 'Bea', email: 'bea@example.com', password: 'secret123' });
      expect(answer.status).toBe(201);
    } finally {
      expect(await stopHearth(first.child)).toBe(0);
    }
  });

  it('recovers on the next start after Hearth and its database were killed abruptly', async () => {
    const root = await freshFolder();
    const first = await startHearth(root);
    expect((await post(first.base, '/api/auth/register', { name: 'Cy', email: 'cy@example.com', password: 'secret123' })).status).toBe(201);
    const pid = (await postmasterPid(root))!;
    const serverGroup = Number(execFileSync('ps', ['-o', 'pgid=', '-p', String(pid)], { encoding: 'utf8' }).trim());
    // As a power cut or the OOM killer would: no chance to clean up, the pid files stay behind.
    first.child.removeAllListeners('exit');
    const exited = new Promise((resolve) => first.child.on('exit', resolve));
    process.kill(-serverGroup, 'SIGKILL');
    first.child.kill('SIGKILL');
    await exited;
    await eventually(async () => {
      if (isRunning(pid)) throw new Error('PostgreSQL is still running');
    });
    expect(await postmasterPid(root)).toBe(pid);

    const second = await startHearth(root);
    try {
      const signedIn = await post(second.base, '/api/auth/login', { email: 'cy@example.com', password: 'secret123' });
      expect(signedIn.status).toBe(200);
    } finally {
      expect(await stopHearth(second.child)).toBe(0);
    }
  });

  it('says what to do with a data folder left by the PGlite-based version', async () => {
    const root = await freshFolder();
    await mkdir(path.join(root, 'data', 'pgdata'), { recursive: true });
    const failure = await startHearth(root).then(
      () => undefined,
      (error: { code: number; output: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.output).toContain('was written by an earlier Hearth (PGlite)');
    expect(failure?.output).toContain('Move the old folder away or delete it');
  });

  it('runs as a normal user too', async () => {
    // Run as root (CI, containers), the tests above prove the switch to an unprivileged server
    // account; this one runs Hearth itself as "nobody". Run as a normal user, it is that user.
    const asRoot = process.getuid!() === 0;
    const id = (flag: string) => Number(execFileSync('id', [flag, 'nobody'], { encoding: 'utf8' }));
    const user = asRoot ? { uid: id('-u'), gid: id('-g') } : { uid: process.getuid!(), gid: process.getgid!() };
    const root = await freshFolder();
    await mkdir(path.join(root, 'data'));
    await chown(path.join(root, 'data'), user.uid, user.gid);
    const hearth = await startHearth(root, user);
    try {
      expect((await post(hearth.base, '/api/auth/register', { name: 'Dee', email: 'dee@example.com', password: 'secret123' })).status).toBe(201);
      const pid = (await postmasterPid(root))!;
      expect((await stat(`/proc/${pid}`)).uid).toBe(user.uid);
    } finally {
      expect(await stopHearth(hearth.child)).toBe(0);
    }
  });
});
