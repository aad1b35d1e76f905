import { http, HttpResponse } from 'msw';
import { createHostStore, selectSessionStatus, signedOut, TOKEN_KEY, userReloading } from '@hearth/host';
import { ada } from '../test/render-app';
import { server } from '../test/server';
import { loadSession } from './load-session';

/** A store as a page starts with a token stored, and what `/api/auth/me` was asked. */
function startWithToken() {
  localStorage.setItem(TOKEN_KEY, 'test-token');
  const asked: string[] = [];
  server.use(
    http.get('/api/auth/me', ({ request }) => {
      asked.push(request.headers.get('Authorization') ?? '');
      return HttpResponse.json(ada);
    }),
  );
  return { store: createHostStore(), asked };
}

describe('loading the session at start', () => {
  it('loads the current user with the stored token, once however many times it is asked', async () => {
    const { store, asked } = startWithToken();
    await Promise.all([loadSession(store), loadSession(store)]);
    expect(asked).toEqual(['Bearer test-token']);
    expect(store.getState().auth.user).toEqual(ada);
    expect(selectSessionStatus(store.getState())).toBe('authenticated');

    await loadSession(store);
    expect(asked).toHaveLength(1);
  });

  it('asks nothing for a guest', async () => {
    const asked: string[] = [];
    server.use(http.get('/api/auth/me', () => void asked.push('me')));
    const store = createHostStore();
    await loadSession(store);
    expect(asked).toEqual([]);
    expect(selectSessionStatus(store.getState())).toBe('anonymous');
  });

  it('drops an answer that comes after the member signed out', async () => {
    const { store } = startWithToken();
    const loading = loadSession(store);
    store.dispatch(signedOut());
    await loading;
    expect(store.getState().auth.user).toBeNull();
    expect(selectSessionStatus(store.getState())).toBe('anonymous');
  });

  it('marks Hearth unreachable when the call fails, and a later call tries again', async () => {
    const { store, asked } = startWithToken();
    server.use(http.get('/api/auth/me', () => HttpResponse.error(), { once: true }));
    await loadSession(store);
    expect(selectSessionStatus(store.getState())).toBe('unreachable');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('test-token');

    store.dispatch(userReloading());
    await loadSession(store);
    expect(asked).toEqual(['Bearer test-token']);
    expect(store.getState().auth.user).toEqual(ada);
  });
});
