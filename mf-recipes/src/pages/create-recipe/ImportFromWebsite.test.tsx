import { recipesOwnMessages as own, type RecipeDraft } from '@hearth/contracts/recipes';
import { http, HttpResponse } from 'msw';
import { desserts } from '../../test/fixtures';
import { server } from '../../test/serve';
import { waitFor } from '@testing-library/react';
import { openWizard, screen } from './wizard-test-kit';

const draft: RecipeDraft = {
  title: 'Roasted Tomato Soup',
  category: null,
  categoryName: 'Soups',
  prepTime: 15,
  cookTime: 45,
  servings: 4,
  ingredients: [
    { name: 'tomatoes', quantity: 2, unit: 'lb' },
    { name: 'vegetable stock', quantity: 1.5, unit: 'cup' },
  ],
  instructions: '1. Roast the tomatoes for 30 minutes.\n2. Blend with the stock.',
  isPrivate: false,
  image: { _id: 'a1000000-0000-4000-8000-000000000001', url: '/api/images/soup.webp', status: 'pending' },
  sourceUrl: 'https://cooking.example/soup',
};

describe("'Import from a website' on /recipes/create", () => {
  it('reads a page into the one-page form to review, creates its category when asked, and saves it as a new recipe', async () => {
    let asked: unknown;
    let sent: unknown;
    server.use(
      http.post('/api/recipes/import', async ({ request }) => {
        asked = await request.json();
        return HttpResponse.json(draft);
      }),
      http.post('/api/categories', () => HttpResponse.json({ message: 'A category with this name already exists', category: desserts }, { status: 409 })),
      http.post('/api/recipes', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ _id: 'imported-id' }, { status: 201 });
      }),
    );
    const { user } = await openWizard();
    await user.type(screen.getByLabelText('Recipe page address'), ' https://cooking.example/soup ');
    await user.click(screen.getByRole('button', { name: 'Import' }));

    expect(await screen.findByLabelText('Title')).toHaveValue('Roasted Tomato Soup');
    expect(asked).toEqual({ url: 'https://cooking.example/soup' });
    expect(screen.getByRole('link', { name: 'https://cooking.example/soup' })).toHaveAttribute('href', 'https://cooking.example/soup');
    expect(screen.getByLabelText('Servings (optional)')).toHaveValue('4');
    expect(screen.getByLabelText('Instructions')).toHaveValue(draft.instructions);
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create category "Soups"' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Create category "Soups"' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Save Recipe' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/recipes/imported-id'));
    expect(sent).toEqual({
      title: 'Roasted Tomato Soup',
      category: desserts._id,
      prepTime: 15,
      cookTime: 45,
      servings: 4,
      ingredients: draft.ingredients,
      instructions: draft.instructions,
      isPrivate: false,
      image: draft.image!._id,
      sourceUrl: 'https://cooking.example/soup',
    });
  });

  it("shows the server's reason when a page cannot be imported, and Cancel on a draft goes back to the wizard", async () => {
    server.use(http.post('/api/recipes/import', () => HttpResponse.json({ message: own.importNoRecipe }, { status: 422 })));
    const { user } = await openWizard();
    await user.type(screen.getByLabelText('Recipe page address'), 'https://cooking.example/about');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(own.importNoRecipe)).toBeInTheDocument();

    server.use(http.post('/api/recipes/import', () => HttpResponse.json(draft)));
    // The button leaves its loading state (and its name 'loading Import') a render after the reason shows.
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByLabelText('Recipe Title')).toBeInTheDocument();
  });
});
