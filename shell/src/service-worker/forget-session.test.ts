import { createHostStore, signedIn, signedOut, userLoaded } from '@hearth/host';
import { API_ANSWERS_CACHE, SESSION_ENDED } from './cache-names';
import { removeEmptyQueues } from './empty-queues';
import { forgetSessionWhenSignedOut } from './forget-session';

jest.mock('./empty-queues', () => ({ removeEmptyQueues: jest.fn(async () => []) }));

const ada = { _id: 'u-ada', name: 'Ada', email: 'ada@example.com', household: null };

describe("what the member's session left on the device", () => {
  const deleted = jest.fn(async (_name: string) => true);
  const posted = jest.fn();
  beforeAll(() => {
    Object.assign(globalThis, { caches: { delete: deleted } });
    Object.defineProperty(navigator, 'serviceWorker', { value: { controller: { postMessage: posted } }, configurable: true });
  });
  afterAll(() => {
    Reflect.deleteProperty(globalThis, 'caches');
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });
  beforeEach(() => jest.clearAllMocks());

  it('goes when the session ends, and only then: the API answers, the answers still on their way, the empty queues', () => {
    const store = createHostStore({ auth: { token: null, user: null, status: 'anonymous', leftFrom: null } });
    forgetSessionWhenSignedOut(store);
    store.dispatch(signedIn({ token: 't', user: ada }));
    expect(deleted).not.toHaveBeenCalled();
    expect(removeEmptyQueues).not.toHaveBeenCalled();

    store.dispatch(signedOut());
    expect(deleted).toHaveBeenCalledWith(API_ANSWERS_CACHE);
    expect(posted).toHaveBeenCalledWith(SESSION_ENDED);
    expect(removeEmptyQueues).toHaveBeenCalledWith('u-ada');

    store.dispatch(signedOut());
    expect(deleted).toHaveBeenCalledTimes(1);
    expect(removeEmptyQueues).toHaveBeenCalledTimes(1);
  });

  it('goes on a 401 to the first call of a page opened with a stored token, before the member is known', () => {
    const store = createHostStore({ auth: { token: 'stored', user: null, status: 'loading', leftFrom: null } });
    forgetSessionWhenSignedOut(store);
    store.dispatch(signedOut());
    expect(deleted).toHaveBeenCalledWith(API_ANSWERS_CACHE);
    expect(removeEmptyQueues).toHaveBeenCalledWith(undefined);
  });

  it("names the member whose session ended, not an earlier one's", () => {
    const store = createHostStore({ auth: { token: 'stored', user: null, status: 'loading', leftFrom: null } });
    forgetSessionWhenSignedOut(store);
    store.dispatch(userLoaded(ada));
    store.dispatch(signedOut());
    store.dispatch(signedIn({ token: 'u', user: { ...ada, _id: 'u-ben' } }));
    store.dispatch(signedOut());
    expect(jest.mocked(removeEmptyQueues).mock.calls).toEqual([['u-ada'], ['u-ben']]);
  });
});
