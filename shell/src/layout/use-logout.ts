import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { leaving, leftPageBehind, selectLeftFrom, selectToken, signedOut, useHostDispatch, useHostSelector, useSessionStatus } from '@hearth/host';
import { endSessionOnServer } from '../auth/end-session';

/**
 * docs/product/auth.md "The session": logout removes the token and clears the user (the host store
 * also drops every cached response); Hearth then shows its home page. The page is marked as left
 * first (`leaving`), so the sign-in-needed page's guard sends the member home too, whichever
 * comes first: the move to `/`, the sign-out, or a 401 of a call still in flight. The server ends
 * the session too (`POST /auth/logout`), unless it already has (`endedOnServer`: account removal,
 * 'log out everywhere'); signing out here never waits for it, offline included.
 */
export function useLogout() {
  const dispatch = useHostDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const token = useHostSelector(selectToken);
  return async ({ endedOnServer = false } = {}) => {
    if (token && !endedOnServer) endSessionOnServer(token);
    dispatch(leaving(pathname));
    await navigate('/', { flushSync: true });
    dispatch(signedOut());
  };
}

/** Once the member, signed out, is on another page, the page they left is guarded as usual again. */
export function useForgetPageLeftBehind() {
  const dispatch = useHostDispatch();
  const leftFrom = useHostSelector(selectLeftFrom);
  const status = useSessionStatus();
  const { pathname } = useLocation();
  useEffect(() => {
    if (leftFrom !== null && status === 'anonymous' && pathname !== leftFrom) dispatch(leftPageBehind());
  }, [dispatch, leftFrom, status, pathname]);
}
