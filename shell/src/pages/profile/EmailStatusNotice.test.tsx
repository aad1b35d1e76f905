import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ada, renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import './ProfilePage'; // loaded up front, so the lazy route renders at once

describe("the profile's word on the e-mail address", () => {
  it('says nothing once the address is confirmed', async () => {
    renderApp('/profile', { signedInAs: ada });
    await screen.findByLabelText('Name');
    expect(screen.queryByText(/not confirmed yet/)).not.toBeInTheDocument();
  });

  it('asks to confirm an address, and sends the link again', async () => {
    const resent = jest.fn();
    const view = renderApp('/profile', { signedInAs: ada });
    server.use(
      http.get('/api/auth/email-status', () => HttpResponse.json({ confirmed: false, pendingEmail: null })),
      http.post('/api/auth/resend-confirmation', () => (resent(), HttpResponse.json({ message: 'We sent a confirmation link to your e-mail address.' }))),
    );
    expect(await screen.findByText('Your e-mail address is not confirmed yet: open the link we mailed you.')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('We sent a confirmation link to your e-mail address.')).toBeInTheDocument();
    expect(resent).toHaveBeenCalledTimes(1);
  });

  it('names a new address waiting for its link', async () => {
    renderApp('/profile', { signedInAs: ada });
    server.use(http.get('/api/auth/email-status', () => HttpResponse.json({ confirmed: true, pendingEmail: 'ada.king@example.com' })));
    expect(await screen.findByText('Your e-mail address changes to ada.king@example.com once you open the link we sent there.')).toBeInTheDocument();
  });
});
