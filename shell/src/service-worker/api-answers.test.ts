import type { WorkboxPlugin } from 'workbox-core/types';
import { carriesInviteCode, keptForOffline, worthKeeping } from './api-answers';

type WorkerEvent = Parameters<NonNullable<WorkboxPlugin['cacheWillUpdate']>>[0]['event'];

const origin = 'https://hearth.test';
const kept = (path: string, method = 'GET', from = origin) => keptForOffline(new URL(path, from), method, origin);
const household = { _id: 'h1', name: "Ada's Household", owner: 'u1', members: [{ _id: 'u1', name: 'Ada', email: 'ada@example.com' }], inviteCode: 'K7PQ2MXR' };
const keep = (response: Response) => worthKeeping.cacheWillUpdate!({ response, request: new Request(`${origin}/api/shopping-lists`), event: {} as WorkerEvent, state: {} });

describe('the API answers the service worker keeps for offline use', () => {
  it('are who the member is and their lists', () => {
    expect(kept('/api/auth/me')).toBe(true);
    expect(kept('/api/shopping-lists')).toBe(true);
    expect(kept('/api/shopping-lists/l1')).toBe(true);
  });

  it('never include the household, which carries its invite code, nor anything else of the household domain', () => {
    for (const path of ['/api/households', '/api/households/', '/api/households/preview/K7PQ2MXR', '/api/households/invite', '/api/invitations', '/api/invitations/verify/t']) {
      expect(kept(path)).toBe(false);
    }
  });

  it('are only reads on Hearth itself', () => {
    expect(kept('/api/shopping-lists', 'POST')).toBe(false);
    expect(kept('/api/shopping-lists/l1', 'PUT')).toBe(false);
    expect(kept('/api/auth/me', 'GET', 'https://elsewhere.test')).toBe(false);
    expect(kept('/api/shopping-lists/l1/items')).toBe(false);
  });

  it('are stored only when they are a 200 that carries no invite code, wherever it sits in the answer', async () => {
    const list = { _id: 'l1', name: 'Saturday shop', items: [{ _id: 'i1', name: 'Milk' }] };
    const ok = Response.json(list);
    expect(await keep(ok)).toBe(ok);
    expect(await keep(Response.json(household))).toBeNull();
    expect(await keep(Response.json({ household: { ...household } }))).toBeNull();
    expect(await keep(Response.json([household]))).toBeNull();
    expect(await keep(Response.json({ message: 'Unauthorized' }, { status: 401 }))).toBeNull();
    expect(await keep(Response.json(list, { status: 203 }))).toBeNull();
  });

  it('can still be read after they are checked', async () => {
    const ok = Response.json({ _id: 'u1', name: 'Ada' });
    const stored = await keep(ok);
    expect(await stored!.json()).toEqual({ _id: 'u1', name: 'Ada' });
  });

  it('that are not JSON carry no invite code', async () => {
    expect(await carriesInviteCode(new Response('inviteCode'))).toBe(false);
  });
});
