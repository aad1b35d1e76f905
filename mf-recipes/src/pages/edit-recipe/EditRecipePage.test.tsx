import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Recipe } from '@hearth/contracts/recipes';
import { renderWithHost } from '@hearth/frontend-build/test/render-with-host';
import { aRecipe, desserts, olive } from '../../test/fixtures';
import { serveCategories, serveIngredients, serveRecipe, server } from '../../test/serve';
import EditRecipePage from './EditRecipePage';

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

async function openEditor(recipe: Recipe = aRecipe()) {
  serveCategories();
  serveIngredients();
  serveRecipe(recipe);
  const view = renderWithHost(<EditRecipePage />, { path: `/recipes/edit/${recipe._id}`, route: '/recipes/edit/:id', signedInAs: olive });
  await screen.findByLabelText('Title');
  const fill = async (field: HTMLElement, text: string) => {
    await view.user.clear(field);
    if (text) await view.user.type(field, text);
  };
  return { ...view, recipe, fill };
}

/** PUT /recipes/{id} answers with the recipe; returns what was sent. */
function acceptUpdate(recipe: Recipe) {
  const sent: { body?: Record<string, unknown> } = {};
  server.use(http.put(`/api/recipes/${recipe._id}`, async ({ request }) => {
    sent.body = (await request.json()) as Record<string, unknown>;
    return HttpResponse.json(recipe);
  }));
  return sent;
}

const chooseFile = (file: File) => fireEvent.change(screen.getByLabelText('Recipe image file'), { target: { files: [file] } });
const fieldErrors = () => [...document.querySelectorAll('.ant-form-item-explain-error')].map((error) => error.textContent);

