import { act, screen, waitFor, within } from '@testing-library/react';
import { createHostStore, signedIn } from '@hearth/host';
import { renderWithHost } from '@hearth/frontend-build/test/render-with-host';
import { aPage, aRecipe, desserts, mains, olive } from '../../test/fixtures';
import { serveCategories, serveRecipeList } from '../../test/serve';
import RecipeListPage, { prefetch } from './RecipeListPage';

function openList(path = '/recipes', signedInAs = olive) {
  return renderWithHost(<RecipeListPage />, { path, route: '/recipes', signedInAs: signedInAs ?? undefined });
}

const cards = () => within(screen.getByRole('list', { name: 'Recipes' })).getAllByRole('article');

/** The window's width, as the test setup's matchMedia reads it; tells listeners it changed. */
function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

describe('the recipe list', () => {
  it("starts its page of recipes as its code arrives (prefetch), for the address's filters and page", async () => {
    serveCategories();
    const asked = serveRecipeList(() => aPage([]));
    createHostStore().dispatch(signedIn({ token: 'test-token', user: olive }));
    prefetch({ params: {}, searchParams: new URLSearchParams(`search=soup&category=${desserts._id}&page=2`) });
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(Object.fromEntries(asked[0]!)).toEqual({ search: 'soup', category: desserts._id, page: '2', limit: '12' });
  });

  it('shows the prefetched page without asking for it again', async () => {
    serveCategories();
    const asked = serveRecipeList(() => aPage([aRecipe({ title: 'Leek Soup' })]));
    renderWithHost(<RecipeListPage />, { path: '/recipes?search=soup&page=2', route: '/recipes', signedInAs: olive, prefetch });
    expect(await screen.findByRole('heading', { name: 'Leek Soup' })).toBeInTheDocument();
    expect(asked).toHaveLength(1);
  });

  it("shows each recipe's card: image, Private badge, title, category or 'Uncategorized', total minutes and 'View Recipe'", async () => {
    serveCategories();
    serveRecipeList(() =>
      aPage([
        aRecipe({ title: 'Apple Crumble', isPrivate: true, prepTime: 20, cookTime: 40 }),
        aRecipe({ title: 'Plain Rice', category: null, image: null, prepTime: 5, cookTime: 15 }),
      ]),
    );
    openList();

    const [crumble, rice] = await screen.findAllByRole('article');
    expect(within(crumble!).getByRole('heading', { name: 'Apple Crumble' })).toBeInTheDocument();
    expect(within(crumble!).getByText('Private')).toBeInTheDocument();
    expect(within(crumble!).getByText('Desserts')).toBeInTheDocument();
    expect(crumble).toHaveTextContent('60 min');
    const picture = within(crumble!).getByRole('img', { name: 'Apple Crumble' });
    expect(picture).toHaveAttribute('src', '/api/images/apple.card.webp');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('width');
    expect(picture).toHaveAttribute('height');

    expect(within(rice!).getByText('Uncategorized')).toBeInTheDocument();
    expect(within(rice!).queryByText('Private')).not.toBeInTheDocument();
    expect(rice).toHaveTextContent('20 min');
  });

  it("opens a recipe with 'View Recipe'", async () => {
    serveCategories();
    const recipe = aRecipe();
    serveRecipeList(() => aPage([recipe]));
    const { user } = openList();
    await user.click(await screen.findByRole('button', { name: 'View Recipe' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/recipes/${recipe._id}`);
  });

  it("tells pending and failed images apart on the cards", async () => {
    serveCategories();
    serveRecipeList(() =>
      aPage([
        aRecipe({ title: 'Pending', image: { _id: 'p', url: '/p', status: 'pending' } }),
        aRecipe({ title: 'Failed', image: { _id: 'f', url: '/f', status: 'failed' } }),
      ]),
    );
    openList();
    expect(await screen.findByText('Processing image...')).toBeInTheDocument();
    expect(screen.getByText('Image failed to upload')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Pending' })).not.toBeInTheDocument();
  });

  it("shows 'Add Recipe' to a signed-in user, leading to the wizard, and not to a guest", async () => {
    serveCategories();
    serveRecipeList();
    const { user, unmount } = openList();
    await user.click(await screen.findByRole('button', { name: 'Add Recipe' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/recipes/create');
    unmount();

    renderWithHost(<RecipeListPage />, { path: '/recipes' });
    expect(await screen.findByText('No recipes found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Recipe' })).not.toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    serveCategories();
    serveRecipeList();
    openList();
    expect(await screen.findByText('No recipes found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search criteria or create a new recipe')).toBeInTheDocument();
  });

  it('searches on the server once typing pauses, and keeps the search in the URL', async () => {
    serveCategories();
    const asked = serveRecipeList((query) => aPage(query.get('search') === 'soup' ? [aRecipe({ title: 'Leek Soup' })] : [aRecipe()]));
    const { user } = openList();
    await screen.findByRole('heading', { name: 'Apple Crumble' });

    await user.type(screen.getByRole('searchbox', { name: 'Search recipes' }), 'soup');
    expect(await screen.findByRole('heading', { name: 'Leek Soup' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search recipes' })).toHaveValue('soup');
    // One request for the first page and one for the finished word, none per keystroke.
    expect(asked.map((query) => query.get('search'))).toEqual([null, 'soup']);
    expect(asked[1]!.get('limit')).toBe('12');
  });

  it('opens with the search, category and page of a shared link, and asks the server for exactly those', async () => {
    serveCategories();
    const asked = serveRecipeList((query) => aPage([aRecipe({ title: `Page ${query.get('page')}` })], { total: 40, page: Number(query.get('page')) }));
    openList(`/recipes?search=cake&category=${desserts._id}&page=2`);
    expect(await screen.findByRole('heading', { name: 'Page 2' })).toBeInTheDocument();
    expect(Object.fromEntries(asked[0]!)).toEqual({ search: 'cake', category: desserts._id, page: '2', limit: '12' });
    expect(screen.getByRole('searchbox', { name: 'Search recipes' })).toHaveValue('cake');
    expect(await screen.findByTitle('Desserts')).toBeInTheDocument();
  });

  it('filters by category from the list of categories, back to the first page', async () => {
    serveCategories();
    const asked = serveRecipeList((query) => aPage(query.get('category') === mains._id ? [aRecipe({ title: 'Roast', category: mains })] : [aRecipe()]));
    const { user, router } = openList('/recipes?page=3');
    await screen.findByRole('heading', { name: 'Apple Crumble' });

    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Main Courses' }));
    expect(await screen.findByRole('heading', { name: 'Roast' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?category=${mains._id}`);
    expect(asked.at(-1)!.get('page')).toBe('1');
  });

  it("'Clear Filters' empties the search and the category; the back button brings them back", async () => {
    serveCategories();
    serveRecipeList((query) => aPage([aRecipe({ title: query.get('search') ? 'Found' : 'Everything' })]));
    const { user, router } = openList(`/recipes?search=pie&category=${desserts._id}`);
    expect(await screen.findByRole('heading', { name: 'Found' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(await screen.findByRole('heading', { name: 'Everything' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search recipes' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeDisabled();

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Found' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search recipes' })).toHaveValue('pie');
  });

  it('pages through many recipes, one page from the server at a time', async () => {
    serveCategories();
    const asked = serveRecipeList((query) => {
      const page = Number(query.get('page') ?? 1);
      return aPage(Array.from({ length: 12 }, (_, index) => aRecipe({ title: `Recipe ${(page - 1) * 12 + index + 1}` })), { total: 10_000, page });
    });
    const { user, router } = openList();
    expect(await screen.findByRole('heading', { name: 'Recipe 1' })).toBeInTheDocument();
    expect(cards()).toHaveLength(12);

    await user.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByRole('heading', { name: 'Recipe 13' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(asked.at(-1)!.get('page')).toBe('2');
    expect(screen.getByRole('listitem', { name: '834' })).toBeInTheDocument();
  });

  it('opens a recipe from its card: the title is a link to it', async () => {
    serveCategories();
    const recipe = aRecipe({ title: 'Leek Soup' });
    serveRecipeList(() => aPage([recipe]));
    const { user } = openList();
    const [card] = await screen.findAllByRole('article');
    const link = within(card!).getByRole('link', { name: 'Leek Soup' });
    expect(link).toHaveAttribute('href', `/recipes/${recipe._id}`);
    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent(`/recipes/${recipe._id}`);
  });

  describe('on a phone (under 600 px)', () => {
    beforeEach(() => resizeTo(360));
    afterEach(() => act(() => resizeTo(1024)));

    it('shows two compact cards to a row', async () => {
      serveCategories();
      serveRecipeList(() => aPage([aRecipe({ title: 'Leek Soup' }), aRecipe()]));
      openList();
      const title = await screen.findByRole('heading', { name: 'Leek Soup' });
      expect(screen.getByRole('list', { name: 'Recipes' })).toHaveStyle({ gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' });
      expect(title).toHaveStyle({ fontSize: '15px' });
    });

    it("puts search and category on one row, with a small 'Clear Filters' under them that still clears", async () => {
      serveCategories();
      serveRecipeList((query) => aPage([aRecipe({ title: query.get('search') ? 'Found' : 'Everything' })]));
      const { user, router } = openList('/recipes?search=pie');
      expect(await screen.findByRole('heading', { name: 'Found' })).toBeInTheDocument();

      const filters = screen.getByRole('search');
      expect(filters).toHaveStyle({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 40%' });
      const clear = within(filters).getByRole('button', { name: 'Clear Filters' });
      expect(clear).toHaveStyle({ gridColumn: '1 / -1' });

      await user.click(clear);
      expect(await screen.findByRole('heading', { name: 'Everything' })).toBeInTheDocument();
      expect(router.state.location.search).toBe('');
      expect(within(filters).getByRole('button', { name: 'Clear Filters' })).toBeDisabled();
    });

    it('filters by category there too', async () => {
      serveCategories();
      serveRecipeList((query) => aPage(query.get('category') === mains._id ? [aRecipe({ title: 'Roast', category: mains })] : [aRecipe()]));
      const { user, router } = openList();
      await screen.findByRole('heading', { name: 'Apple Crumble' });
      await user.click(screen.getByRole('combobox', { name: 'Category' }));
      await user.click(await screen.findByRole('option', { name: 'Main Courses' }));
      expect(await screen.findByRole('heading', { name: 'Roast' })).toBeInTheDocument();
      expect(router.state.location.search).toBe(`?category=${mains._id}`);
    });

    it('goes back to the wide grid when the window grows', async () => {
      serveCategories();
      serveRecipeList(() => aPage([aRecipe()]));
      openList();
      await screen.findByRole('heading', { name: 'Apple Crumble' });
      act(() => resizeTo(800));
      expect(screen.getByRole('list', { name: 'Recipes' })).toHaveStyle({
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
      });
      expect(screen.getByRole('search')).toHaveStyle({ display: 'flex' });
    });
  });

  it('keeps the wide grid and one row of large filters from 600 px up', async () => {
    resizeTo(600);
    try {
      serveCategories();
      serveRecipeList(() => aPage([aRecipe()]));
      openList();
      expect(await screen.findByRole('heading', { name: 'Apple Crumble' })).toHaveStyle({ fontSize: '18px' });
      expect(screen.getByRole('list', { name: 'Recipes' })).toHaveStyle({
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
      });
      expect(screen.getByRole('search')).toHaveStyle({ display: 'flex' });
      expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeDisabled();
    } finally {
      act(() => resizeTo(1024));
    }
  });

  it('asks again every 8 seconds while an image is pending, and stops once none is', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      serveCategories();
      let pending = true;
      const asked = serveRecipeList(() =>
        aPage([aRecipe({ image: { _id: 'p', url: '/p', status: pending ? 'pending' : 'ready' } })]),
      );
      openList();
      expect(await screen.findByText('Processing image...')).toBeInTheDocument();
      const first = asked.length;

      pending = false;
      await act(() => jest.advanceTimersByTimeAsync(8000));
      await waitFor(() => expect(asked.length).toBe(first + 1));
      expect(await screen.findByRole('img', { name: 'Apple Crumble' })).toBeInTheDocument();

      await act(() => jest.advanceTimersByTimeAsync(24_000));
      expect(asked.length).toBe(first + 1);
    } finally {
      jest.useRealTimers();
    }
  });
});
