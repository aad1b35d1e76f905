import { fireEvent, screen, within } from '@testing-library/react';
import { aMeal, aPlan, curry, lasagne, pancakes } from '../../test/fixtures';
import { fakeMealPlans } from '../../test/fake-meal-plans';
import { openPlanner, speak } from '../../test/planner-kit';
import { serveRecipeOptions } from '../../test/serve';

const MONDAY = '2026-11-02';
const LASAGNE_PICTURE = '/api/images/0123456789abcdef0123456789abcdef-card-v1.webp';

beforeEach(() => {
  speak('en-GB');
  serveRecipeOptions([pancakes, lasagne, curry]);
  fakeMealPlans(
    [
      aPlan(MONDAY, '2026-11-08', [
        aMeal({ date: MONDAY, mealType: 'dinner', recipe: lasagne, recipeImage: LASAGNE_PICTURE }),
        aMeal({ date: MONDAY, mealType: 'lunch', recipe: curry, recipeImage: null }),
      ]),
    ],
    [pancakes, lasagne, curry],
  );
});
afterEach(() => {
  jest.restoreAllMocks();
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1024 });
});

const mealTile = (name: string) => screen.findByRole('group', { name });

/** The picture in a meal's recipe link, which still reads as the recipe's title alone. */
function pictureIn(tile: HTMLElement, title: string) {
  const link = within(tile).getByRole('link', { name: title });
  return { link, picture: link.querySelector('img') };
}

describe("a planned meal's recipe picture", () => {
  it('is a small square thumbnail in the recipe link, decorative, lazy and of a fixed size', async () => {
    openPlanner();
    const { link, picture } = pictureIn(await mealTile('Lasagne, dinner on Mon 2 Nov'), 'Lasagne');
    expect(link).toHaveAttribute('href', `/recipes/${lasagne._id}`);
    expect(picture).toHaveAttribute('src', LASAGNE_PICTURE);
    expect(picture).toHaveAttribute('alt', '');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect([picture!.getAttribute('width'), picture!.getAttribute('height')]).toEqual(['44', '44']);
    expect(picture).toHaveStyle({ width: '44px', height: '44px', objectFit: 'cover' });
    // In the grid's narrow column the picture is above the title, not beside it.
    expect(link).toHaveStyle({ flexDirection: 'column' });
  });

  it('leaves no box where a recipe has no picture, or where its picture fails to load', async () => {
    openPlanner();
    const curryTile = await mealTile('Green Curry, lunch on Mon 2 Nov');
    expect(curryTile.querySelector('img')).toBeNull();
    expect(within(curryTile).getByRole('link', { name: 'Green Curry' })).not.toHaveStyle({ flexDirection: 'column' });

    const { picture } = pictureIn(await mealTile('Lasagne, dinner on Mon 2 Nov'), 'Lasagne');
    fireEvent.error(picture!);
    expect((await mealTile('Lasagne, dinner on Mon 2 Nov')).querySelector('img')).toBeNull();
  });

  it('sits beside the title on a phone, and a tap on it opens the recipe', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 360 });
    const { user } = openPlanner();
    const tile = await mealTile('Lasagne, dinner on Mon 2 Nov');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const { link, picture } = pictureIn(tile, 'Lasagne');
    expect(link).not.toHaveStyle({ flexDirection: 'column' });
    expect(tile).toHaveTextContent(/^DinnerLasagne$/);
    await user.click(picture!);
    expect(screen.getByTestId('location')).toHaveTextContent(`/recipes/${lasagne._id}`);
  });
});
