// What the wizard's tests share: the page opened at /recipes/create, and moving through its steps.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithHost } from '@hearth/frontend-build/test/render-with-host';
import { olive } from '../../test/fixtures';
import { serveCategories, serveIngredients, server } from '../../test/serve';
import CreateRecipePage from './CreateRecipePage';

export const STEP_TITLES = [
  'Basic Information',
  'Time Information',
  'Ingredients',
  'Preparation Instructions',
  'Cooking Instructions',
  'Review & Submit',
];

export async function openWizard() {
  serveCategories();
  serveIngredients();
  const view = renderWithHost(<CreateRecipePage />, { path: '/recipes/create', signedInAs: olive });
  await screen.findByRole('heading', { level: 1, name: 'Create a Recipe' });
  const { user } = view;

  /** Replaces a field's text. */
  const fill = async (field: HTMLElement, text: string) => {
    await user.clear(field);
    if (text) await user.type(field, text);
  };
  const next = () => user.click(screen.getByRole('button', { name: /^(Next|Create Recipe)$/ }));
  const back = () => user.click(screen.getByRole('button', { name: 'Back' }));
  const choose = async (combobox: HTMLElement, option: string) => {
    await user.click(combobox);
    await user.click(await screen.findByRole('option', { name: option }));
  };

  /** The valid answers of each step, entered from step 1 until `step` (0 to 5) is shown. */
  const reach = async (step: number) => {
    const fillers = [
      async () => {
        await user.type(screen.getByLabelText('Recipe Title'), 'Apple Crumble');
        await choose(screen.getByRole('combobox', { name: 'Category' }), 'Desserts');
      },
      async () => undefined,
      async () => user.type(screen.getByRole('combobox', { name: 'Ingredient 1 name' }), 'Apples'),
      async () => user.type(screen.getByRole('textbox', { name: 'Preparation step 1' }), 'Slice the apples'),
      async () => user.type(screen.getByRole('textbox', { name: 'Cooking step 1' }), 'Bake'),
    ];
    for (let index = 0; index < step; index++) {
      await fillers[index]!();
      await next();
      await screen.findByText(STEP_TITLES[index + 1]!, { selector: '[aria-current="step"]' });
      // Steps 2 to 6 load after the page: a spinner shows until the step is in.
      await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading step' })).toBeNull());
    }
  };

  return { ...view, fill, next, back, choose, reach };
}

/** The title of the step being shown. */
export const currentStep = () => document.querySelector('[aria-current="step"]')?.textContent;

/** POST /recipes answers with a new recipe `id`; returns what was sent. */
export function acceptCreate(id = 'new-recipe-id') {
  const sent: { body?: Record<string, unknown> } = {};
  server.use(
    http.post('/api/recipes', async ({ request }) => {
      sent.body = (await request.json()) as Record<string, unknown>;
      return HttpResponse.json({ _id: id }, { status: 201 });
    }),
  );
  return sent;
}

/** A file chosen in the image uploader's (hidden) file input. */
export const chooseImageFile = (file: File) => fireEvent.change(screen.getByLabelText('Recipe image file'), { target: { files: [file] } });

/** The messages shown under the fields. */
export const fieldErrors = () => [...document.querySelectorAll('.ant-form-item-explain-error')].map((error) => error.textContent);

export { screen, within };
