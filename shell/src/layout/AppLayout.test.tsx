import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { ada, renderApp, resizeWindow } from '../test/render-app';
import '../test/server';

afterEach(() => resizeWindow(1280));

async function openDrawer(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  return within(await screen.findByRole('navigation', { name: 'Main menu' }));
}

describe('the layout', () => {
  it('shows a guest Login and Register, and the guest drawer', async () => {
    const { user } = renderApp('/no-such-page');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Register' })).toBeInTheDocument();
    const drawer = await openDrawer(user);
    expect(drawer.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Home', 'Recipes', 'Login', 'Register']);
  });

  it("shows a signed-in user's name and Logout, and the full drawer", async () => {
    const { user } = renderApp('/no-such-page', { signedInAs: ada });
    expect(await screen.findByTestId('top-bar-user')).toHaveTextContent('Ada Lovelace');
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    const drawer = await openDrawer(user);
    expect(drawer.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Home',
      'Recipes',
      'Dashboard',
      'Household',
      'Meal Plan',
      'Shopping List',
      'Add Recipe',
      'Profile',
      'Logout',
    ]);
  });

  it('hides the top-bar sign-in items at 400 px wide or less', async () => {
    renderApp('/no-such-page');
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Login' })).toBeInTheDocument();
    act(() => resizeWindow(400));
    await waitFor(() => expect(within(screen.getByRole('banner')).queryByRole('button', { name: 'Login' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    act(() => resizeWindow(401));
    expect(await within(screen.getByRole('banner')).findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('logs out from a sign-in-needed page: token removed, guest items back, home page shown', async () => {
    const { user, router } = renderApp('/profile', { signedInAs: ada });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to Hearth' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('token')).toBeNull();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it("has a footer with this year's copyright and the three policy links", () => {
    renderApp('/no-such-page');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Hearth`);
    const legal = within(within(footer).getByRole('navigation', { name: 'Legal' }));
    expect(legal.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookie-policy');
    expect(legal.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms-and-conditions');
    expect(legal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('links to the API documentation from the footer, a page outside the app', () => {
    renderApp('/no-such-page');
    const developers = within(within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Developers' }));
    expect(developers.getByRole('link', { name: 'API documentation' })).toHaveAttribute('href', '/api/docs');
  });
});

describe('the cookie banner', () => {
  it('shows until accepted, then stays away for good', async () => {
    const { user, unmount } = renderApp('/no-such-page');
    const banner = screen.getByRole('region', { name: 'Cookie consent' });
    expect(within(banner).getByRole('button', { name: 'Cookie Policy' })).toBeInTheDocument();
    await user.click(within(banner).getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(localStorage.getItem('cookieConsent')).toBe('accepted');
    unmount();
    renderApp('/no-such-page');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it('opens the cookie policy', async () => {
    const { user, router } = renderApp('/no-such-page');
    await user.click(within(screen.getByRole('region', { name: 'Cookie consent' })).getByRole('button', { name: 'Cookie Policy' }));
    expect(router.state.location.pathname).toBe('/cookie-policy');
  });
});

describe('any other path', () => {
  it("shows 'Page Not Found' with 'Return to Home'", async () => {
    const { user, router } = renderApp('/no/such/page');
    expect(screen.getByText('Page Not Found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Return to Home' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
