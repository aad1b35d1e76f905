import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { household, member, owner } from '../../test/fixtures';
import { openHouseholdPage, serveHousehold, server } from './household-test-kit';

/** user-event puts its own clipboard on navigator when the page renders; the spy goes on that. */
function spyOnClipboard() {
  return jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
}

describe('the invite code', () => {
  it("copies the code, reading 'Copied!' for 2 seconds", async () => {
    serveHousehold();
    const { user } = await openHouseholdPage(member);
    const writeText = spyOnClipboard();

    // Timed from the click: 'Copied!' may be found a while after it appeared on a busy machine.
    const copiedAt = Date.now();
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith('K7PQ-2MXZ-4HNR');
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();

    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument());
    expect(Date.now() - copiedAt).toBeGreaterThanOrEqual(1800);
    expect(screen.queryByText('Copied!')).not.toBeInTheDocument();
  });

  it('copies a /join?code= link with Share Link, and says so', async () => {
    serveHousehold();
    const { user } = await openHouseholdPage(member);
    const writeText = spyOnClipboard();

    await user.click(screen.getByRole('button', { name: 'Share Link' }));
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/join?code=K7PQ-2MXZ-4HNR`);
    expect(await screen.findByText('Invite link copied to clipboard')).toBeInTheDocument();
  });

  it('tells the user when the browser refuses the clipboard', async () => {
    serveHousehold();
    const { user } = await openHouseholdPage(member);
    spyOnClipboard().mockRejectedValue(new Error('denied'));

    await user.click(screen.getByRole('button', { name: 'Share Link' }));
    expect(await screen.findByText('Could not copy to the clipboard')).toBeInTheDocument();
    expect(screen.queryByText('Invite link copied to clipboard')).not.toBeInTheDocument();
  });

  it('lets the owner generate a new code after confirming, and shows it', async () => {
    let inviteCode = household.inviteCode;
    serveHousehold();
    server.use(
      http.get('/api/households', () => HttpResponse.json({ ...household, inviteCode })),
      http.post('/api/households/invite', () => {
        inviteCode = 'N3WC0D3S';
        return HttpResponse.json({ ...household, inviteCode });
      }),
    );
    const { user } = await openHouseholdPage(owner);

    await user.click(screen.getByRole('button', { name: 'Generate New Code' }));
    await user.click(await screen.findByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('New invite code generated')).toBeInTheDocument();
    expect(await screen.findByText('N3WC0D3S')).toBeInTheDocument();
    expect(screen.queryByText('K7PQ-2MXZ-4HNR')).not.toBeInTheDocument();
  });

  it("shows the server's message, or 'Failed to generate invite code', when a new code fails", async () => {
    serveHousehold();
    server.use(
      http.post('/api/households/invite', () => HttpResponse.json({ message: 'Only the owner can do that' }, { status: 403 }), { once: true }),
    );
    const { user } = await openHouseholdPage(owner);

    await user.click(screen.getByRole('button', { name: 'Generate New Code' }));
    await user.click(await screen.findByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Only the owner can do that')).toBeInTheDocument();

    server.use(http.post('/api/households/invite', () => new HttpResponse(null, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Generate New Code' }));
    await user.click(await screen.findByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Failed to generate invite code')).toBeInTheDocument();
    expect(screen.getByText('K7PQ-2MXZ-4HNR')).toBeInTheDocument();
  });
});
