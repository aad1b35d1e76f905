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

describe('PostgreSQL restarted under load', () => {
  it('answers every request within its timeout while the database is gone, and the services reconnect by themselves', async () => {
    const members = await Promise.all(['Ada', 'Ben', 'Cy'].map((name) => hearth.member(`${name} Busy`)));
    const lists = await Promise.all(
      members.map(async (who) => (await hearth.expect<{ _id: string }>(201, 'POST', '/shopping-lists', { who, body: { name: 'Weekly' } }))._id),
    );
    const pids = Object.fromEntries(Object.entries(stack.services).map(([name, service]) => [name, service.pid]));

    let stopLoad: () => void = () => undefined;
    const loadEnds = new Promise<void>((resolve) => (stopLoad = resolve));
    const load = Promise.all(members.map((who, i) => keepWorking(who, lists[i]!, loadEnds)));

    // As a restart does: every connection dropped, new ones refused for a few seconds.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    stack.database.cut();
    await eventually(async () => (await hearth.call('GET', '/recipes', { who: members[0] })).status === 503, 20_000, 100);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    stack.database.restore();

    // The same processes, connected again: nobody restarted them.
    await eventually(async () => {
      for (const service of Object.values(stack.services)) await service.waitUntilReady(1000);
    }, 30_000, 250);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    stopLoad();
    const outcomes = (await load).flat();

    expect(Object.fromEntries(Object.entries(stack.services).map(([name, service]) => [name, service.pid]))).toEqual(pids);
    expect(outcomes.filter((o) => o.status === 'no answer')).toEqual([]);
    // Each answer is the page's data or a JSON message that says try again; nothing else.
    const failures = outcomes.filter((o) => typeof o.status === 'number' && o.status >= 300);
    expect(failures.length).toBeGreaterThan(0);
    for (const failure of failures) {
      expect([502, 503, 504]).toContain(failure.status);
      expect(failure.message).toMatch(/Please try again/);
    }
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
    const items = await hearth.expect<{ items: unknown[] }>(200, 'GET', `/shopping-lists/${lists[0]}`, { who: ada });
    expect(items.items.length).toBeGreaterThan(0);
  });
});
