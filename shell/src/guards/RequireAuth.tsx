import { lazy, useDeferredValue } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectLeftFrom, useHostSelector, useSessionStatus } from '@hearth/host';
import { PageSpinner } from '../app/PageSpinner';

// Loaded only when needed: the guard is in every page's bundle, its retry screen is not.
const SessionUnreachable = lazy(() => import('@hearth/host/ui').then((ui) => ({ default: ui.SessionUnreachable })));

/**
 * Sign-in-needed routes: a guest goes to /login?redirect=<this page>; a member who has just
 * signed out here themselves (logout, account removal) goes home. When the session's answer
 * comes, the page appears from a deferred render: React mounts it in slices a phone can interrupt,
 * not in the store update's one long task. Leaving the page is never deferred.
 */
export function RequireAuth() {
  const current = useSessionStatus();
  const deferred = useDeferredValue(current);
  const status = current === 'authenticated' ? deferred : current;
  const location = useLocation();
  const leftFrom = useHostSelector(selectLeftFrom);

  if (status === 'loading') return <PageSpinner />;
  if (status === 'unreachable') return <SessionUnreachable />;
  if (status === 'anonymous') {
    if (leftFrom === location.pathname) return <Navigate to="/" replace />;
    const redirect = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(redirect)}`} replace />;
  }
  return <Outlet />;
}
