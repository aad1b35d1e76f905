import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ada, renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import './ConfirmEmailPage'; // loaded up front, so the lazy route renders at once

describe('/confirm-email/{token}', () => {
  it('opens the link once and says the address is confirmed', async () => {
    const calls: string[] = [];
    server.use(
      http.post('/api/auth/confirm-email/:token', ({ params }) => {
        calls.push(String(params.token));
        return HttpResponse.json({ message: 'Your e-mail address is confirmed.' });
      }),
    );
    renderApp('/confirm-email/abc-123');
    expect(await screen.findByText('Your e-mail address is confirmed.')).toBeInTheDocument();
    expect(calls).toEqual(['abc-123']);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('signs this device out when a new address took effect (every session ended)', async () => {
    server.use(
      http.post('/api/auth/confirm-email/:token', () =>
        HttpResponse.json({ message: 'Your new e-mail address is confirmed. Sign in with it on every device.' }),
      ),
    );
    renderApp('/confirm-email/abc-123', { signedInAs: ada });
    expect(await screen.findByText('Your new e-mail address is confirmed. Sign in with it on every device.')).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Sign In' });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("shows the server's word on a spent or unknown link", async () => {
    server.use(
      http.post('/api/auth/confirm-email/:token', () => HttpResponse.json({ message: 'This confirmation link is invalid or has expired' }, { status: 400 })),
    );
    renderApp('/confirm-email/spent');
    expect(await screen.findByText('This confirmation link is invalid or has expired')).toBeInTheDocument();
  });
});
