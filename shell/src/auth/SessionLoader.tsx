import { useEffect } from 'react';
import type { User } from '@hearth/contracts/auth';
import { selectToken, signedOut, useHostDispatch, useHostSelector, userLoaded, userUnreachable, useSessionStatus } from '@hearth/host';

/** The session's first call, `GET /api/auth/me`, given up after the base query's 20 s like any other. */
const ME_TIMEOUT_MS = 20_000;

/**
 * docs/product/auth.md "The session": a token stored in the browser means the current user is loaded at start. A 401
 * ends the session; any other failure leaves the token in place and marks Hearth unreachable, so
 * the user can retry rather than being signed out by an outage. A plain fetch, not the auth api:
 * RTK Query (about 15 KB gzipped) then loads only with a page that calls the API.
 */
export function SessionLoader() {
  const dispatch = useHostDispatch();
  const token = useHostSelector(selectToken);
  const status = useSessionStatus();

  useEffect(() => {
    if (!token || status !== 'loading') return;
    let cancelled = false;
    const controller = new AbortController();
    const timeout = setTimeout(() => controller.abort(), ME_TIMEOUT_MS);
    fetch(`${globalThis.location.origin}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` }, signal: controller.signal })
      .then(async (response) => {
        if (cancelled) return;
        if (response.ok) dispatch(userLoaded((await response.json()) as User));
        else if (response.status === 401) dispatch(signedOut());
        else dispatch(userUnreachable());
      })
      .catch(() => {
        if (!cancelled) dispatch(userUnreachable());
      })
      .finally(() => clearTimeout(timeout));
    return () => {
      cancelled = true;
      clearTimeout(timeout);
      controller.abort();
    };
  }, [dispatch, token, status]);

  return null;
}
