import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CurrentUser } from '@hearth/host';
import type { Household } from '@hearth/contracts/household';
import { household, member } from '../../test/fixtures';
import { dialogNamed, openHouseholdPage, serveHousehold, server } from './household-test-kit';

const homeless = { ...member, household: null };
const otherHousehold: Household = { ...household, _id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', name: 'Casa Verde', inviteCode: 'CASA2024' };

/** No household until POST /households/join with the right code, which answers the joined household. */
function serveJoinable(joinable: Household = otherHousehold) {
  let joined: Household | null = null;
  const sent: unknown[] = [];
  server.use(
    http.get('/api/households', () =>
      joined ? HttpResponse.json(joined) : HttpResponse.json({ message: 'No household found' }, { status: 404 }),
    ),
    http.get('/api/invitations', () => HttpResponse.json([])),
    http.post('/api/households/join', async ({ request }) => {
      const body = (await request.json()) as { inviteCode: string };
      sent.push(body);
      if (body.inviteCode !== joinable.inviteCode) return HttpResponse.json({ message: 'Household not found' }, { status: 404 });
      joined = joinable;
      return HttpResponse.json(joined);
    }),
  );
  return sent;
}

async function openJoinDialog(user: CurrentUser = homeless) {
  const view = await openHouseholdPage(user);
  await view.user.click(screen.getByRole('button', { name: 'Join a Household' }));
  const dialog = await dialogNamed('Join a Household');
  const code = dialog.getByLabelText('Invite code');
  const join = () => view.user.click(dialog.getByRole('button', { name: 'Join' }));
  return { ...view, dialog, code, join };
}

describe('joining a household by its invite code', () => {
  it('needs a code, sending nothing without one', async () => {
    const sent = serveJoinable();
    const { dialog, join } = await openJoinDialog();
    await join();
    expect(await dialog.findByText('Invite code is required')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('joins from the no-household page, says so and shows the household', async () => {
    const sent = serveJoinable();
    const { code, fill, join, store } = await openJoinDialog();
    await fill(code, ' CASA2024 ');
    await join();

    expect(await screen.findByText('Successfully joined household')).toBeInTheDocument();
    expect(sent).toEqual([{ inviteCode: 'CASA2024' }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Casa Verde' })).toBeInTheDocument();
    expect(store.getState().auth.user?.household).toEqual({ _id: otherHousehold._id, name: 'Casa Verde' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says 'Invalid invite code' for a code the server does not know (404) or refuses (400)", async () => {
    serveJoinable();
    const { code, fill, join, store } = await openJoinDialog();
    await fill(code, 'NOPE1234');
    await join();
    expect(await screen.findByText('Invalid invite code')).toBeInTheDocument();
    expect(screen.queryByText('Household not found')).not.toBeInTheDocument();

    server.use(http.post('/api/households/join', () => HttpResponse.json({ message: 'inviteCode is malformed' }, { status: 400 })));
    await join();
    await waitFor(() => expect(screen.getAllByText('Invalid invite code')).toHaveLength(2));
    expect(screen.getByRole('dialog', { name: 'Join a Household' })).toBeInTheDocument();
    expect(store.getState().auth.user?.household).toBeNull();
  });

  it("shows the server's message, or 'Failed to join household', for any other failure", async () => {
    serveJoinable();
    server.use(http.post('/api/households/join', () => HttpResponse.json({ message: 'You already belong to this household' }, { status: 409 }), { once: true }));
    const { code, fill, join } = await openJoinDialog();
    await fill(code, 'CASA2024');
    await join();
    expect(await screen.findByText('You already belong to this household')).toBeInTheDocument();

    server.use(http.post('/api/households/join', () => new HttpResponse(null, { status: 500 })));
    await join();
    expect(await screen.findByText('Failed to join household')).toBeInTheDocument();
  });

  it('warns a member who has a household that joining another removes them from it', async () => {
    serveHousehold();
    serveJoinable();
    server.use(http.get('/api/households', () => HttpResponse.json(household), { once: true }));
    const { dialog, code, fill, join, store } = await openJoinDialog(member);
    expect(dialog.getByText('Joining another household will remove you from your current one.')).toBeInTheDocument();

    await fill(code, 'CASA2024');
    await join();
    expect(await screen.findByText('Successfully joined household')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Casa Verde' })).toBeInTheDocument();
    expect(store.getState().auth.user?.household).toEqual({ _id: otherHousehold._id, name: 'Casa Verde' });
  });

  it('does not warn a user who has no household about leaving one', async () => {
    serveJoinable();
    const { dialog } = await openJoinDialog();
    expect(dialog.queryByText(/remove you from your current/)).not.toBeInTheDocument();
  });
});
