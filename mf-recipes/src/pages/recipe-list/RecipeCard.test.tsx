import { screen, within } from '@testing-library/react';
import { renderWithHost } from '@hearth/frontend-build/test/render-with-host';
import { aRecipe } from '../../test/fixtures';
import { RecipeCard } from './RecipeCard';

function showCard(recipe = aRecipe(), compact = false) {
  const view = renderWithHost(<RecipeCard recipe={recipe} compact={compact} />, { path: '/recipes' });
  const card = screen.getByRole('article', { name: recipe.title });
  const titleLink = within(card).getByRole('link', { name: recipe.title });
  return { ...view, card, titleLink };
}

describe("a recipe's card", () => {
  it('has its title as a real link to the recipe, inside the heading', () => {
    const recipe = aRecipe({ title: 'Leek Soup' });
    const { card, titleLink } = showCard(recipe);
    expect(titleLink).toHaveAttribute('href', `/recipes/${recipe._id}`);
    expect(within(card).getByRole('heading', { name: 'Leek Soup' })).toContainElement(titleLink);
    // The only link: 'View Recipe' is a button beside it, and nothing interactive is nested in another.
    expect(within(card).getAllByRole('link')).toHaveLength(1);
    expect(titleLink.querySelector('a, button')).toBeNull();
    expect(within(card).getByRole('button', { name: 'View Recipe' })).not.toContainElement(titleLink);
  });

  it('opens the recipe from its title', async () => {
    const recipe = aRecipe();
    const { user, titleLink } = showCard(recipe);
    await user.click(titleLink);
    expect(screen.getByTestId('location')).toHaveTextContent(`/recipes/${recipe._id}`);
  });

  it("opens the recipe from anywhere on the card: the link's overlay covers the whole card, picture included", async () => {
    const recipe = aRecipe();
    const { user, card, titleLink } = showCard(recipe);
    const overlay = titleLink.querySelector<HTMLElement>('[data-card-overlay]')!;
    // jsdom lays nothing out, so the geometry is checked here and the tap on the overlay below:
    // the overlay fills the card, the nearest positioned box, and the picture sits under it.
    expect(overlay).toHaveStyle({ position: 'absolute', inset: '0' });
    expect(card).toHaveStyle({ position: 'relative' });
    expect(overlay.closest('[style*="position: relative"]')).toBe(card);
    expect(within(card).getByRole('img', { name: recipe.title })).toBeInTheDocument();

    await user.click(overlay);
    expect(screen.getByTestId('location')).toHaveTextContent(`/recipes/${recipe._id}`);
  });

  it("keeps 'View Recipe' above the overlay, reachable by the keyboard after the title", async () => {
    const recipe = aRecipe();
    const { user, titleLink } = showCard(recipe);
    const view = screen.getByRole('button', { name: 'View Recipe' });
    expect(view).toHaveStyle({ position: 'relative' });

    await user.tab();
    expect(titleLink).toHaveFocus();
    await user.tab();
    expect(view).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(`/recipes/${recipe._id}`);
  });

  it('rings the whole card when the title link has the keyboard focus, and underlines the title', () => {
    const { titleLink } = showCard();
    // jsdom does not match :focus-visible, so the rules themselves are read: one style element for every card.
    const rules = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    const linkClass = [...titleLink.classList].find((name) => rules.includes(`.${name}:focus-visible`));
    expect(linkClass).toBeDefined();
    expect(rules).toContain(`.${linkClass}:focus-visible > [data-card-overlay] { outline: 2px solid`);
    expect(rules).toContain(`.${linkClass}:hover, .${linkClass}:focus-visible { text-decoration: underline; }`);
  });

  it('is compact on a phone: a 15 px title of at most two lines and small lines for category and minutes', () => {
    const recipe = aRecipe({ prepTime: 10, cookTime: 5 });
    const { card } = showCard(recipe, true);
    const title = within(card).getByRole('heading', { name: recipe.title });
    expect(title).toHaveStyle({ fontSize: '15px' });
    expect(title.style.getPropertyValue('-webkit-line-clamp')).toBe('2');
    expect(within(card).getByText('Desserts')).toHaveStyle({ fontSize: '12px' });
    expect(within(card).getByText('15 min', { exact: false })).toHaveStyle({ fontSize: '12px' });
    // Touch targets stay 44 px on a phone.
    expect(within(card).getByRole('button', { name: 'View Recipe' }).style.minHeight).toBe('44px');
  });

  it('keeps the full-size card on wider screens', () => {
    const recipe = aRecipe();
    const { card } = showCard(recipe);
    expect(within(card).getByRole('heading', { name: recipe.title })).toHaveStyle({ fontSize: '18px' });
    expect(within(card).getByRole('button', { name: 'View Recipe' })).toHaveStyle({ minHeight: '44px' });
  });
});
