import ConfigProvider from 'antd/es/config-provider';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, matchPath, RouterProvider, useLocation } from 'react-router-dom';
import { createHostStore, hearthTheme, NotificationsProvider, signedIn, type CurrentUser, type PagePrefetch } from '@hearth/host';

/** Where the page navigated to, for tests to read (`screen.getByTestId('location')`). */
function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

export interface RenderOptions {
  /** The URL the page is opened at. */
  path?: string;
  /** The route pattern the page is mounted on, for its params (e.g. `/join-household/:invitationToken`). */
  route?: string;
  signedInAs?: CurrentUser;
  /** The page module's `prefetch`, called with the page's address before it renders, as the shell does. */
  prefetch?: PagePrefetch;
}

/**
 * Renders a remote's page the way the shell hosts it: the host store (signed in or not), the
 * theme, toasts, and a router. Any other path renders a `location` probe.
 */
export function renderWithHost(ui: ReactElement, { path = '/', route = path.split('?')[0]!, signedInAs, prefetch }: RenderOptions = {}) {
  const store = createHostStore();
  if (signedInAs) store.dispatch(signedIn({ token: 'test-token', user: signedInAs }));
  if (prefetch) {
    const url = new URL(path, 'http://hearth.test');
    prefetch({ params: matchPath(route, url.pathname)?.params ?? {}, searchParams: url.searchParams });
  }
  const router = createMemoryRouter(
    [
      { path: route, element: ui },
      { path: '*', element: <Location /> },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <ConfigProvider theme={hearthTheme}>
        <NotificationsProvider>
          <RouterProvider router={router} />
        </NotificationsProvider>
      </ConfigProvider>
    </Provider>,
  );
  return { ...view, store, router, user };
}
