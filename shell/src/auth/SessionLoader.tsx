import { useEffect } from 'react';
import { isApiError, selectToken, useHostDispatch, useHostSelector, userLoaded, userUnreachable, useSessionStatus } from '@hearth/host';

/**
 * docs/product/auth.md "The session": a token stored in the browser means the current user is loaded at start. A 401
 * ends the session (the base query does that); any other failure leaves the token in place and
 * marks Hearth unreachable, so the user can retry rather than being signed out by an outage.
 * The auth api (and RTK Query with it) loads only when there is a session to load.
 */
export function SessionLoader() {
  const dispatch = useHostDispatch();
  const token = useHostSelector(selectToken);
  const status = useSessionStatus();

  useEffect(() => {
    if (!token || status !== 'loading') return;
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    import('./auth-api').then(({ authApi }) => {
      if (cancelled) return;
      const request = dispatch(authApi.endpoints.me.initiate(undefined, { forceRefetch: true }));
      unsubscribe = request.unsubscribe;
      request.unwrap().then(
        (user) => dispatch(userLoaded(user)),
        (error: unknown) => {
          if (!(isApiError(error) && error.status === 401)) dispatch(userUnreachable());
        },
      );
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [dispatch, token, status]);

  return null;
}
