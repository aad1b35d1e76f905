import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { acceptedInvitation, activeInvitation, expiredInvitation, member } from '../../test/fixtures';
import { listNamed, openHouseholdPage, serveHousehold, server } from './household-test-kit';

async function openPendingInvitations() {
  const view = await openHouseholdPage(member);
  await screen.findByRole('list', { name: 'Pending invitations' });
  return view;
}

describe('pending invitations', () => {
  it('lists only the invitations not accepted, each Active or Expired', async () => {
    serveHousehold();
    await openPendingInvitations();

    const { list, items } = listNamed('Pending invitations');
    expect(items).toHaveLength(2);
    const [active, expired] = items;
    expect(active).toHaveTextContent(activeInvitation.email);
    expect(within(active!).getByText('Active')).toBeInTheDocument();
    expect(active).toHaveTextContent(/Sent \S/);
    expect(expired).toHaveTextContent(expiredInvitation.email);
    expect(within(expired!).getByText('Expired')).toBeInTheDocument();
    expect(list).not.toHaveTextContent(acceptedInvitation.email);
  });

  it("says 'No pending invitations' when every invitation was accepted", async () => {
    serveHousehold(undefined, [acceptedInvitation]);
    await openHouseholdPage(member);
    expect(await screen.findByText('No pending invitations')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Pending invitations' })).not.toBeInTheDocument();
  });

  it('resends an invitation and says so', async () => {
    const resent: string[] = [];
    serveHousehold();
    server.use(
      http.post('/api/invitations/:id/resend', ({ params }) => {
        resent.push(String(params.id));
        return HttpResponse.json({ invitation: expiredInvitation });
      }),
    );
    const { user } = await openPendingInvitations();

    await user.click(screen.getByRole('button', { name: 'Resend invitation to late@example.com' }));
    expect(await screen.findByText('Invitation resent successfully')).toBeInTheDocument();
    expect(resent).toEqual([expiredInvitation._id]);
  });

  it("shows the server's message, or 'Failed to resend invitation', when resending fails", async () => {
    serveHousehold();
    server.use(
      http.post('/api/invitations/:id/resend', () => HttpResponse.json({ message: 'Invitation not found' }, { status: 404 }), { once: true }),
    );
    const { user } = await openPendingInvitations();
    const resend = screen.getByRole('button', { name: 'Resend invitation to new.friend@example.com' });

    await user.click(resend);
    expect(await screen.findByText('Invitation not found')).toBeInTheDocument();
    server.use(http.post('/api/invitations/:id/resend', () => new HttpResponse(null, { status: 500 })));
    await user.click(resend);
    expect(await screen.findByText('Failed to resend invitation')).toBeInTheDocument();
  });

  it("shows 'Failed to load household data' with a retry when the invitations cannot be loaded", async () => {
    serveHousehold();
    server.use(http.get('/api/invitations', () => new HttpResponse(null, { status: 500 }), { once: true }));
    const { user } = await openHouseholdPage(member);

    expect(await screen.findByText('Failed to load household data')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Pending invitations' })).toBeInTheDocument();
  });
});
