import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createHostStore, TOKEN_KEY, type CurrentUser } from '@hearth/host';
import { AppProviders } from '../app/AppProviders';
import { routes } from '../app/routes';
import { server } from './server';

export const ada: CurrentUser = {
  _id: '6f1c2a9e-5b1d-4c2e-9a1f-3d2b1c0a9e8f',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  household: { _id: '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d', name: "Ada's Household" },
};

/**
 * Renders the whole shell (layout, guards, routes) at `path`. With `signedInAs`, a token is
 * stored and `/auth/me` answers with that user, as after a real sign-in (and logout ends it).
 */
export function renderApp(path: string, { signedInAs }: { signedInAs?: CurrentUser } = {}) {
  if (signedInAs) {
    localStorage.setItem(TOKEN_KEY, 'test-token');
    server.use(
      http.get('/api/auth/me', () => HttpResponse.json(signedInAs)),
      http.post('/api/auth/logout', () => HttpResponse.json({ message: 'Signed out' })),
      http.get('/api/auth/email-status', () => HttpResponse.json({ confirmed: true, pendingEmail: null })),
    );
  }
  const store = createHostStore();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, store, router, user };
}

/** Sets the window width the way a phone or a desktop would. */
export function resizeWindow(width: number) {
  Object.defineProperty(window, 'innerWidth', { writable: true, configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}
