import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { silentLogger } from '../testing/environment';
import { remoteMembershipLookup } from './membership-check';

/** svc-household played by a small server: what it answers, and how often it was asked. */
async function fakeHousehold() {
  const state = { answer: { householdId: 'household-a' as string | null }, status: 200, asked: 0, seen: [] as string[], hang: false };
  const server = http.createServer((request, response) => {
    state.asked++;
    state.seen.push(request.headers.authorization ?? '');
    if (state.hang) return;
    response.writeHead(state.status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(state.status === 200 ? state.answer : { message: 'no' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/households/membership`;
  return { state, url, close: () => new Promise((resolve) => server.close(resolve)).then(() => server.closeAllConnections()) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("svc-household's word on a membership", () => {
  it('asks with the caller\'s token, and keeps the answer per user for the cache time only', async () => {
    const household = await fakeHousehold();
    try {
      const lookup = remoteMembershipLookup({ url: household.url, logger: silentLogger(), cacheMs: 150 });
      expect(await lookup('user-1', 'Bearer t1')).toBe('household-a');
      household.state.answer = { householdId: null };
      expect(await lookup('user-1', 'Bearer t1')).toBe('household-a');
      expect(household.state.asked).toBe(1);
      await sleep(200);
      expect(await lookup('user-1', 'Bearer t1')).toBeNull();
      expect(await lookup('user-2', 'Bearer t2')).toBeNull();
      expect(household.state.seen).toEqual(['Bearer t1', 'Bearer t1', 'Bearer t2']);
    } finally {
      await household.close();
    }
  });

  it('cannot say when svc-household fails or hangs, and then does not ask for a while', async () => {
    const household = await fakeHousehold();
    try {
      const lookup = remoteMembershipLookup({ url: household.url, logger: silentLogger(), timeoutMs: 100, pauseMs: 300 });
      household.state.hang = true;
      expect(await lookup('user-1', 'Bearer t1')).toBeUndefined();
      household.state.hang = false;
      expect(await lookup('user-1', 'Bearer t1')).toBeUndefined();
      expect(household.state.asked).toBe(1);
      await sleep(350);
      expect(await lookup('user-1', 'Bearer t1')).toBe('household-a');
      household.state.status = 500;
      expect(await lookup('user-2', 'Bearer t2')).toBeUndefined();
    } finally {
      await household.close();
    }
  });
});
