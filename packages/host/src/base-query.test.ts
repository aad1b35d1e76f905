import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { errorMessage, type ApiError } from './api-error';
import { signedIn, TOKEN_KEY } from './auth-slice';
import { createApi, domainApiDefaults } from './create-domain-api';
import { createHostStore, injectApi } from './store';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const testApi = createApi({
  ...domainApiDefaults,
  reducerPath: 'testApi',
  endpoints: (build) => ({
    things: build.query<{ ok: boolean }, void>({ query: () => '/things' }),
    login: build.mutation<unknown, void>({ query: () => ({ url: '/auth/login', method: 'POST' }) }),
  }),
});
injectApi(testApi);

const ada = { _id: 'u1', name: 'Ada', email: 'ada@example.com', household: null };

function signedInStore() {
  const store = createHostStore();
  store.dispatch(signedIn({ token: 'token-1', user: ada }));
  return store;
}

async function fetchThings(store: ReturnType<typeof createHostStore>) {
  const result = await store.dispatch(testApi.endpoints.things.initiate(undefined, { forceRefetch: true }));
  return result;
}

describe('the host base query', () => {
  it('sends the bearer header only when a token exists', async () => {
    const seen: (string | null)[] = [];
    server.use(http.get('/api/things', ({ request }) => {
      seen.push(request.headers.get('authorization'));
      return HttpResponse.json({ ok: true });
    }));
    await fetchThings(createHostStore());
    await fetchThings(signedInStore());
    expect(seen).toEqual([null, 'Bearer token-1']);
  });

  it('ends the session on a 401 to a request that carried a token', async () => {
    server.use(http.get('/api/things', () => HttpResponse.json({ message: 'Your session has expired.' }, { status: 401 })));
    const store = signedInStore();
    expect(localStorage.getItem(TOKEN_KEY)).toBe('token-1');
    await fetchThings(store);
    expect(store.getState().auth).toEqual({ token: null, user: null, status: 'anonymous', leftFrom: null });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('leaves a guest alone on a 401 (wrong password at sign-in)', async () => {
    server.use(http.post('/api/auth/login', () => HttpResponse.json({ message: 'Invalid email or password' }, { status: 401 })));
    const store = createHostStore();
    const result = await store.dispatch(testApi.endpoints.login.initiate());
    expect('error' in result && errorMessage(result.error, 'Failed to login. Please try again.')).toBe('Invalid email or password');
    expect(store.getState().auth.status).toBe('anonymous');
  });

  it('normalises HTTP errors with their data, and network failures without', async () => {
    server.use(http.get('/api/things', () => HttpResponse.json({ message: 'Not found' }, { status: 404 }), { once: true }));
    const notFound = (await fetchThings(signedInStore())).error as ApiError;
    expect(notFound).toEqual({ status: 404, data: { message: 'Not found' } });

    server.use(http.get('/api/things', () => HttpResponse.error(), { once: true }));
    const offline = (await fetchThings(signedInStore())).error as ApiError;
    expect(offline.status).toBe('FETCH_ERROR');
    expect(errorMessage(offline, 'Failed to load shopping lists')).toBe('Failed to load shopping lists');

    server.use(http.get('/api/things', () => new HttpResponse('<html>oops</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }), { once: true }));
    const gateway = (await fetchThings(signedInStore())).error as ApiError;
    expect(gateway.status).toBe(502);
    expect(errorMessage(gateway, 'Failed to load household data')).toBe('Failed to load household data');
  });

  it('asks a read again with its ETag and takes a 304 for the answer it holds', async () => {
    const asked: (string | null)[] = [];
    let things = { ok: true };
    server.use(http.get('/api/things', ({ request }) => {
      const etag = `W/"${JSON.stringify(things).length}-${String(things.ok)}"`;
      asked.push(request.headers.get('if-none-match'));
      if (request.headers.get('if-none-match') === etag) return new HttpResponse(null, { status: 304, headers: { ETag: etag } });
      return HttpResponse.json(things, { headers: { ETag: etag } });
    }));
    const store = signedInStore();
    expect((await fetchThings(store)).data).toEqual({ ok: true });
    expect((await fetchThings(store)).data).toEqual({ ok: true });
    things = { ok: false };
    expect((await fetchThings(store)).data).toEqual({ ok: false });
    expect(asked).toEqual([null, 'W/"11-true"', 'W/"11-true"']);

    // Another session's reads are its own.
    const other = createHostStore();
    other.dispatch(signedIn({ token: 'token-2', user: ada }));
    await fetchThings(other);
    expect(asked[3]).toBeNull();
  });

  it('uses the fallback text when the server sent no message', () => {
    expect(errorMessage({ status: 500, data: {} }, 'Failed to create recipe')).toBe('Failed to create recipe');
    expect(errorMessage({ status: 400, data: { message: 'Title is required' } }, 'Failed to create recipe')).toBe('Title is required');
    expect(errorMessage(new Error('boom'), 'Failed to create recipe')).toBe('Failed to create recipe');
  });

  it('keeps unused data for 60 seconds and does not refetch on focus or reconnect', () => {
    expect(domainApiDefaults).toMatchObject({ keepUnusedDataFor: 60, refetchOnFocus: false, refetchOnReconnect: false });
  });

  it('times out a request that never answers', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      server.use(http.get('/api/things', async () => {
        await delay('infinite');
        return HttpResponse.json({ ok: true });
      }));
      const pending = fetchThings(signedInStore());
      await jest.advanceTimersByTimeAsync(21_000);
      expect(((await pending).error as ApiError).status).toBe('TIMEOUT_ERROR');
    } finally {
      jest.useRealTimers();
    }
  });
});
