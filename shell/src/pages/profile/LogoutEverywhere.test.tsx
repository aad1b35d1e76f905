import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ada, renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import './ProfilePage'; // loaded up front, so the lazy route renders at once

describe('logging out', () => {
  it('ends the session on the server too, with the token it had', async () => {
    const ended = jest.fn();
    const view = renderApp('/profile', { signedInAs: ada });
    server.use(
      http.post('/api/auth/logout', ({ request }) => {
        ended(request.headers.get('Authorization'));
        return HttpResponse.json({ message: 'Signed out' });
      }),
    );
    await view.user.click(await within(screen.getByRole('banner')).findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Welcome to Hearth')).toBeInTheDocument();
    await waitFor(() => expect(ended).toHaveBeenCalledWith('Bearer test-token'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('signs out here even when the server cannot be reached', async () => {
    const view = renderApp('/profile', { signedInAs: ada });
    server.use(http.post('/api/auth/logout', () => HttpResponse.error()));
    await view.user.click(await within(screen.getByRole('banner')).findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Welcome to Hearth')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('logging out everywhere', () => {
  it('ends every session on the server, then signs out here and goes home', async () => {
    const everywhere = jest.fn();
    const single = jest.fn();
    const view = renderApp('/profile', { signedInAs: ada });
    server.use(
      http.post('/api/auth/logout-everywhere', () => (everywhere(), HttpResponse.json({ message: 'Signed out on every device' }))),
      http.post('/api/auth/logout', () => (single(), HttpResponse.json({ message: 'Signed out' }))),
    );
    const zone = await screen.findByRole('region', { name: 'Signed-in devices' });
    await view.user.click(within(zone).getByRole('button', { name: 'Log out everywhere' }));
    expect(await screen.findByText('Welcome to Hearth')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/');
    expect(everywhere).toHaveBeenCalledTimes(1);
    expect(single).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('stays signed in and says so when the server refuses', async () => {
    server.use(http.post('/api/auth/logout-everywhere', () => HttpResponse.json({ message: 'Something went wrong' }, { status: 500 })));
    const view = renderApp('/profile', { signedInAs: ada });
    const zone = await screen.findByRole('region', { name: 'Signed-in devices' });
    await view.user.click(within(zone).getByRole('button', { name: 'Log out everywhere' }));
    expect(await within(zone).findByText('Something went wrong')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('test-token');
  });
});
