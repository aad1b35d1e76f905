import { selectCurrentUser, selectToken, type HostStore } from '@hearth/host';
import { API_ANSWERS_CACHE, SESSION_ENDED } from './cache-names';
import { removeEmptyQueues } from './empty-queues';

/**
 * When a session ends (logout, account removal, a 401), what it left on the device goes with it:
 * the API answers the service worker kept for offline use (and one still on its way is not stored
 * after, sw.ts), and the empty queues of changes made offline (empty-queues.ts). The next person
 * on the device finds none of them.
 */
export function forgetSessionWhenSignedOut(store: HostStore): void {
  let token = selectToken(store.getState());
  let userId = selectCurrentUser(store.getState())?._id;
  store.subscribe(() => {
    const state = store.getState();
    const now = selectToken(state);
    if (token && !now) forgetSession(userId);
    token = now;
    userId = selectCurrentUser(state)?._id ?? (now ? userId : undefined);
  });
}

function forgetSession(userId: string | undefined): void {
  globalThis.navigator?.serviceWorker?.controller?.postMessage(SESSION_ENDED);
  void globalThis.caches?.delete(API_ANSWERS_CACHE).catch(() => undefined);
  void removeEmptyQueues(userId).catch(() => undefined);
}
