import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eventually } from '@hearth/service-kit/testing';
import { buildHearth, makeHearthFolder, post, startHearth, stopHearth, warningLines, type RunningHearth } from '../testing/run-hearth';

jest.setTimeout(120_000);

// Longer than any timeout of a request (the pools' 5 s to connect, 9 s for an answer).
const PATIENCE_MS = 20_000;

const roots: string[] = [];
beforeAll(buildHearth);
afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

async function freshHearth(): Promise<{ root: string; hearth: RunningHearth }> {
  const root = await makeHearthFolder();
  roots.push(root);
  return { root, hearth: await startHearth(root) };
}

async function postmasterPid(root: string): Promise<number | undefined> {
  const content = await readFile(path.join(root, 'data', 'postgres', 'postmaster.pid'), 'utf8').catch(() => undefined);
  return content ? Number(content.split('\n')[0]) : undefined;
}

interface Account {
  token: string;
  auth: Record<string, string>;
}

async function register(base: string, name: string): Promise<Account> {
  const answer = await post(base, '/api/auth/register', { name, email: `${name.toLowerCase()}@example.com`, password: 'secret123' });
  expect(answer.status).toBe(201);
  const { token } = (await answer.json()) as { token: string };
  const auth = { Authorization: `Bearer ${token}` };
  await eventually(async () => (await fetch(`${base}/api/households`, { headers: auth })).status === 200, 20_000, 100);
  return { token, auth };
}

interface Answer {
  path: string;
  status: number | 'no answer';
  message?: string;
}

/**
 * Requests in a loop until `until` resolves: each one's status and message, or 'no answer' (with
 * why) if it hung or the connection failed; a body that is not JSON is kept as its text.
 */
async function keepAsking(base: string, who: Account, until: Promise<void>): Promise<Answer[]> {
  let done = false;
  void until.then(() => (done = true));
  const answers: Answer[] = [];
  for (let i = 0; !done; i++) {
    const path = ['/api/auth/me', '/api/households', '/api/recipes', '/api/shopping-lists'][i % 4]!;
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, { headers: who.auth, signal: AbortSignal.timeout(PATIENCE_MS) });
    } catch (error) {
      const { message, cause } = error as Error & { cause?: { code?: string } };
      answers.push({ path, status: 'no answer', message: cause?.code ?? message });
      continue;
    }
    const text = await response.text();
    let message: string;
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? text;
    } catch {
      message = `not JSON: ${text.slice(0, 200)}`;
    }
    answers.push({ path, status: response.status, message });
  }
  return answers;
}

describe('npm start when its PostgreSQL server dies', () => {
  it('starts the server again while requests answer 503, and serves as before with the same process', async () => {
    const { root, hearth } = await freshHearth();
    try {
      const ada = await register(hearth.base, 'Ada');
      const first = (await postmasterPid(root))!;

      let stopAsking: () => void = () => undefined;
      const asked = new Promise<void>((resolve) => (stopAsking = resolve));
      const answering = Promise.all([keepAsking(hearth.base, ada, asked), keepAsking(hearth.base, ada, asked)]);
      await new Promise((resolve) => setTimeout(resolve, 500));
      process.kill(first, 'SIGKILL');

      await eventually(async () => {
        const pid = await postmasterPid(root);
        if (!pid || pid === first) throw new Error('not restarted yet');
      }, 30_000, 100);
      await eventually(async () => (await fetch(`${hearth.base}/api/recipes`, { headers: ada.auth })).status === 200, 30_000, 100);
      stopAsking();
      const answers = (await answering).flat();

      expect(hearth.child.exitCode).toBeNull();
      // Every request answered; if not, how many failed which way, with what Hearth logged then.
      const noAnswers = answers.filter((a) => a.status === 'no answer');
      const tally: Record<string, number> = {};
      for (const { path, message } of noAnswers) tally[`${path}: ${message}`] = (tally[`${path}: ${message}`] ?? 0) + 1;
      expect({ tally, logged: noAnswers.length ? warningLines(hearth.output()).slice(-30) : [] }).toEqual({ tally: {}, logged: [] });
      const failures = answers.filter((a) => a.status !== 200);
      expect(failures.length).toBeGreaterThan(0);
      for (const failure of failures) expect(failure).toEqual({ path: failure.path, status: 503, message: 'This part of Hearth is not available right now. Please try again shortly.' });
      expect(hearth.output()).toContain('PostgreSQL stopped unexpectedly; restarting it');
      // Said once the supervisor's own check of the new server passes, which can come a moment
      // after the pools' first answer from it (it did under CI load).
      await eventually(() => hearth.output().includes('PostgreSQL is running again'), 15_000, 100);

      // Writes and events work again: a new account gets its household from the in-process bus.
      await register(hearth.base, 'Bea');
      const signedIn = await post(hearth.base, '/api/auth/login', { email: 'ada@example.com', password: 'secret123' });
      expect(signedIn.status).toBe(200);
    } finally {
      expect(await stopHearth(hearth.child)).toBe(0);
    }
  });

  it('stops with an error, for its own supervisor to restart it, when the server keeps dying', async () => {
    const { root, hearth } = await freshHearth();
    hearth.child.removeAllListeners('exit');
    const exited = new Promise<number | null>((resolve) => hearth.child.on('exit', resolve));
    // A setting the server refuses: every restart fails at once.
    await writeFile(path.join(root, 'data', 'postgres', 'postgresql.auto.conf'), 'shared_buffers = nonsense\n');
    process.kill((await postmasterPid(root))!, 'SIGKILL');
    expect(await exited).toBe(1);
    expect(hearth.output()).toContain('PostgreSQL keeps stopping; giving up');
  });
});
