import { loadRemote } from '@module-federation/enhanced/runtime';
import { screen, within } from '@testing-library/react';
import { ada, renderApp } from '../../test/render-app';
import '../../test/server';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));

const widgets: Record<string, () => React.JSX.Element> = {
  'household/HouseholdSummary': () => <h1>Ada&apos;s Household</h1>,
  'recipes/HouseholdRecipes': () => <p>Six recipes</p>,
  'planning/ThisWeek': () => <p>Lasagne tonight</p>,
  'planning/NewestShoppingList': () => <p>Saturday, 2 items left</p>,
};

describe('the dashboard', () => {
  it("shows the household card, this week's meals, the newest shopping list and the household recipes, each from its remote", async () => {
    jest.mocked(loadRemote).mockImplementation(async (id: string) => ({ default: widgets[id] }));
    renderApp('/dashboard', { signedInAs: ada });
    const household = await screen.findByRole('region', { name: 'Your household' });
    expect(await within(household).findByRole('heading', { name: "Ada's Household" })).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'This week' })).findByText('Lasagne tonight')).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Shopping list' })).findByText('Saturday, 2 items left')).toBeInTheDocument();
    const recipes = screen.getByRole('region', { name: 'Household recipes' });
    expect(await within(recipes).findByText('Six recipes')).toBeInTheDocument();
    // In the page's order: who, what is on this week, then the recipes.
    const main = within(screen.getByRole('main'));
    expect(main.getAllByRole('region').map((region) => region.getAttribute('aria-label'))).toEqual(['Your household', 'This week', 'Shopping list', 'Household recipes']);
  });

  it('keeps one widget when the other remote cannot be loaded', async () => {
    // React and the boundary log the failed remote: expected here.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(loadRemote).mockImplementation(async (id: string) => {
      if (id.startsWith('recipes/')) throw new Error('down');
      return { default: widgets[id] };
    });
    renderApp('/dashboard', { signedInAs: ada });
    expect(await screen.findByRole('heading', { name: "Ada's Household" })).toBeInTheDocument();
    const recipes = screen.getByRole('region', { name: 'Household recipes' });
    expect(await within(recipes).findByText('This part of Hearth is not available right now')).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'This week' })).findByText('Lasagne tonight')).toBeInTheDocument();
    quiet.mockRestore();
  });
});
