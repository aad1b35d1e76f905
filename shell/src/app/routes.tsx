import { isValidElement, lazy, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { PageAddress } from '@hearth/host';
import type { PageAccess } from '@hearth/frontend-build/remote-pages';
import { GuestOnly } from '../guards/GuestOnly';
import { RequireAuth } from '../guards/RequireAuth';
import { AppLayout } from '../layout/AppLayout';
import { HomePage } from '../pages/home/HomePage';
import { preloadRemoteComponent } from '../remotes/load-remote-module';
import type { RemoteName } from '../remotes/remote-registry';
import { withAntdStylesheet } from './antd-stylesheet';
import { remotePages } from './remote-pages';

/** A page's route `handle`: `preload` starts loading the page's code (and a remote page's first data) before the page renders. */
interface RouteHandle {
  preload: (address: PageAddress) => void;
}

/**
 * A page of the shell in its own chunk, loaded when its route is shown; the layout renders at
 * once and the page area waits (AppLayout's Suspense).
 */
const page = (load: () => Promise<{ default: ComponentType }>) => {
  const Page = lazy(load);
  return { element: <Page />, handle: { preload: () => void load() } satisfies RouteHandle };
};

// antd's theme and stylesheet: every page but the home page shows antd components.
// Its chunk's name and RemoteArea's: see index.ts.
const ThemedPages = lazy(() => withAntdStylesheet(import(/* webpackChunkName: "antd-theme" */ './AntdTheme')));

// Loaded with the first remote page: the home page needs none of it.
const RemoteArea = lazy(() => import(/* webpackChunkName: "remote-area" */ '../remotes/RemoteArea').then((m) => ({ default: m.RemoteArea })));

/** A page owned by a remote (one of its `remotePages`): the shell routes to it, the remote renders it. */
const remotePage = (remote: RemoteName, page: string) => ({
  element: <RemoteArea key={`${remote}/${page}`} remote={remote} module={`./${page}`} />,
  handle: {
    // In the first chunk (about 1 KB): a remote page's manifest is asked for one round trip sooner.
    preload: (address: PageAddress) => preloadRemoteComponent(remote, `./${page}`, address),
  } satisfies RouteHandle,
});

/** The remotes' pages with this access (each remote's pages.json), where its guard mounts them. */
const remoteRoutes = (access: PageAccess): RouteObject[] =>
  Object.entries(remotePages).flatMap(([remote, { pages }]) =>
    pages.filter((p) => p.access === access).map((p) => ({ path: p.path, ...remotePage(remote, p.module) })),
  );

/**
 * Every path of docs/product/README.md "Who may see what", its access, and who renders it: the
 * shell's own pages here, each remote's from its pages.json.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      // Public; the home page is plain HTML, the first thing anyone loads: in the shell's own
      // code (4 KB), so it shows without waiting for one more file
      { path: '/', element: <HomePage /> },
      {
        element: <ThemedPages />,
        children: [
          { path: '/cookie-policy', ...page(() => import('../pages/legal/CookiePolicyPage')) },
          { path: '/terms-and-conditions', ...page(() => import('../pages/legal/TermsPage')) },
          { path: '/privacy', ...page(() => import('../pages/legal/PrivacyPage')) },
          { path: '/confirm-email/:token', ...page(() => import('../pages/auth/ConfirmEmailPage')) },
          ...remoteRoutes('public'),

          // No sign-in needed; a signed-in user is sent on
          {
            element: <GuestOnly />,
            children: [
              { path: '/login', ...page(() => import('../pages/auth/LoginPage')) },
              { path: '/register', ...page(() => import('../pages/auth/RegisterPage')) },
              { path: '/forgot-password', ...page(() => import('../pages/auth/ForgotPasswordPage')) },
              { path: '/reset-password/:resettoken', ...page(() => import('../pages/auth/ResetPasswordPage')) },
              ...remoteRoutes('guest-only'),
            ],
          },

          // Sign-in needed
          {
            element: <RequireAuth />,
            children: [
              { path: '/dashboard', ...page(() => import('../pages/dashboard/DashboardPage')) },
              { path: '/profile', ...page(() => import('../pages/profile/ProfilePage')) },
              ...remoteRoutes('signed-in'),
            ],
          },

          { path: '*', ...page(() => import('../pages/NotFoundPage')) },
        ],
      },
    ],
  },
];

/**
 * Starts loading the code of the page at `path` (a shell page's chunk, a remote's module, which
 * then starts its first data) at once, beside the shell's own, rather than once the frame and the
 * page's area have rendered. Not for a page its guard will send the visitor away from (signed in
 * or not, as `signedIn` says).
 */
export function preloadPageAt(path: string, signedIn: boolean): void {
  const url = new URL(path, window.location.origin);
  const matches = matchRoutes(routes, url.pathname) ?? [];
  const guard = signedIn ? GuestOnly : RequireAuth;
  if (matches.some(({ route }) => isValidElement(route.element) && route.element.type === guard)) return;
  const page = matches.at(-1);
  if (!page) return;
  (page.route.handle as RouteHandle | undefined)?.preload({ params: page.params, searchParams: url.searchParams });
}
