import { selectToken, type HostStore } from '@hearth/host';
import { API_ANSWERS_CACHE } from './cache-names';

/**
 * When a session ends (logout, account removal, a 401), the member's API answers the service
 * worker kept for offline use go with it: the next person on the device finds none of them.
 */
export function forgetAnswersWhenSignedOut(store: HostStore): void {
  let token = selectToken(store.getState());
  store.subscribe(() => {
    const now = selectToken(store.getState());
    if (token && !now) void globalThis.caches?.delete(API_ANSWERS_CACHE).catch(() => undefined);
    token = now;
  });
}
