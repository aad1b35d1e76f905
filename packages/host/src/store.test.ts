import { signedIn, signedOut, TOKEN_KEY, tokenReplaced } from './auth-slice';
import { createHostStore, injectApi } from './store';
import { createApi, domainApiDefaults } from './create-domain-api';

const ada = { _id: 'u1', name: 'Ada', email: 'ada@example.com', household: null };

describe('the host store', () => {
  it('starts loading the user when a token is stored, and as a guest otherwise', () => {
    expect(createHostStore().getState().auth.status).toBe('anonymous');
    localStorage.setItem(TOKEN_KEY, 'stored');
    expect(createHostStore().getState().auth).toEqual({ token: 'stored', user: null, status: 'loading', leftFrom: null });
  });

  it('keeps the token in local storage under "token" as the session changes', () => {
    const store = createHostStore();
    store.dispatch(signedIn({ token: 'one', user: ada }));
    expect(localStorage.getItem(TOKEN_KEY)).toBe('one');
    store.dispatch(tokenReplaced('two'));
    expect(localStorage.getItem(TOKEN_KEY)).toBe('two');
    store.dispatch(signedOut());
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it("injects a domain's api slice once, reducer and middleware", () => {
    const api = createApi({ ...domainApiDefaults, reducerPath: 'householdApi', endpoints: () => ({}) });
    injectApi(api);
    injectApi(api);
    const store = createHostStore();
    expect(store.getState()).toHaveProperty('householdApi');
  });
});
