import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { signedIn } from './auth-slice';
import { createApi, domainApiDefaults } from './create-domain-api';
import { changesCurrentHousehold, readsCurrentHousehold } from './current-household-endpoints';
import { createHostStore, injectApi } from './store';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

type Household = { _id: string; name: string; inviteCode: string };

const householdApi = createApi({
  ...domainApiDefaults,
  reducerPath: 'currentHouseholdTestApi',
  endpoints: (build) => ({
    household: build.query<Household, void>({ query: () => '/households', ...readsCurrentHousehold }),
    join: build.mutation<Household, string>({
      query: (inviteCode) => ({ url: '/households/join', method: 'POST', body: { inviteCode } }),
      ...changesCurrentHousehold,
    }),
  }),
});
injectApi(householdApi);

const olive = { _id: 'h1', name: 'The Olive Grove' };

function signedInStore() {
  const store = createHostStore();
  store.dispatch(signedIn({ token: 't', user: { _id: 'u1', name: 'Ada', email: 'ada@example.com', household: olive } }));
  const household = () => store.getState().auth.user?.household;
  const load = () => store.dispatch(householdApi.endpoints.household.initiate(undefined, { forceRefetch: true }));
  const join = (code: string) => store.dispatch(householdApi.endpoints.join.initiate(code));
  return { household, load, join };
}

describe('the current household the host keeps', () => {
  it("follows the household domain's answer, and forgets it on a 404", async () => {
    const { household, load } = signedInStore();
    server.use(http.get('/api/households', () => HttpResponse.json({ ...olive, name: 'The Olive Orchard', inviteCode: 'K7' }), { once: true }));
    await load();
    expect(household()).toEqual({ _id: 'h1', name: 'The Olive Orchard' });

    server.use(http.get('/api/households', () => HttpResponse.json({ message: 'No household found' }, { status: 404 })));
    await load();
    expect(household()).toBeNull();
  });

  it('stays as it was when the household cannot be loaded', async () => {
    const { household, load } = signedInStore();
    server.use(http.get('/api/households', () => HttpResponse.error()));
    await load();
    expect(household()).toEqual(olive);
  });

  it('moves to the household a mutation answers with, and not on a failed one (even a 404)', async () => {
    const { household, join } = signedInStore();
    server.use(http.post('/api/households/join', () => HttpResponse.json({ message: 'Household not found' }, { status: 404 }), { once: true }));
    await join('NOPE');
    expect(household()).toEqual(olive);

    server.use(http.post('/api/households/join', () => HttpResponse.json({ _id: 'h2', name: 'Casa Verde', inviteCode: 'CASA' })));
    await join('CASA');
    expect(household()).toEqual({ _id: 'h2', name: 'Casa Verde' });
  });
});
