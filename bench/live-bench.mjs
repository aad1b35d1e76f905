// Live changes in `npm run bench`: BENCH_LIVE_MEMBERS (default 50) members of one
// household each hold GET /api/live open through the gateway; one of them ticks and unticks an
// item BENCH_LIVE_TOGGLES times (default 100), one at a time. For each toggle: the time from
// sending the PATCH to the change arriving on every other member's stream (p50, p99 over all
// arrivals). And the memory an open stream costs: svc-planning's and nginx's RSS with the streams
// open, less before they were opened, per stream.
import { openEventStream } from '@hearth/service-kit/testing';
import { memoryOf, processTree } from './memory.mjs';

async function call(baseUrl, path, { token, method = 'GET', body } = {}) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} /api${path} answered ${response.status}: ${text}`);
  return text ? JSON.parse(text) : undefined;
}

async function eventually(what, attempt, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await attempt().catch(() => undefined);
    if (result !== undefined) return result;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** An open stream (the tests' reader) that reports when each change arrived. */
async function openStream(baseUrl, token, onChange) {
  const stream = await openEventStream(`${baseUrl}/api/live`, { authorization: `Bearer ${token}` }, {
    onEvent: (event) => event.event === 'change' && onChange(event.data, event.receivedAt),
  });
  if (stream.status !== 200) throw new Error(`GET /api/live answered ${stream.status}`);
  await stream.next((event) => event.event === 'ready');
  return () => stream.close();
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function rssOf(pids) {
  let total = 0;
  for (const pid of pids) total += (await memoryOf(pid)).rss;
  return total;
}

/**
 * `{ members, toggles, p50Ms, p99Ms, maxMs, arrivals, missing, streamMemoryKiB }`. `planningPid`
 * and `nginxPid` (the master; its workers are found below it) for the memory per stream.
 */
export async function measureLiveDelivery({ baseUrl, planningPid, nginxPid, members = 50, toggles = 100, tag = Date.now().toString(36) }) {
  const people = [];
  for (let i = 0; i < members; i += 1) {
    const { token } = await call(baseUrl, '/auth/register', { method: 'POST', body: { name: `Live ${i}`, email: `live.${tag}.${i}@bench.example.com`, password: 'bench-password-1' } });
    people.push(token);
  }
  const [owner, ...others] = people;
  const household = await eventually('the first household', () => call(baseUrl, '/households', { token: owner }));
  for (const token of others) {
    await eventually('a household to leave', () => call(baseUrl, '/households', { token }));
    await call(baseUrl, '/households/join', { token, method: 'POST', body: { inviteCode: household.inviteCode } });
  }
  const list = await eventually('the list', () => call(baseUrl, '/shopping-lists', { token: owner, method: 'POST', body: { name: 'Live bench', recipeIds: [] } }));
  const withItem = await call(baseUrl, `/shopping-lists/${list._id}/items`, { token: owner, method: 'POST', body: { name: 'Milk', quantity: 1, unit: 'l' } });
  const itemId = withItem.items[0]._id;
  for (const token of others) await eventually('every member in planning', () => call(baseUrl, `/shopping-lists/${list._id}`, { token }));

  const pids = [...(planningPid ? [planningPid] : []), ...(nginxPid ? await processTree(nginxPid) : [])];
  const before = await rssOf(pids);
  /** toggle number -> arrival times on the other streams */
  const arrivals = new Map();
  let current = -1;
  const closers = [];
  for (const token of others) {
    closers.push(
      await openStream(baseUrl, token, (change, at) => {
        if (change.itemId === itemId && change.type === 'shopping-list.item.toggled') arrivals.get(current)?.push(at);
      }),
    );
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const open = await rssOf(pids);

  const samples = [];
  let missing = 0;
  try {
    for (let i = 0; i < toggles; i += 1) {
      current = i;
      arrivals.set(i, []);
      const sent = performance.now();
      await call(baseUrl, `/shopping-lists/${list._id}/items/${itemId}/toggle`, { token: owner, method: 'PATCH', body: {} });
      const deadline = performance.now() + 5000;
      while (arrivals.get(i).length < others.length && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 2));
      const got = arrivals.get(i);
      missing += others.length - got.length;
      for (const at of got) samples.push(at - sent);
    }
  } finally {
    closers.forEach((close) => close());
  }
  const sorted = samples.sort((a, b) => a - b);
  const round = (ms) => Math.round(ms * 10) / 10;
  return {
    members,
    toggles,
    arrivals: sorted.length,
    missing,
    p50Ms: round(percentile(sorted, 50) ?? NaN),
    p99Ms: round(percentile(sorted, 99) ?? NaN),
    maxMs: round(sorted.at(-1) ?? NaN),
    streamMemoryKiB: pids.length ? Math.round((open - before) / others.length) : null,
  };
}

export function formatLiveDelivery(live) {
  const memory = live.streamMemoryKiB === null ? '' : `; memory per open stream (svc-planning + nginx RSS): ${live.streamMemoryKiB} KiB`;
  return (
    `Live changes (aim: p99 under 200 ms): ${live.members} members' streams open through nginx, ${live.toggles} toggles by one of them: ` +
    `toggle to arrival on the ${live.members - 1} other streams p50 ${live.p50Ms} ms, p99 ${live.p99Ms} ms, max ${live.maxMs} ms ` +
    `(${live.arrivals} arrivals, ${live.missing} missing)${memory}`
  );
}
