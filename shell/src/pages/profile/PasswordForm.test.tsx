import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ada, renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import './ProfilePage'; // loaded up front, so the lazy route renders at once

// The root jest config runs the shell as a project, where the preset's testTimeout does not apply.

async function openPasswordTab() {
  const view = renderApp('/profile', { signedInAs: ada });
  await view.user.click(await screen.findByRole('tab', { name: 'PASSWORD' }));
  const current = await screen.findByLabelText('Current Password');
  const next = screen.getByLabelText('New Password');
  const confirm = screen.getByLabelText('Confirm New Password');
  /** Replaces a field's text the way a user pasting into it would. */
  const fill = async (field: HTMLElement, text: string) => {
    await view.user.clear(field);
    if (text) await view.user.paste(text);
  };
  const submit = () => view.user.click(screen.getByRole('button', { name: 'Change Password' }));
  return { ...view, current, next, confirm, fill, submit };
}

describe('the PASSWORD tab', () => {
  it('asks for every field, a new password of 6 or more, and a matching confirmation, sending nothing', async () => {
    const change = jest.fn();
    server.use(http.put('/api/auth/change-password', () => (change(), HttpResponse.json({ message: 'ok' }))));
    const { next, confirm, fill, submit } = await openPasswordTab();

    await submit();
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('New password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();

    await fill(next, '12345');
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    await fill(next, '123456');
    await fill(confirm, '654321');
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    await submit();
    expect(change).not.toHaveBeenCalled();
  });

  it('changes the password without sending the confirmation, and keeps the session with the new token', async () => {
    let sent: unknown;
    server.use(
      http.put('/api/auth/change-password', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'Password changed successfully', token: 'token-after-change' });
      }),
    );
    const { current, next, confirm, fill, submit } = await openPasswordTab();
    await fill(current, 'secret123');
    await fill(next, 'better-secret');
    await fill(confirm, 'better-secret');
    await submit();

    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(sent).toEqual({ currentPassword: 'secret123', newPassword: 'better-secret' });
    expect(localStorage.getItem('token')).toBe('token-after-change');
    // Resetting the form remounts its inputs, so they are looked up again.
    for (const label of ['Current Password', 'New Password', 'Confirm New Password']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
  });

  it("shows the server's message for a wrong current password, keeping the token", async () => {
    server.use(
      http.put('/api/auth/change-password', () =>
        HttpResponse.json(
          { message: 'Current password is incorrect', errors: { currentPassword: 'Current password is incorrect' } },
          { status: 400 },
        ),
      ),
    );
    const { current, next, confirm, fill, submit } = await openPasswordTab();
    await fill(current, 'wrong-one');
    await fill(next, 'better-secret');
    await fill(confirm, 'better-secret');
    await submit();

    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('test-token');
  });

  it("falls back to 'Failed to change password' when the server gives no message", async () => {
    server.use(http.put('/api/auth/change-password', () => new HttpResponse(null, { status: 500 })));
    const { current, next, confirm, fill, submit } = await openPasswordTab();
    await fill(current, 'secret123');
    await fill(next, 'better-secret');
    await fill(confirm, 'better-secret');
    await submit();
    expect(await screen.findByText('Failed to change password')).toBeInTheDocument();
  });
});
