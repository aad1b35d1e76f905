import { loadRemote } from '@module-federation/enhanced/runtime';
import { screen } from '@testing-library/react';
import { ada, renderApp } from '../../test/render-app';
import '../../test/server';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

describe('the dashboard', () => {
  it('shows the household, a welcome line and Manage Household', async () => {
    jest.mocked(loadRemote).mockResolvedValue({ default: () => <p>Six recipes</p> });
    const { user, router } = renderApp('/dashboard', { signedInAs: ada });
    expect(await screen.findByRole('heading', { level: 1, name: "Ada's Household" })).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Ada Lovelace!')).toBeInTheDocument();
    expect(await screen.findByText('Six recipes')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('recipes/HouseholdRecipes');
    await user.click(screen.getByRole('button', { name: /Manage Household/ }));
    expect(router.state.location.pathname).toBe('/household');
  });

  it('keeps working when the recipes area cannot be loaded', async () => {
    // React and the boundary log the failed remote: expected here.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(loadRemote).mockRejectedValue(new Error('down'));
    renderApp('/dashboard', { signedInAs: { ...ada, household: null } });
    expect(await screen.findByText('This part of Hearth is not available right now')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'No household yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Manage Household/ })).toBeInTheDocument();
    quiet.mockRestore();
  });
});
