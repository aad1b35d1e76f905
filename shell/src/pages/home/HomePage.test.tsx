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
      expect(await screen.findByRole('heading', { level: 3, name: feature })).toBeInTheDocument();
    }
  });

  // Following the link would start loading the recipes remote; where it points is what the home page decides.
  it("links 'Browse Recipes' to /recipes", async () => {
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Browse Recipes' })).toHaveAttribute('href', '/recipes');
  });

  it("offers a guest 'Create Account', which goes to /register", async () => {
    const { user, router } = renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'Create Account' }));
    expect(router.state.location.pathname).toBe('/register');
  });

  it("does not offer a signed-in user 'Create Account'", async () => {
    renderApp('/', { signedInAs: ada });
    expect(await screen.findByTestId('top-bar-user')).toHaveTextContent('Ada Lovelace');
    expect(screen.getByRole('link', { name: 'Browse Recipes' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Account' })).not.toBeInTheDocument();
  });
});
