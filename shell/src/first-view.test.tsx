import { render, screen, waitFor, act, fireEvent } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PageSpinner } from './app/PageSpinner';
import { drawFirstView } from './first-view';
import { FIRST_VIEW_ID, holdFirstView } from './first-view-handoff';

const view = { heading: 'Recipes', read: '/api/recipes', items: 'recipes', title: 'title', link: '/recipes/:_id', picture: 'image.cardUrl' };

/** index.html's placeholder, as the page's first script finds it. */
function placeholder(): HTMLElement {
  document.body.innerHTML = `<div id="root"><div class="hearth-first-bar" aria-hidden="true">Hearth</div><div id="${FIRST_VIEW_ID}" class="hearth-first-cards" aria-hidden="true"><div></div></div></div>`;
  return document.getElementById(FIRST_VIEW_ID)!;
}

const answer = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

const recipes = {
  recipes: [
    { _id: 'r1', title: 'Smoky bean chilli', image: { status: 'ready', url: '/api/images/a.webp', cardUrl: '/api/images/a-card.webp' } },
    { _id: 'r 2', title: '<img src=x onerror="window.hacked=1">', image: { status: 'ready', cardUrl: 'https://elsewhere.example/p.webp' } },
    { _id: 'r3', title: 'Plain soup' },
  ],
  total: 3,
  page: 1,
  limit: 12,
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe("a list page's first view, drawn by its first script", () => {
  it('shows the heading and a card per entry, each a link to it, once the first read answers; hidden from assistive technology', async () => {
    const node = placeholder();
    drawFirstView(view, answer(recipes), '/recipes');
    expect(node.dataset.firstView).toBe('awaited');
    await screen.findByRole('heading', { level: 1, name: 'Recipes', hidden: true });
    expect(node.dataset.firstView).toBe('shown');
    // A picture for the eye: nothing in it is found by role, nor reached by Tab.
    expect(node).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    const links = screen.getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('tabindex')])).toEqual([
      ['Smoky bean chilli', '/recipes/r1', '-1'],
      // Text is text, and the address is encoded.
      ['<img src=x onerror="window.hacked=1">', '/recipes/r%202', '-1'],
      ['Plain soup', '/recipes/r3', '-1'],
    ]);
    expect(node.querySelectorAll('.hearth-first-card')).toHaveLength(3);
    // A picture from elsewhere is not shown.
    expect([...node.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(['/api/images/a-card.webp']);
  });

  it('keeps the placeholder for a failed or empty answer, and draws nothing once the app has let it go', async () => {
    for (const [body, status] of [[{ message: 'Server error' }, 500], [{ recipes: [], total: 0 }, 200], ['not a list', 200]] as const) {
      const node = placeholder();
      drawFirstView(view, answer(body, status), '/recipes');
      await waitFor(() => expect(node.dataset.firstView).toBe('gone'));
      expect(node).toHaveClass('hearth-first-cards');
      expect(screen.queryByRole('heading', { hidden: true })).toBeNull();
    }
    const node = placeholder();
    let arrive!: (response: Response) => void;
    drawFirstView(view, new Promise((resolve) => (arrive = resolve)), '/recipes');
    node.dataset.firstView = 'gone';
    arrive(await answer(recipes));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('heading', { hidden: true })).toBeNull();
  });
});

describe('the page spinner, while the first page of a visit loads', () => {
  const replaceLocation = (path: string) => window.history.replaceState(null, '', path);
  afterEach(() => replaceLocation('/'));
  /** The app's router around `page` at every address but a recipe's. */
  const inApp = (page: ReactNode) => (
    <BrowserRouter>
      <Routes>
        <Route path="/recipes/:id" element={<p>The recipe page</p>} />
        <Route path="*" element={page} />
      </Routes>
    </BrowserRouter>
  );

  /** The recipe list's first view drawn, then the app starting at /recipes with the page's code still loading. */
  async function appStartsOnDrawnList() {
    placeholder();
    drawFirstView(view, answer(recipes), '/recipes');
    await screen.findByRole('list', { hidden: true });
    replaceLocation('/recipes');
    holdFirstView();
    // What the app's first render does to #root.
    const root = document.getElementById('root')!;
    root.replaceChildren();
    return render(inApp(<PageSpinner />), { container: root });
  }

  it('shows the first view drawn for this page instead of a spinner, and lets it go once the page renders', async () => {
    const { rerender } = await appStartsOnDrawnList();
    expect(screen.getByRole('link', { name: 'Smoky bean chilli', hidden: true })).toBeVisible();
    // To assistive technology, the page is loading.
    expect(screen.getByRole('status', { name: 'Loading' })).toContainElement(document.getElementById(FIRST_VIEW_ID));

    // The page replaces the spinner: the view is gone for good, and a later spinner spins.
    rerender(inApp(<p>The page</p>));
    await act(() => Promise.resolve());
    expect(screen.queryByRole('list', { hidden: true })).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    rerender(inApp(<PageSpinner />));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('opens the recipe of a tapped card within the app, not by loading the page anew', async () => {
    await appStartsOnDrawnList();

    // A tap with a modifier (a new tab) is the browser's own.
    const link = screen.getByRole('link', { name: 'Smoky bean chilli', hidden: true });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(window.location.pathname).toBe('/recipes');

    // fireEvent returns false when the page kept the browser from following the link.
    expect(fireEvent.click(link)).toBe(false);
    expect(await screen.findByText('The recipe page')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/recipes/r1');
    await act(() => Promise.resolve());
    expect(screen.queryByRole('list', { hidden: true })).toBeNull();
  });

  it('spins on a page the first view was not drawn for, or on a page without one', async () => {
    placeholder();
    drawFirstView(view, answer(recipes), '/recipes');
    await screen.findByRole('list', { hidden: true });
    replaceLocation('/meal-planner');
    holdFirstView();
    const { unmount } = render(inApp(<PageSpinner />));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    unmount();

    placeholder();
    replaceLocation('/recipes');
    holdFirstView();
    render(inApp(<PageSpinner />));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });
});
