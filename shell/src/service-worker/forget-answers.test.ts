import { createHostStore, signedIn, signedOut } from '@hearth/host';
import { API_ANSWERS_CACHE } from './cache-names';
import { forgetAnswersWhenSignedOut } from './forget-answers';

describe("the member's API answers kept for offline use", () => {
  const deleted = jest.fn(async (_name: string) => true);
  beforeAll(() => Object.assign(globalThis, { caches: { delete: deleted } }));
  afterAll(() => Reflect.deleteProperty(globalThis, 'caches'));

  it('are deleted when the session ends, and only then', () => {
    const store = createHostStore();
    forgetAnswersWhenSignedOut(store);
    store.dispatch(signedIn({ token: 't', user: { _id: 'u', name: 'Ada', email: 'ada@example.com', household: null } }));
    expect(deleted).not.toHaveBeenCalled();
    store.dispatch(signedOut());
    expect(deleted).toHaveBeenCalledWith(API_ANSWERS_CACHE);
    store.dispatch(signedOut());
    expect(deleted).toHaveBeenCalledTimes(1);
  });
});
