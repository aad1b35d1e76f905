import { screen } from '@testing-library/react';
import { ada, renderApp } from '../../test/render-app';
import '../../test/server';

describe('the home page', () => {
  it('welcomes the visitor to Hearth', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Hearth/ })).toHaveTextContent('Welcome to Hearth');
  });

  it('advertises recipe management, household collaboration and public recipe sharing', async () => {
    renderApp('/');
    for (const feature of ['Recipe management', 'Household collaboration', 'Public recipe sharing']) {
      expect(await screen.findByRole('heading', { level: 2, name: feature })).toBeInTheDocument();
    }
  });

  it("goes to /recipes with 'Browse Recipes'", async () => {
    // The recipes page belongs to a remote that is not running here; where the button leads is the home page's part.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, router } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Browse Recipes' }));
    expect(router.state.location.pathname).toBe('/recipes');
    jest.restoreAllMocks();
  });

  it("offers a guest 'Create Account', which goes to /register", async () => {
    const { user, router } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Create Account' }));
    expect(router.state.location.pathname).toBe('/register');
  });

  it("does not offer a signed-in user 'Create Account'", async () => {
    renderApp('/', { signedInAs: ada });
    expect(await screen.findByTestId('top-bar-user')).toHaveTextContent('Ada Lovelace');
    expect(screen.getByRole('button', { name: 'Browse Recipes' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Account' })).not.toBeInTheDocument();
  });
});
