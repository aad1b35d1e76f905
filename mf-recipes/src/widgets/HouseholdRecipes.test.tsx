import { screen, within } from '@testing-library/react';
import { renderWithHost } from '@hearth/frontend-build/test/render-with-host';
import { aPage, aRecipe, olive } from '../test/fixtures';
import { serveRecipeList } from '../test/serve';
import HouseholdRecipes from './HouseholdRecipes';

const showWidget = () => renderWithHost(<HouseholdRecipes />, { path: '/dashboard', signedInAs: olive });

describe("the dashboard's household recipes", () => {
  it("asks for the first 6 of the user's household and lists each with View and Edit", async () => {
    const recipes = Array.from({ length: 6 }, (_, index) => aRecipe({ title: `Dish ${index + 1}` }));
    const asked = serveRecipeList(() => aPage(recipes, { total: 6, limit: 6 }));
    const { user } = showWidget();
    const items = within(await screen.findByRole('list', { name: 'Household recipes' })).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(asked[0]!.get('household')).toBe('mine');
    expect(asked[0]!.get('limit')).toBe('6');
    expect(screen.queryByRole('button', { name: 'View All Recipes' })).not.toBeInTheDocument();

    await user.click(within(items[0]!).getByRole('button', { name: 'Edit Dish 1' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/recipes/edit/${recipes[0]!._id}`);
  });

  it('leads View to the recipe', async () => {
    const recipe = aRecipe();
    serveRecipeList(() => aPage([recipe], { limit: 6 }));
    const { user } = showWidget();
    await user.click(await screen.findByRole('button', { name: 'View Apple Crumble' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/recipes/${recipe._id}`);
  });

  it("offers 'View All Recipes' when the household has more than 6", async () => {
    serveRecipeList(() => aPage(Array.from({ length: 6 }, () => aRecipe()), { total: 7, limit: 6 }));
    const { user } = showWidget();
    await user.click(await screen.findByRole('button', { name: 'View All Recipes' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/recipes$/);
  });

  it('says so when the household has no recipes', async () => {
    serveRecipeList(() => aPage([], { limit: 6 }));
    showWidget();
    expect(await screen.findByText('No recipes found. Start by adding your first recipe!')).toBeInTheDocument();
  });

  it('shows nothing to a guest', () => {
    const { container } = renderWithHost(<HouseholdRecipes />, { path: '/dashboard' });
    expect(container.querySelector('.ant-card')).toBeNull();
  });
});
