import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createHostStore, signedIn, type CurrentUser } from '@hearth/host';
import type { Recipe } from '@hearth/contracts/recipes';
import { renderWithHost } from '@hearth/frontend-build/test/render-with-host';
import { aRecipe, max, olive, stranger } from '../../test/fixtures';
import { serveRecipe, server } from '../../test/serve';
import RecipeDetailPage, { prefetch } from './RecipeDetailPage';

function openRecipe(recipe: Recipe, signedInAs?: CurrentUser) {
  return renderWithHost(<RecipeDetailPage />, { path: `/recipes/${recipe._id}`, route: '/recipes/:id', signedInAs });
}

describe('a recipe', () => {
  it('starts loading the recipe of its address as its code arrives (prefetch)', async () => {
    const recipe = aRecipe();
    const asked = serveRecipe(recipe);
    createHostStore().dispatch(signedIn({ token: 'test-token', user: olive }));
    prefetch({ params: { id: recipe._id }, searchParams: new URLSearchParams() });
    await waitFor(() => expect(asked.count).toBe(1));
  });

  it('shows the prefetched recipe without asking for it again', async () => {
    const recipe = aRecipe();
    const asked = serveRecipe(recipe);
    renderWithHost(<RecipeDetailPage />, { path: `/recipes/${recipe._id}`, route: '/recipes/:id', signedInAs: olive, prefetch });
    expect(await screen.findByRole('heading', { level: 1, name: 'Apple Crumble' })).toBeInTheDocument();
    expect(asked.count).toBe(1);
  });

  it('shows the title, chips, creator and household, times, ingredients and the instructions with their line breaks', async () => {
    const recipe = aRecipe({ isPrivate: true, instructions: 'Preparation:\n1. Slice\n\nCooking:\n1. Bake' });
    serveRecipe(recipe);
    openRecipe(recipe, olive);

    expect(await screen.findByRole('heading', { level: 1, name: 'Apple Crumble' })).toBeInTheDocument();
    expect(screen.getByText('Desserts')).toBeInTheDocument();
    expect(screen.getByText('Private Recipe')).toBeInTheDocument();
    expect(screen.getByText('Created by Olive Owner (The Olive Grove)')).toBeInTheDocument();
    expect(screen.getByText('Prep Time:').parentElement).toHaveTextContent('Prep Time: 20 min');
    expect(screen.getByText('Cook Time:').parentElement).toHaveTextContent('Cook Time: 40 min');
    const lines = within(screen.getByRole('list', { name: 'Ingredients' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual(['Apples 6 whole', 'Flour 1.5 cup']);
    const instructions = screen.getByTestId('instructions');
    expect(instructions.textContent).toBe('Preparation:\n1. Slice\n\nCooking:\n1. Bake');
    expect(instructions).toHaveStyle({ whiteSpace: 'pre-line' });
    expect(screen.getByRole('img', { name: 'Apple Crumble' })).toHaveAttribute('height', '300');
    expect(screen.queryByTestId('servings')).not.toBeInTheDocument();
  });

  it('says how many the recipe serves and where it came from, when it says', async () => {
    const recipe = aRecipe({ servings: 4, sourceUrl: 'https://cooking.example/soup' });
    serveRecipe(recipe);
    openRecipe(recipe, olive);
    expect(await screen.findByText('Serves 4')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'cooking.example' })).toHaveAttribute('href', 'https://cooking.example/soup');
  });

  it("says 'Uncategorized' without a category, and shows no private chip on a public recipe", async () => {
    const recipe = aRecipe({ category: null });
    serveRecipe(recipe);
    openRecipe(recipe);
    expect(await screen.findByText('Uncategorized')).toBeInTheDocument();
    expect(screen.queryByText('Private Recipe')).not.toBeInTheDocument();
  });

  it('goes back to the list', async () => {
    const recipe = aRecipe();
    serveRecipe(recipe);
    const { user } = openRecipe(recipe);
    await user.click(await screen.findByRole('button', { name: 'Back to Recipes' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/recipes$/);
  });

  it.each([
    ['its creator', olive, true],
    ['a member of its household', max, true],
    ['someone of another household', stranger, false],
    ['a guest', undefined, false],
  ])('offers Edit and Delete to %s: %s', async (_who, user, allowed) => {
    const recipe = aRecipe();
    serveRecipe(recipe);
    openRecipe(recipe, user);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Edit' }) !== null).toBe(allowed);
    expect(screen.queryByRole('button', { name: 'Delete' }) !== null).toBe(allowed);
  });

  it('leads Edit to the edit page', async () => {
    const recipe = aRecipe();
    serveRecipe(recipe);
    const { user } = openRecipe(recipe, olive);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/recipes/edit/${recipe._id}`);
  });

  it('asks before deleting, then deletes and goes to the list', async () => {
    const recipe = aRecipe();
    serveRecipe(recipe);
    let deleted = false;
    server.use(http.delete(`/api/recipes/${recipe._id}`, () => {
      deleted = true;
      return new HttpResponse(null, { status: 204 });
    }));
    const { user } = openRecipe(recipe, olive);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this recipe?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/recipes$/));
    expect(deleted).toBe(true);
  });

  it('keeps the recipe when the user cancels the deletion', async () => {
    const recipe = aRecipe();
    serveRecipe(recipe);
    const { user } = openRecipe(recipe, olive);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'Apple Crumble' })).toBeInTheDocument();
  });

  it('only logs a failed deletion and stays on the recipe', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recipe = aRecipe();
    serveRecipe(recipe);
    server.use(http.delete(`/api/recipes/${recipe._id}`, () => HttpResponse.json({ message: 'Nope' }, { status: 500 })));
    const { user } = openRecipe(recipe, olive);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.getByRole('heading', { level: 1, name: 'Apple Crumble' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    logged.mockRestore();
  });

  it("shows a pending image as 'Image is being processed...' with a progress bar, and asks again every 5 s until it is ready", async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      let status: 'pending' | 'ready' = 'pending';
      const recipe = aRecipe();
      let asked = 0;
      server.use(http.get(`/api/recipes/${recipe._id}`, () => {
        asked += 1;
        return HttpResponse.json({ ...recipe, image: { ...recipe.image!, status } });
      }));
      openRecipe(recipe);
      expect(await screen.findByText('Image is being processed...')).toBeInTheDocument();
      expect(screen.getByRole('progressbar')).toBeInTheDocument();

      await act(() => jest.advanceTimersByTimeAsync(5000));
      await waitFor(() => expect(asked).toBe(2));
      status = 'ready';
      await act(() => jest.advanceTimersByTimeAsync(5000));
      expect(await screen.findByRole('img', { name: 'Apple Crumble' })).toBeInTheDocument();
      const settled = asked;
      await act(() => jest.advanceTimersByTimeAsync(20_000));
      expect(asked).toBe(settled);
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows a failed image as 'Image upload failed', with 'Upload a new image' to the edit page for those who may edit", async () => {
    const recipe = aRecipe({ image: { _id: 'f', url: '/f', status: 'failed' } });
    serveRecipe(recipe);
    const { user, unmount } = openRecipe(recipe, stranger);
    expect(await screen.findByText('Image upload failed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload a new image' })).not.toBeInTheDocument();
    unmount();

    openRecipe(recipe, olive);
    await user.click(await screen.findByRole('button', { name: 'Upload a new image' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/recipes/edit/${recipe._id}`);
  });

  it("says 'Recipe not found' on a 404 and 'Error loading recipe' on any other failure", async () => {
    server.use(http.get('/api/recipes/missing', () => HttpResponse.json({ message: 'Recipe not found' }, { status: 404 })));
    const { unmount } = renderWithHost(<RecipeDetailPage />, { path: '/recipes/missing', route: '/recipes/:id' });
    expect(await screen.findByText('Recipe not found')).toBeInTheDocument();
    unmount();

    server.use(http.get('/api/recipes/broken', () => HttpResponse.json({}, { status: 500 })));
    renderWithHost(<RecipeDetailPage />, { path: '/recipes/broken', route: '/recipes/:id' });
    expect(await screen.findByText('Error loading recipe')).toBeInTheDocument();
  });
});