describe('the edit form', () => {
  it('shows the recipe in one form and saves every field, then opens the recipe', async () => {
    const { recipe, user, fill } = await openEditor();
    expect(screen.getByLabelText('Title')).toHaveValue('Apple Crumble');
    expect(await screen.findByTitle('Desserts')).toBeInTheDocument();
    expect(screen.getByLabelText('Instructions')).toHaveAttribute('rows', '6');
    expect(screen.getByRole('img', { name: 'Recipe image preview' })).toHaveAttribute('src', recipe.image!.url);
    const sent = acceptUpdate(recipe);

    await fill(screen.getByLabelText('Title'), 'Apple Crumble Deluxe');
    await fill(screen.getByLabelText('Prep Time (minutes)'), '0');
    await fill(screen.getByLabelText('Servings (optional)'), '6');
    await user.click(screen.getByRole('switch', { name: 'Private Recipe (visible only to your household)' }));
    await user.click(screen.getByRole('button', { name: 'Update Recipe' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/recipes/${recipe._id}`));
    expect(sent.body).toEqual({
      title: 'Apple Crumble Deluxe',
      category: desserts._id,
      prepTime: 0,
      cookTime: 40,
      servings: 6,
      ingredients: [
        { name: 'Apples', quantity: 6, unit: 'whole' },
        { name: 'Flour', quantity: 1.5, unit: 'cup' },
      ],
      instructions: recipe.instructions,
      isPrivate: true,
      image: recipe.image!._id,
    });
  });

  it('goes back to the recipe on Cancel', async () => {
    const { recipe, user } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/recipes/${recipe._id}`);
  });

  it.each([
    ['Title', '', ['Title is required']],
    ['Instructions', '', ['Instructions are required']],
    ['Instructions', 'Bake it', ['Instructions should be more detailed']],
    ['Prep Time (minutes)', '-1', ['Prep time must be at least 0 minutes']],
    ['Cook Time (minutes)', '-1', ['Cook time must be at least 0 minutes']],
  ])('checks %s %p: %p', async (label, value, errors) => {
    const { user, fill } = await openEditor();
    await fill(screen.getByLabelText(label), value);
    await user.click(screen.getByRole('button', { name: 'Update Recipe' }));
    await waitFor(() => expect(fieldErrors()).toEqual(errors));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('shows quantities as typed, not padded to the 0.01 step', async () => {
    const { user, fill } = await openEditor();
    expect(screen.getByRole('spinbutton', { name: 'Ingredient 1 quantity' })).toHaveValue('6');
    expect(screen.getByRole('spinbutton', { name: 'Ingredient 2 quantity' })).toHaveValue('1.5');
    await fill(screen.getByRole('spinbutton', { name: 'Ingredient 1 quantity' }), '0.25');
    await user.tab();
    expect(screen.getByRole('spinbutton', { name: 'Ingredient 1 quantity' })).toHaveValue('0.25');
  });

  it('suggests ingredient names from the catalogue once typing pauses, and takes the one chosen', async () => {
    const { recipe, user, fill } = await openEditor();
    const searches = serveIngredients([{ _id: 'i1', name: 'Brown Sugar' }, { _id: 'i2', name: 'Sugar' }, { _id: 'i3', name: 'Salt' }]);
    const sent = acceptUpdate(recipe);
    await fill(screen.getByRole('combobox', { name: 'Ingredient 1 name' }), 'sug');
    await user.click(await screen.findByRole('option', { name: 'Brown Sugar' }));
    expect(searches).toEqual(['sug']);
    expect(screen.getByRole('combobox', { name: 'Ingredient 1 name' })).toHaveValue('Brown Sugar');
    await user.click(screen.getByRole('button', { name: 'Update Recipe' }));
    await waitFor(() => expect(sent.body?.ingredients).toEqual([
      { name: 'Brown Sugar', quantity: 6, unit: 'whole' },
      { name: 'Flour', quantity: 1.5, unit: 'cup' },
    ]));
  });

  it('checks the ingredients as the wizard does', async () => {
    const { user, fill } = await openEditor();
    await fill(screen.getByRole('combobox', { name: 'Ingredient 1 name' }), '');
    await fill(screen.getByRole('spinbutton', { name: 'Ingredient 2 quantity' }), '0');
    await user.click(screen.getByRole('button', { name: 'Update Recipe' }));
    await waitFor(() => expect(fieldErrors()).toEqual(['Ingredient name is required', 'Must be positive']));
  });

  it.each([
    [{}, 'Failed to update recipe'],
    [{ message: 'Only its creator or a member of its household can change this recipe' }, 'Only its creator or a member of its household can change this recipe'],
  ])("shows why saving failed (%p: '%s')", async (body, shown) => {
    const { recipe, user } = await openEditor();
    server.use(http.put(`/api/recipes/${recipe._id}`, () => HttpResponse.json(body, { status: 403 })));
    await user.click(screen.getByRole('button', { name: 'Update Recipe' }));
    expect(await screen.findByText(shown)).toBeInTheDocument();
  });

  it("says 'Recipe not found' when the recipe cannot be loaded", async () => {
    server.use(http.get('/api/recipes/gone', () => HttpResponse.json({ message: 'Recipe not found' }, { status: 404 })));
    renderWithHost(<EditRecipePage />, { path: '/recipes/edit/gone', route: '/recipes/edit/:id', signedInAs: olive });
    expect(await screen.findByText('Recipe not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Recipe' })).not.toBeInTheDocument();
  });
});

describe('the image uploader', () => {
  it('offers a click to choose an image, with the hint, when the recipe has none', async () => {
    await openEditor(aRecipe({ image: null }));
    expect(screen.getByRole('button', { name: 'Click to upload an image' })).toBeInTheDocument();
    expect(screen.getByText('JPG, PNG or GIF • Max 5MB')).toBeInTheDocument();
  });

  it('refuses a file that is not an image, and one of more than 5MB, before uploading', async () => {
    let uploads = 0;
    server.use(http.post('/api/recipes/upload', () => {
      uploads += 1;
      return HttpResponse.json({}, { status: 500 });
    }));
    await openEditor(aRecipe({ image: null }));
    chooseFile(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Please select an image file')).toBeInTheDocument();
    chooseFile(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Image size must be less than 5MB')).toBeInTheDocument();
    expect(uploads).toBe(0);
  });

  it("uploads a chosen image with the session's token, previews it, and saves its id with the recipe", async () => {
    let authorization: string | null = null;
    server.use(http.post('/api/recipes/upload', ({ request }) => {
      authorization = request.headers.get('authorization');
      return HttpResponse.json({ _id: 'new-image', url: '/api/images/new.webp', status: 'pending' }, { status: 201 });
    }));
    const { recipe, user } = await openEditor(aRecipe({ image: null }));
    const sent = acceptUpdate(recipe);

    chooseFile(new File(['jpeg bytes'], 'pie.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('button', { name: 'Change Image' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Recipe image preview' })).toHaveAttribute('src', 'blob:preview');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Update Recipe' })).toBeEnabled());
    expect(authorization).toBe('Bearer test-token');

    await user.click(screen.getByRole('button', { name: 'Update Recipe' }));
    await waitFor(() => expect(sent.body?.image).toBe('new-image'));
  });

  it("shows the server's reason when the upload is refused", async () => {
    server.use(http.post('/api/recipes/upload', () => HttpResponse.json({ message: 'Please select an image file' }, { status: 400 })));
    await openEditor(aRecipe({ image: null }));
    chooseFile(new File(['not really'], 'fake.png', { type: 'image/png' }));
    expect(await screen.findByText('Please select an image file')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Click to upload an image' })).toBeInTheDocument();
  });

  it('removes the image: the recipe is saved without one', async () => {
    const { recipe, user } = await openEditor();
    const sent = acceptUpdate(recipe);
    await user.click(screen.getByRole('button', { name: 'Remove Image' }));
    expect(screen.getByRole('button', { name: 'Click to upload an image' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update Recipe' }));
    await waitFor(() => expect(sent.body).toBeDefined());
    expect(sent.body!.image).toBeNull();
  });
});
