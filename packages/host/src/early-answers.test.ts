import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { signedIn } from './auth-slice';
import { createApi, domainApiDefaults } from './create-domain-api';
import { canonicalUrl, EARLY_ANSWER_KEPT_MS, firstReadUrls, startEarlyAnswers, takeEarlyAnswer } from './early-answers';
import { createHostStore, injectApi } from './store';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const listRead = { path: '/api/recipes', query: { search: '?search', category: '?category', page: '?page|1', limit: '12' } };
const address = (query: string, params: Record<string, string> = {}) => ({ params, searchParams: new URLSearchParams(query) });

describe("a page's first reads from its address", () => {
  it('fills the query from the address, with defaults, and leaves empty values out', () => {
    expect(firstReadUrls([listRead], address(''))).toEqual(['/api/recipes?limit=12&page=1']);
    expect(firstReadUrls([listRead], address('search=smoky+soup&page=3&category='))).toEqual(['/api/recipes?limit=12&page=3&search=smoky+soup']);
  });

  it("takes path segments from the page's parameters, encoded, and skips a read whose parameter is missing", () => {
    expect(firstReadUrls([{ path: '/api/recipes/:id' }], address('', { id: 'a b/c' }))).toEqual(['/api/recipes/a%20b%2Fc']);
    expect(firstReadUrls([{ path: '/api/recipes/:id' }], address(''))).toEqual([]);
  });

  it('compares URLs whatever the order of their query', () => {
    expect(canonicalUrl('http://example.com/api/recipes?page=1&limit=12')).toBe(canonicalUrl('/api/recipes?limit=12&page=1'));
  });
});

const testApi = createApi({
  ...domainApiDefaults,
  reducerPath: 'earlyTestApi',
  endpoints: (build) => ({
    recipes: build.query<{ n: number }, { page: number; limit: number }>({ query: (params) => ({ url: '/recipes', params }) }),
  }),
});
injectApi(testApi);

describe('early answers', () => {
  let served: string[];
  beforeEach(() => {
    served = [];
    let n = 0;
    server.use(
      http.get('/api/recipes', ({ request }) => {
        served.push(request.headers.get('authorization') ?? 'none');
        n += 1;
        return HttpResponse.json({ n });
      }),
    );
  });

  it("answers the page's first request with the read already on its way: the server is asked once", async () => {
    startEarlyAnswers(['/api/recipes?limit=12&page=1'], 'token-1');
    const store = createHostStore();
    store.dispatch(signedIn({ token: 'token-1', user: { _id: 'u1', name: 'Ada', email: 'ada@example.com', household: null } }));
    const first = await store.dispatch(testApi.endpoints.recipes.initiate({ page: 1, limit: 12 }));
    expect(first.data).toEqual({ n: 1 });
    const again = await store.dispatch(testApi.endpoints.recipes.initiate({ page: 1, limit: 12 }, { forceRefetch: true }));
    expect(again.data).toEqual({ n: 2 });
    expect(served).toEqual(['Bearer token-1', 'Bearer token-1']);
  });

  it('is never handed to a request with another token, or none', async () => {
    startEarlyAnswers(['/api/recipes?limit=12&page=1'], 'token-1');
    const request = new Request('http://localhost/api/recipes?page=1&limit=12', { headers: { Authorization: 'Bearer token-2' } });
    expect(takeEarlyAnswer(request)).toBeUndefined();
    startEarlyAnswers(['/api/recipes?limit=12&page=1'], 'token-1');
    expect(takeEarlyAnswer(new Request('http://localhost/api/recipes?page=1&limit=12'))).toBeUndefined();
  });

  it('is taken once, and not once it is old', async () => {
    startEarlyAnswers(['/api/recipes?page=2'], null);
    const request = () => new Request('http://localhost/api/recipes?page=2');
    expect(await (await takeEarlyAnswer(request())!).json()).toEqual({ n: 1 });
    expect(takeEarlyAnswer(request())).toBeUndefined();

    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now);
    startEarlyAnswers(['/api/recipes?page=3'], null);
    clock.mockReturnValue(now + EARLY_ANSWER_KEPT_MS + 1);
    expect(takeEarlyAnswer(new Request('http://localhost/api/recipes?page=3'))).toBeUndefined();
    clock.mockRestore();
  });

  it('answers only reads', () => {
    startEarlyAnswers(['/api/recipes?page=4'], null);
    expect(takeEarlyAnswer(new Request('http://localhost/api/recipes?page=4', { method: 'POST' }))).toBeUndefined();
  });
});
