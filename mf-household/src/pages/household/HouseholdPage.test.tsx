import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { household, member, owner } from '../../test/fixtures';
import { listNamed, openHouseholdPage, serveHousehold, server } from './household-test-kit';
import { renderWithHost } from '@hearth/frontend-build/test/render-with-host';
import HouseholdPage from './HouseholdPage';

describe('the household page', () => {
  it('shows the name, the owner and the member count, and marks the owner and you in the members', async () => {
    serveHousehold();
    await openHouseholdPage(owner);

    expect(screen.getByRole('heading', { level: 1, name: 'The Olive Grove' })).toBeInTheDocument();
    expect(screen.getByText('Owner: Olive Owner')).toBeInTheDocument();
    expect(screen.getByText('2 members')).toBeInTheDocument();
    expect(screen.getByText('K7PQ-2MXZ-4HNR')).toBeInTheDocument();

    const [olive, max] = listNamed('Members').items;
    expect(olive).toHaveTextContent('Olive Owner (Owner) (You)');
    expect(olive).toHaveTextContent('olive@example.com');
    expect(max).toHaveTextContent('Max Member');
    expect(max).not.toHaveTextContent('(Owner)');
    expect(max).not.toHaveTextContent('(You)');
  });

  it('gives the owner rename, a new code, and remove on every other member but not on themselves', async () => {
    serveHousehold();
    await openHouseholdPage(owner);

    expect(screen.getByRole('button', { name: 'Rename' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate New Code' })).toBeInTheDocument();
    const [olive, max] = listNamed('Members').items;
    expect(within(max!).getByRole('button', { name: 'Remove Max Member' })).toBeInTheDocument();
    expect(within(olive!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('hides rename, new code and remove from a member, who can still copy, share, invite and resend', async () => {
    serveHousehold();
    await openHouseholdPage(member);

    expect(screen.queryByRole('button', { name: 'Rename' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate New Code' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    for (const name of ['Copy code', 'Share Link', 'Invite by Email', 'Join a Household']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(await screen.findByRole('button', { name: 'Resend invitation to new.friend@example.com' })).toBeInTheDocument();

    const [olive, max] = listNamed('Members').items;
    expect(olive).toHaveTextContent('Olive Owner (Owner)');
    expect(olive).not.toHaveTextContent('(You)');
    expect(max).toHaveTextContent('Max Member (You)');
  });

  it('counts a household of one as "1 member"', async () => {
    serveHousehold({ ...household, members: household.members.slice(0, 1) }, []);
    await openHouseholdPage(owner);
    expect(screen.getByText('1 member')).toBeInTheDocument();
  });

  it('shows a spinner while the household loads', async () => {
    serveHousehold();
    renderWithHost(<HouseholdPage />, { path: '/household', signedInAs: owner });
    expect(screen.getByRole('status', { name: 'Loading household' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'The Olive Grove' })).toBeInTheDocument();
  });

  it("shows 'Failed to load household data' when loading fails, and Retry loads it", async () => {
    serveHousehold();
    server.use(http.get('/api/households', () => new HttpResponse(null, { status: 500 }), { once: true }));
    const { user } = renderWithHost(<HouseholdPage />, { path: '/household', signedInAs: owner });

    expect(await screen.findByText('Failed to load household data')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The Olive Grove' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load household data')).not.toBeInTheDocument();
  });

  it("tells a user without a household so, and forgets the household the session still had", async () => {
    server.use(http.get('/api/households', () => HttpResponse.json({ message: 'No household found' }, { status: 404 })));
    const { store } = await openHouseholdPage(member);

    expect(screen.getByText("You don't have a household yet.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join a Household' })).toBeInTheDocument();
    expect(store.getState().auth.user?.household).toBeNull();
  });

  it('brings the household the session knows in step with the one loaded', async () => {
    serveHousehold({ ...household, name: 'The Olive Orchard' });
    const { store } = await openHouseholdPage(owner);
    expect(screen.getByRole('heading', { level: 1, name: 'The Olive Orchard' })).toBeInTheDocument();
    expect(store.getState().auth.user?.household).toEqual({ _id: household._id, name: 'The Olive Orchard' });
  });
});
