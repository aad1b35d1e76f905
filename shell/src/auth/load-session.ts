import type { User } from '@hearth/contracts/auth';
import { signedOut, userLoaded, userUnreachable, type HostStore } from '@hearth/host';

/** The session's first call, `GET /api/auth/me`, given up after the base query's 20 s like any other. */
const ME_TIMEOUT_MS = 20_000;

/** Each store's call in flight, so the start of the app and the session loader share one. */
const pending = new WeakMap<HostStore, { token: string; done: Promise<void> }>();

/**
 * docs/product/auth.md "The session": a token stored in the browser means the current user is
 * loaded at start. Called before the first render, so the answer is on its way while the page's
 * code loads (a sign-in-needed page waits for it), and again by SessionLoader when a retry asks.
 * A 401 ends the session; any other failure leaves the token in place and marks Hearth
 * unreachable, so the user can retry rather than being signed out by an outage. An answer that
 * comes after the session changed is dropped. A plain fetch, not the auth api: RTK Query (about
 * 15 KB gzipped) then loads only with a page that calls the API.
 */
export function loadSession(store: HostStore): Promise<void> {
  const { token, status } = store.getState().auth;
  if (!token || status !== 'loading') return Promise.resolve();
  const inFlight = pending.get(store);
  if (inFlight?.token === token) return inFlight.done;

  const stillAsked = () => {
    const { auth } = store.getState();
    return auth.token === token && auth.status === 'loading';
  };
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), ME_TIMEOUT_MS);
  const done = fetch(`${globalThis.location.origin}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` }, signal: controller.signal })
    .then(async (response) => {
      const user = response.ok ? ((await response.json()) as User) : undefined;
      if (!stillAsked()) return;
      if (user) store.dispatch(userLoaded(user));
      else if (response.status === 401) store.dispatch(signedOut());
      else store.dispatch(userUnreachable());
    })
    .catch(() => {
      if (stillAsked()) store.dispatch(userUnreachable());
    })
    .finally(() => {
      clearTimeout(timeout);
      if (pending.get(store)?.done === done) pending.delete(store);
    });
  pending.set(store, { token, done });
  return done;
}
