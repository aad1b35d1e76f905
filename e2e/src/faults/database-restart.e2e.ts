import { setTimeout as sleep } from 'node:timers/promises';
import { eventually } from '@hearth/service-kit/testing';
import { startFaultStack, type FaultStack } from './fault-stack';
import { HearthClient, type Member } from './hearth-client';

jest.setTimeout(180_000);

// Longer than any timeout of the stack (nginx's 10 s read timeout, the pools' 5 s to connect and
// 9 s for an answer): a request still unanswered then has hung.
const PATIENCE_MS = 20_000;

let stack: FaultStack;
let hearth: HearthClient;

beforeAll(async () => {
  stack = await startFaultStack();
  hearth = new HearthClient(stack.baseUrl);
});
afterAll(() => stack?.stop());

interface Outcome {
  call: string;
  status: number | 'no answer';
  message?: string;
  ms: number;
}

/** A member using every domain in a loop until `until` resolves; each answer as it came. */
async function keepWorking(who: Member, listId: string, until: Promise<void>): Promise<Outcome[]> {
  let done = false;
  void until.then(() => (done = true));
  const outcomes: Outcome[] = [];
  const calls: [string, string, unknown?][] = [
    ['GET', '/auth/me'],
    ['GET', '/households'],
    ['GET', '/recipes'],
    ['GET', `/shopping-lists/${listId}`],
    ['POST', `/shopping-lists/${listId}/items`, { name: 'Oats', quantity: 1, unit: 'g' }],
  ];
  for (let i = 0; !done; i++) {
    const [method, path, body] = calls[i % calls.length]!;
    const started = Date.now();
    try {
      const answer = await hearth.call<{ message?: string }>(method, path, { who, body, timeoutMs: PATIENCE_MS });
      outcomes.push({ call: `${method} ${path}`, status: answer.status, message: answer.body?.message, ms: Date.now() - started });
    } catch {
      outcomes.push({ call: `${method} ${path}`, status: 'no answer', ms: Date.now() - started });
    }
  }
  return outcomes;
}

/** Members working while `fault` runs; every answer they got. */
async function underLoad(members: Member[], lists: string[], fault: () => Promise<void>): Promise<Outcome[]> {
  let stopLoad: () => void = () => undefined;
  const loadEnds = new Promise<void>((resolve) => (stopLoad = resolve));
  const load = Promise.all(members.map((who, i) => keepWorking(who, lists[i]!, loadEnds)));
  try {
    await fault();
  } finally {
    stopLoad();
  }
  return (await load).flat();
}

/** Every request answered, with the page's data or a JSON message that says try again. */
function expectAnsweredWithinTimeouts(outcomes: Outcome[]): Outcome[] {
  expect(outcomes.filter((o) => o.status === 'no answer')).toEqual([]);
  const failures = outcomes.filter((o) => typeof o.status === 'number' && o.status >= 300);
  for (const failure of failures) {
    expect([502, 503, 504]).toContain(failure.status);
    expect(failure.message).toMatch(/Please try again/);
  }
  return failures;
}

/** Three members of their own households, each with a shopping list. */
async function busyMembers(tag: string): Promise<{ members: Member[]; lists: string[] }> {
  const members = await Promise.all(['Ada', 'Ben', 'Cy'].map((name) => hearth.member(`${name} ${tag}`)));
  const lists = await Promise.all(
    members.map(async (who) => (await hearth.expect<{ _id: string }>(201, 'POST', '/shopping-lists', { who, body: { name: 'Weekly' } }))._id),
  );
  return { members, lists };
}

const servicePids = () => Object.fromEntries(Object.entries(stack.services).map(([name, service]) => [name, service.pid]));

/** The same processes, connected again: nobody restarted them. */
async function everyServiceReady(): Promise<void> {
  await eventually(async () => {
    for (const service of Object.values(stack.services)) await service.waitUntilReady(1000);
  }, 30_000, 250);
}

describe('PostgreSQL under load', () => {
  it('restarted: every request is answered within its timeout while the database is gone, and the services reconnect by themselves', async () => {
    const { members, lists } = await busyMembers('Busy');
    const pids = servicePids();

    const outcomes = await underLoad(members, lists, async () => {
      // As a restart does: every connection dropped, new ones refused for a few seconds.
      await sleep(1500);
      stack.database.cut();
      await eventually(async () => (await hearth.call('GET', '/recipes', { who: members[0] })).status === 503, 20_000, 100);
      await sleep(3000);
      stack.database.restore();
      await everyServiceReady();
      await sleep(1500);
    });

    expect(servicePids()).toEqual(pids);
    const failures = expectAnsweredWithinTimeouts(outcomes);
    expect(failures.length).toBeGreaterThan(0);
    console.log(
      `PostgreSQL cut for 3 s under load: ${outcomes.length} requests, ${failures.length} answered ${[...new Set(failures.map((f) => f.status))].join('/')}, ` +
        `slowest answer ${Math.max(...outcomes.map((o) => o.ms))} ms`,
    );

    // Everything works again, events included: a member who joins now is seen by every service.
    const [ada, ben] = members;
    await hearth.join(ben!, await hearth.inviteCode(ada!));
    const category = await hearth.category(ada!, 'After the restart');
    const recipe = await hearth.recipe(ada!, 'Restart Risotto', { category });
    await eventually(async () => (await hearth.call('GET', `/recipes/${recipe}`, { who: ben })).status === 200, 30_000, 250);
    const list = await hearth.expect<{ items: unknown[] }>(200, 'GET', `/shopping-lists/${lists[0]}`, { who: ada });
    expect(list.items.length).toBeGreaterThan(0);
  });

  it('hung (its connections open but silent, as after kill -STOP): every request is answered within its timeout, and all works once it answers again', async () => {
    const { members, lists } = await busyMembers('Patient');
    const pids = servicePids();

    const outcomes = await underLoad(members, lists, async () => {
      await sleep(1000);
      stack.database.stall();
      // Long enough for every pooled connection to time out and for new ones to be tried.
      await sleep(12_000);
      stack.database.restore();
      await everyServiceReady();
      await sleep(1000);
    });

    expect(servicePids()).toEqual(pids);
    const failures = expectAnsweredWithinTimeouts(outcomes);
    expect(failures.length).toBeGreaterThan(0);
    console.log(
      `PostgreSQL silent for 12 s under load: ${outcomes.length} requests, ${failures.length} answered ${[...new Set(failures.map((f) => f.status))].join('/')}, ` +
        `slowest answer ${Math.max(...outcomes.map((o) => o.ms))} ms`,
    );
    const [ada] = members;
    const recipe = await hearth.recipe(ada!, 'Patience Pie', { category: await hearth.category(ada!, 'After the silence') });
    await hearth.expect(200, 'GET', `/recipes/${recipe}`, { who: ada });
    await hearth.expect(201, 'POST', `/shopping-lists/${lists[0]}/items`, { who: ada, body: { name: 'Flour', quantity: 1, unit: 'kg' } });
  });
});
