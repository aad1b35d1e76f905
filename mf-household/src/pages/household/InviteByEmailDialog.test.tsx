import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { activeInvitation, member } from '../../test/fixtures';
import { dialogNamed, openHouseholdPage, serveHousehold, server } from './household-test-kit';

async function openInviteDialog() {
  serveHousehold();
  const view = await openHouseholdPage(member);
  await view.user.click(screen.getByRole('button', { name: 'Invite by Email' }));
  const dialog = await dialogNamed('Invite by Email');
  const email = dialog.getByLabelText('Email');
  const send = () => view.user.click(dialog.getByRole('button', { name: 'Send Invitation' }));
  return { ...view, dialog, email, send };
}

describe('inviting by e-mail', () => {
  it('needs a valid e-mail, sending nothing', async () => {
    const sent = jest.fn();
    server.use(http.post('/api/invitations', () => (sent(), HttpResponse.json({ invitation: activeInvitation }))));
    const { dialog, email, fill, send } = await openInviteDialog();

    await send();
    expect(await dialog.findByText('Email is required')).toBeInTheDocument();
    await fill(email, 'friend-at-example.com');
    expect(await dialog.findByText('Invalid email address')).toBeInTheDocument();
    await send();
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends the invitation, says so in the dialog with the invite link, and closes 1.5 seconds later', async () => {
    let body: unknown;
    server.use(
      http.post('/api/invitations', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ invitation: activeInvitation, inviteLink: 'http://localhost/join-household/tok-123' }, { status: 201 });
      }),
    );
    const { dialog, email, fill, send, user } = await openInviteDialog();
    await fill(email, ' new.friend@example.com ');
    // Timed from the send: the message may be found a while after it appeared on a busy machine.
    const sentAt = Date.now();
    await send();

    expect(await dialog.findByText('Invitation sent successfully!')).toBeInTheDocument();
    expect(body).toEqual({ email: 'new.friend@example.com' });
    expect(dialog.getByText('http://localhost/join-household/tok-123')).toBeInTheDocument();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(dialog.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost/join-household/tok-123');
    expect(await dialog.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(1300);
  });

  it('opens again empty after an invitation was sent', async () => {
    server.use(http.post('/api/invitations', () => HttpResponse.json({ invitation: activeInvitation })));
    const { email, fill, send, user } = await openInviteDialog();
    await fill(email, 'new.friend@example.com');
    await send();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Invite by Email' }));
    const dialog = await dialogNamed('Invite by Email');
    expect(dialog.getByLabelText('Email')).toHaveValue('');
    expect(dialog.queryByText('Invitation sent successfully!')).not.toBeInTheDocument();
  });

  it("shows the server's message in the dialog when sending fails, and keeps it open", async () => {
    server.use(
      http.post('/api/invitations', () => HttpResponse.json({ message: 'User is already a member of this household' }, { status: 400 })),
    );
    const { dialog, email, fill, send } = await openInviteDialog();
    await fill(email, 'max@example.com');
    await send();

    expect(await dialog.findByText('User is already a member of this household')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1700));
    expect(screen.getByRole('dialog', { name: 'Invite by Email' })).toBeInTheDocument();
  });

  it("falls back to 'Failed to send invitation' when the server gives no message", async () => {
    server.use(http.post('/api/invitations', () => new HttpResponse(null, { status: 500 })));
    const { dialog, email, fill, send } = await openInviteDialog();
    await fill(email, 'new.friend@example.com');
    await send();
    expect(await dialog.findByText('Failed to send invitation')).toBeInTheDocument();
  });
});
