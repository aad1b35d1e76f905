import { loadRemote } from '@module-federation/enhanced/runtime';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { act } from 'react';
import { ada, renderApp, resizeWindow } from '../test/render-app';
import { server } from '../test/server';

// A remote's page is a stub here: where the tabs lead is the tab bar's part.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));
beforeEach(() => {
  jest.mocked(loadRemote).mockImplementation(async (id: string) => ({ default: () => <p>{id}</p> }));
  resizeWindow(360);
});
afterEach(() => resizeWindow(1280));

const tabBar = () => within(screen.getByRole('navigation', { name: 'Tabs' }));
/** The tabs, in order: links, and More's button. */
const tabs = () => [...screen.getByRole('navigation', { name: 'Tabs' }).querySelectorAll<HTMLElement>('a, button')];
const tabNames = () => tabs().map((tab) => tab.textContent);

/** GET /shopping-lists answering `lists` (newest first), recording the Authorization header and the query it was sent. */
function serveLists(answer: () => Response) {
  const sent: (string | null)[] = [];
  server.use(
    http.get('/api/shopping-lists', ({ request }) => {
      sent.push(`${request.headers.get('Authorization')} ${new URL(request.url).search}`);
      return answer();
    }),
  );
  return sent;
}

const summary = (_id: string, name: string) => ({ _id, name, createdAt: '2026-11-01T10:00:00.000Z', recipes: [], itemCount: 3, purchasedCount: 1 });

describe('the tab bar of a phone', () => {
  it('gives a signed-in member Recipes, Plan, List and More, each a link but More', async () => {
    renderApp('/no-such-page', { signedInAs: ada });
    await waitFor(() => expect(tabNames()).toEqual(['Recipes', 'Plan', 'List', 'More']));
    expect(tabBar().getByRole('link', { name: 'Recipes' })).toHaveAttribute('href', '/recipes');
    expect(tabBar().getByRole('link', { name: 'Plan' })).toHaveAttribute('href', '/meal-planner');
    expect(tabBar().getByRole('link', { name: 'List' })).toHaveAttribute('href', '/shopping-lists');
    expect(tabBar().getByRole('button', { name: 'More' })).toBeInTheDocument();
  });

  it('gives a guest Home, Recipes, Sign in and More', () => {
    renderApp('/no-such-page');
    expect(tabNames()).toEqual(['Home', 'Recipes', 'Sign in', 'More']);
    expect(tabBar().getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(tabBar().getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('shows only at 600 px wide or narrower, keeping room below the page for itself', async () => {
    const { container } = renderApp('/no-such-page');
    const frame = container.firstElementChild as HTMLElement;
    expect(frame.style.paddingBottom).toBe('calc(56px + env(safe-area-inset-bottom))');
    act(() => resizeWindow(601));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Tabs' })).not.toBeInTheDocument());
    expect(frame.style.paddingBottom).toBe('');
    act(() => resizeWindow(600));
    expect(await screen.findByRole('navigation', { name: 'Tabs' })).toBeInTheDocument();
  });

  it('marks the tab of the page on show, and only that one', async () => {
    const { user } = renderApp('/meal-planner', { signedInAs: ada });
    await waitFor(() => expect(tabBar().getByRole('link', { name: 'Plan' })).toHaveAttribute('aria-current', 'page'));
    expect(tabBar().getByRole('link', { name: 'Recipes' })).not.toHaveAttribute('aria-current');
    await user.click(tabBar().getByRole('link', { name: 'Recipes' }));
    expect(await screen.findByText('recipes/RecipeListPage')).toBeInTheDocument();
    expect(tabBar().getByRole('link', { name: 'Recipes' })).toHaveAttribute('aria-current', 'page');
    expect(tabBar().getByRole('link', { name: 'Plan' })).not.toHaveAttribute('aria-current');
  });

  it("marks a guest's Home on the home page", () => {
    renderApp('/');
    expect(tabBar().getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it("opens the household's newest shopping list with List", async () => {
    const sent = serveLists(() => HttpResponse.json([summary('newest-list', 'Saturday')]));
    const { user, router } = renderApp('/dashboard', { signedInAs: ada });
    await user.click(await tabBar().findByRole('link', { name: 'List' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shopping-lists/newest-list'), { timeout: 4000 });
    // A page of one: the newest list only.
    expect(sent).toEqual(['Bearer test-token ?limit=1']);
    // The router has moved; the tab bar marks it as it renders the new address.
    await waitFor(() => expect(tabBar().getByRole('link', { name: 'List' })).toHaveAttribute('aria-current', 'page'));
  });

  it('opens the lists page with List when the household has no list, or the lists cannot be read', async () => {
    serveLists(() => HttpResponse.json([]));
    const { user, router } = renderApp('/dashboard', { signedInAs: ada });
    await user.click(await tabBar().findByRole('link', { name: 'List' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shopping-lists'));

    await act(() => router.navigate('/dashboard'));
    serveLists(() => HttpResponse.json({ message: 'Down' }, { status: 503 }));
    await user.click(tabBar().getByRole('link', { name: 'List' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shopping-lists'));
  });

  it("opens the menu drawer with More, with the top bar's menu items", async () => {
    const { user } = renderApp('/no-such-page', { signedInAs: ada });
    await tabBar().findByRole('link', { name: 'Plan' });
    await user.click(tabBar().getByRole('button', { name: 'More' }));
    const drawer = within(await screen.findByRole('navigation', { name: 'Main menu' }));
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

  it('has tabs of at least 44 by 44 px', () => {
    renderApp('/no-such-page');
    for (const tab of tabs()) {
      expect(parseFloat(tab.style.minHeight)).toBeGreaterThanOrEqual(44);
      expect(parseFloat(tab.style.minWidth)).toBeGreaterThanOrEqual(44);
    }
  });

  it('is not shown on a wider window', () => {
    resizeWindow(1280);
    renderApp('/no-such-page', { signedInAs: ada });
    expect(screen.queryByRole('navigation', { name: 'Tabs' })).not.toBeInTheDocument();
  });
});
