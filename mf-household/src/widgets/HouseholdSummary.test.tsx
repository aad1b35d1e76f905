import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@hearth/frontend-build/test/msw-server';
import { renderWithHost } from '@hearth/frontend-build/test/render-with-host';
import { household, member } from '../test/fixtures';
import HouseholdSummary from './HouseholdSummary';

function showSummary(signedInAs = member) {
  return renderWithHost(<HouseholdSummary />, { path: '/dashboard', signedInAs });
}

describe("the dashboard's household card", () => {
  it('names the household, welcomes the user and counts the members', async () => {
    server.use(http.get('/api/households', () => HttpResponse.json({ ...household, name: 'The Olive Grove (renamed)' })));
    showSummary();
    expect(await screen.findByRole('heading', { level: 1, name: 'The Olive Grove (renamed)' })).toBeInTheDocument();
    expect(screen.getByText(`Welcome back, ${member.name}!`)).toBeInTheDocument();
    expect(screen.getByText(/2 members/)).toBeInTheDocument();
  });

  it('leads to the household page', async () => {
    server.use(http.get('/api/households', () => HttpResponse.json(household)));
    const { user } = showSummary();
    await user.click(await screen.findByRole('button', { name: 'Manage Household' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/household');
  });

  it("says 'No household yet' when the user has none", async () => {
    server.use(http.get('/api/households', () => HttpResponse.json({ message: 'No household found' }, { status: 404 })));
    showSummary({ ...member, household: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'No household yet' })).toBeInTheDocument();
    expect(screen.getByText(`Welcome back, ${member.name}!`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage Household' })).toBeInTheDocument();
  });

  it("believes the server's 404 over a household the session still remembers", async () => {
    server.use(http.get('/api/households', () => HttpResponse.json({ message: 'No household found' }, { status: 404 })));
    showSummary();
    expect(await screen.findByRole('heading', { level: 1, name: 'No household yet' })).toBeInTheDocument();
  });

  it("falls back to the session's household name when the household cannot be loaded", async () => {
    let asked = 0;
    server.use(http.get('/api/households', () => {
      asked += 1;
      return HttpResponse.json({}, { status: 500 });
    }));
    showSummary();
    expect(screen.getByRole('heading', { level: 1, name: household.name })).toBeInTheDocument();
    await waitFor(() => expect(asked).toBe(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50))); // the failure has arrived
    expect(screen.getByRole('heading', { level: 1, name: household.name })).toBeInTheDocument();
    expect(screen.queryByText(/members?$/)).not.toBeInTheDocument();
  });
});
