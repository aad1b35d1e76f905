import { screen, within } from '@testing-library/react';
import { aRecipe } from '../../../test/fixtures';
import { openRecipePage } from '../../../test/open-recipe-page';

const soup = aRecipe({
  title: 'Tomato Soup',
  servings: 4,
  ingredients: [
    { ingredient: { _id: 'i1', name: 'Flour' }, quantity: 1, unit: 'cup' },
    { ingredient: { _id: 'i2', name: 'Tomatoes' }, quantity: 1000, unit: 'g' },
    { ingredient: { _id: 'i3', name: 'Garlic' }, quantity: 3, unit: 'clove' },
    { ingredient: { _id: 'i4', name: 'Salt' }, quantity: 1, unit: 'pinch' },
  ],
});

const lines = () => within(screen.getByRole('list', { name: 'Ingredients' })).getAllByRole('listitem').map((item) => item.textContent);

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('scaling a recipe on its page', () => {
  it('steps the servings up and down, scales the quantities as a cook reads them, and keeps the choice in the address', async () => {
    const { user } = openRecipePage(soup);
    const servings = await screen.findByRole('group', { name: 'Servings' });
    expect(lines()).toEqual(['Flour 1 cup', 'Tomatoes 1000 g', 'Garlic 3 clove', 'Salt 1 pinch']);

    await user.click(within(servings).getByRole('button', { name: 'More servings' }));
    await user.click(within(servings).getByRole('button', { name: 'More servings' }));
    expect(within(servings).getByTestId('chosen-servings')).toHaveTextContent('6');
    expect(lines()).toEqual(['Flour 1 ½ cup', 'Tomatoes 1500 g', 'Garlic 5 clove', 'Salt 2 pinch']);
    expect(screen.getByTestId('address')).toHaveTextContent(`/recipes/${soup._id}?servings=6`);

    await user.click(within(servings).getByRole('button', { name: 'Half the servings' }));
    expect(lines()).toEqual(['Flour ½ cup', 'Tomatoes 500 g', 'Garlic 2 clove', 'Salt 1 pinch']);
    await user.click(within(servings).getByRole('button', { name: 'Back to 4' }));
    expect(lines()).toEqual(['Flour 1 cup', 'Tomatoes 1000 g', 'Garlic 3 clove', 'Salt 1 pinch']);
    expect(screen.getByTestId('address')).toHaveTextContent(new RegExp(`/recipes/${soup._id}$`));
  });

  it('opens a shared link at its servings, and never goes below one or above a hundred', async () => {
    const { user } = openRecipePage(soup, '?servings=1');
    const servings = await screen.findByRole('group', { name: 'Servings' });
    expect(lines()).toEqual(['Flour ¼ cup', 'Tomatoes 250 g', 'Garlic 1 clove', 'Salt 1 pinch']);
    expect(within(servings).getByRole('button', { name: 'Fewer servings' })).toBeDisabled();
    await user.click(within(servings).getByRole('button', { name: 'Double the servings' }));
    expect(within(servings).getByTestId('chosen-servings')).toHaveTextContent('8');
  });

  it('ignores servings in the address that are not a whole number from 1 to 100', async () => {
    openRecipePage(soup, '?servings=0.5');
    expect(within(await screen.findByRole('group', { name: 'Servings' })).getByTestId('chosen-servings')).toHaveTextContent('4');
    expect(lines()[0]).toBe('Flour 1 cup');
  });

  it('offers a factor for a recipe that does not say how many it serves, and remembers it for the visit', async () => {
    const crumble = aRecipe();
    const first = openRecipePage(crumble);
    const scale = await screen.findByRole('group', { name: 'Scale the recipe' });
    expect(within(scale).getByRole('button', { name: '1×' })).toHaveAttribute('aria-pressed', 'true');
    await first.user.click(within(scale).getByRole('button', { name: '2×' }));
    expect(lines()).toEqual(['Apples 12 whole', 'Flour 3 cup']);
    expect(screen.getByTestId('address')).toHaveTextContent('?scale=2');
    first.unmount();

    openRecipePage(crumble);
    expect(within(await screen.findByRole('group', { name: 'Scale the recipe' })).getByRole('button', { name: '2×' })).toHaveAttribute('aria-pressed', 'true');
    expect(lines()).toEqual(['Apples 12 whole', 'Flour 3 cup']);
  });

  it('shows weights and volumes in metric or US units, scaled too, counted things as they are, and remembers the choice on the device', async () => {
    const first = openRecipePage(soup);
    const units = await screen.findByRole('group', { name: 'Units' });
    expect(within(units).getByRole('button', { name: 'As written' })).toHaveAttribute('aria-pressed', 'true');
    await first.user.click(within(units).getByRole('button', { name: 'US' }));
    expect(lines()).toEqual(['Flour 1 cup', 'Tomatoes 2 ¼ lb', 'Garlic 3 clove', 'Salt 1 pinch']);
    await first.user.click(within(units).getByRole('button', { name: 'Metric' }));
    expect(lines()).toEqual(['Flour 235 ml', 'Tomatoes 1 kg', 'Garlic 3 clove', 'Salt 1 pinch']);
    await first.user.click(within(screen.getByRole('group', { name: 'Servings' })).getByRole('button', { name: 'Double the servings' }));
    expect(lines()).toEqual(['Flour 475 ml', 'Tomatoes 2 kg', 'Garlic 6 clove', 'Salt 2 pinch']);
    first.unmount();

    openRecipePage(soup);
    expect(within(await screen.findByRole('group', { name: 'Units' })).getByRole('button', { name: 'Metric' })).toHaveAttribute('aria-pressed', 'true');
  });
});
