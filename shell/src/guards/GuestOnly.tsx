import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useSessionStatus } from '@hearth/host';
import { PageSpinner } from '../app/PageSpinner';
import { forgetRedirect, rememberedRedirect } from '../auth/post-login-redirect';

/** After sign-in and the reload: on to the stored target (docs/product/auth.md "Sign in"), else the dashboard. */
function SendSignedInUserOn() {
  const target = rememberedRedirect() ?? '/dashboard';
  useEffect(() => forgetRedirect(), []);
  return <Navigate to={target} replace />;
}

/** Auth-layout pages (login, register, password reset) are for guests only. */
export function GuestOnly() {
  const status = useSessionStatus();
  if (status === 'loading') return <PageSpinner />;
  if (status === 'authenticated') return <SendSignedInUserOn />;
  return <Outlet />;
}
