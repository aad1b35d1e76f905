import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ada, renderApp } from '../test/render-app';
import { server } from '../test/server';

describe('route guards', () => {
  it.each([
    ['/dashboard', '/login?redirect=%2Fdashboard'],
    ['/profile', '/login?redirect=%2Fprofile'],
    ['/shopping-lists/42?view=print', '/login?redirect=%2Fshopping-lists%2F42%3Fview%3Dprint'],
  ])('send a guest from %s to %s', async (path, expected) => {
    const { router } = renderApp(path);
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(expected));
  });

  it('send a signed-in user from the auth pages to the dashboard', async () => {
    const { router } = renderApp('/register', { signedInAs: ada });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('send a user who just signed in on to the stored redirect, once', async () => {
    sessionStorage.setItem('authRedirect', '/profile');
    const { router } = renderApp('/login?redirect=%2Fprofile', { signedInAs: ada });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(sessionStorage.getItem('authRedirect')).toBeNull();
  });

  it('never follow a stored redirect out of Hearth', async () => {
    sessionStorage.setItem('authRedirect', '//evil.example/steal');
    const { router } = renderApp('/login', { signedInAs: ada });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('end the session when the stored token is refused', async () => {
    localStorage.setItem('token', 'expired-token');
    server.use(http.get('/api/auth/me', () => HttpResponse.json({ message: 'Your session has expired. Please sign in again.' }, { status: 401 })));
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keep the session and offer a retry when Hearth cannot be reached', async () => {
    localStorage.setItem('token', 'good-token');
    server.use(http.get('/api/auth/me', () => HttpResponse.error(), { once: true }));
    const { user } = renderApp('/dashboard');
    expect(await screen.findByText('Hearth cannot be reached right now')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('good-token');
    server.use(http.get('/api/auth/me', () => HttpResponse.json(ada)));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('top-bar-user')).toHaveTextContent('Ada Lovelace');
    expect(screen.queryByText('Hearth cannot be reached right now')).not.toBeInTheDocument();
  });
});
