import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { desserts } from '../../test/fixtures';
import { server } from '../../test/serve';
import { currentStep, fieldErrors, openWizard, screen, within } from './wizard-test-kit';

describe('the create wizard, step 1: Basic Information', () => {
  it('offers Cancel, back to the list', async () => {
    const { user } = await openWizard();
    expect(currentStep()).toBe('Basic Information');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/recipes$/);
  });

  it('needs a title and a category', async () => {
    const { next } = await openWizard();
    await next();
    await waitFor(() => expect(fieldErrors()).toEqual(['Recipe title is required', 'Category is required']));
    expect(currentStep()).toBe('Basic Information');
  });

  it('refuses a title longer than 100 characters', async () => {
    const { user, next } = await openWizard();
    await user.click(screen.getByLabelText('Recipe Title'));
    await user.paste('x'.repeat(101));
    await next();
    expect(await screen.findByText('Title cannot exceed 100 characters')).toBeInTheDocument();
  });

  it("'Create new category...' asks for its name; 'Use existing category instead' goes back to the list", async () => {
    const { user, next, choose } = await openWizard();
    await user.type(screen.getByLabelText('Recipe Title'), 'Soup');
    await choose(screen.getByRole('combobox', { name: 'Category' }), 'Create new category...');
    expect(screen.getByLabelText('New Category Name')).toBeInTheDocument();
    await next();
    await waitFor(() => expect(fieldErrors()).toEqual(['Custom category name is required']));

    await user.click(screen.getByRole('button', { name: 'Use existing category instead' }));
    expect(screen.queryByLabelText('New Category Name')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Category' })).toBeInTheDocument();
  });
});

describe('the create wizard, step 2: Time Information', () => {
  it('starts at 15 minutes of prep and 30 of cooking, each labelled as the default', async () => {
    const { reach } = await openWizard();
    await reach(1);
    expect(screen.getByLabelText('Prep Time (minutes)')).toHaveValue('15');
    expect(screen.getByLabelText('Cook Time (minutes)')).toHaveValue('30');
    expect(screen.getByText('Default: 15 minutes')).toBeInTheDocument();
    expect(screen.getByText('Default: 30 minutes')).toBeInTheDocument();
  });

  it('an emptied time is not silently the default: it must be filled in again', async () => {
    const { reach, fill, next } = await openWizard();
    await reach(1);
    await fill(screen.getByLabelText('Prep Time (minutes)'), '');
    await next();
    await waitFor(() => expect(fieldErrors()).toEqual(['Prep time is required']));
    expect(screen.getByText('Default: 15 minutes')).toBeInTheDocument();
    await fill(screen.getByLabelText('Prep Time (minutes)'), '20');
    await next();
    await waitFor(() => expect(currentStep()).toBe('Ingredients'));
  });

  it.each([
    ['', '30', ['Prep time is required']],
    ['0', '30', ['Prep time must be at least 1 minute']],
    ['2.5', '30', ['Please enter a whole number']],
    ['10', '', ['Cook time is required']],
    ['10', '-1', ['Cook time must be at least 0 minutes']],
    ['10', '7.5', ['Please enter a whole number']],
  ])('prep %p and cook %p: %p', async (prep, cook, errors) => {
    const { reach, fill, next } = await openWizard();
    await reach(1);
    await fill(screen.getByLabelText('Prep Time (minutes)'), prep);
    await fill(screen.getByLabelText('Cook Time (minutes)'), cook);
    await next();
    await waitFor(() => expect(fieldErrors()).toEqual(errors));
    expect(currentStep()).toBe('Time Information');
  });

  it.each([
    ['0', ['Servings must be a whole number from 1 to 100']],
    ['101', ['Servings must be a whole number from 1 to 100']],
  ])('servings %p: %p', async (servings, errors) => {
    const { reach, fill, next } = await openWizard();
    await reach(1);
    await fill(screen.getByLabelText('Servings (optional)'), servings);
    await next();
    await waitFor(() => expect(fieldErrors()).toEqual(errors));
    expect(currentStep()).toBe('Time Information');
  });

  it('takes 0 minutes of cooking; Back keeps what was entered', async () => {
    const { reach, fill, next, back } = await openWizard();
    await reach(1);
    await fill(screen.getByLabelText('Cook Time (minutes)'), '0');
    await next();
    await waitFor(() => expect(currentStep()).toBe('Ingredients'));
    await back();
    expect(screen.getByLabelText('Cook Time (minutes)')).toHaveValue('0');
    await back();
    expect(screen.getByLabelText('Recipe Title')).toHaveValue('Apple Crumble');
  });
});

describe('the create wizard, step 3: Ingredients', () => {
  it('starts with one row of quantity 1 and unit whole, which cannot be removed', async () => {
    const { reach } = await openWizard();
    await reach(2);
    const row = screen.getByRole('group', { name: 'Ingredient 1' });
    expect(within(row).getByRole('spinbutton', { name: 'Ingredient 1 quantity' })).toHaveValue('1');
    expect(within(row).getByRole('spinbutton', { name: 'Ingredient 1 quantity' })).toHaveAttribute('step', '0.01');
    expect(within(row).getByTitle('whole')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove ingredient 1' })).toBeDisabled();
  });

  it('adds rows, which can be removed while there is more than one', async () => {
    const { reach, user } = await openWizard();
    await reach(2);
    await user.click(screen.getByRole('button', { name: 'Add Ingredient' }));
    expect(screen.getAllByRole('group', { name: /^Ingredient \d$/ })).toHaveLength(2);
    expect(screen.getByRole('spinbutton', { name: 'Ingredient 2 quantity' })).toHaveValue('1');
    await user.click(screen.getByRole('button', { name: 'Remove ingredient 1' }));
    expect(screen.getAllByRole('group', { name: /^Ingredient \d$/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Remove ingredient 1' })).toBeDisabled();
  });

  it.each([
    ['', '1', ['Ingredient name is required']],
    ['Flour', '', ['Quantity is required']],
    ['Flour', '0', ['Must be positive']],
    ['Flour', '-2', ['Must be positive']],
  ])('name %p and quantity %p: %p', async (name, quantity, errors) => {
    const { reach, fill, next } = await openWizard();
    await reach(2);
    await fill(screen.getByRole('combobox', { name: 'Ingredient 1 name' }), name);
    await fill(screen.getByRole('spinbutton', { name: 'Ingredient 1 quantity' }), quantity);
    await next();
    await waitFor(() => expect(fieldErrors()).toEqual(errors));
    expect(currentStep()).toBe('Ingredients');
  });
});

describe('the create wizard, step 4: Preparation Instructions', () => {
  it("asks for the oven's temperature in °F only when the oven is preheated", async () => {
    const { reach, user } = await openWizard();
    await reach(3);
    expect(screen.queryByLabelText('Oven Temperature')).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Preheat Oven?' }));
    expect(screen.getByLabelText('Oven Temperature')).toBeInTheDocument();
    expect(screen.getByText('°F')).toBeInTheDocument();
  });

  it.each([
    ['', ['Oven temperature is required']],
    ['hot', ['Temperature must be a number']],
    ['-5', ['Must be a positive number']],
    ['0', ['Must be a positive number']],
  ])('oven temperature %p: %p', async (temperature, errors) => {
    const { reach, user, fill, next } = await openWizard();
    await reach(3);
    await user.click(screen.getByRole('switch', { name: 'Preheat Oven?' }));
    await fill(screen.getByLabelText('Oven Temperature'), temperature);
    await user.type(screen.getByRole('textbox', { name: 'Preparation step 1' }), 'Mix');
    await next();
    await waitFor(() => expect(fieldErrors()).toEqual(errors));
    expect(currentStep()).toBe('Preparation Instructions');
  });

  it('needs text in every step and at least one step', async () => {
    const { reach, user, next } = await openWizard();
    await reach(3);
    await next();
    await waitFor(() => expect(fieldErrors()).toEqual(['Step description is required']));
    await user.click(screen.getByRole('button', { name: 'Remove preparation step 1' }));
    await next();
    expect(await screen.findByText('Add at least one preparation step')).toBeInTheDocument();
    expect(currentStep()).toBe('Preparation Instructions');
  });

  it('numbers the steps', async () => {
    const { reach, user } = await openWizard();
    await reach(3);
    await user.click(screen.getByRole('button', { name: 'Add Preparation Step' }));
    const steps = within(screen.getByRole('list', { name: 'Preparation steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent?.slice(0, 2))).toEqual(['1.', '2.']);
  });
});

describe('the create wizard, step 5: Cooking Instructions', () => {
  it('needs text in every step and at least one step', async () => {
    const { reach, user, next } = await openWizard();
    await reach(4);
    await next();
    await waitFor(() => expect(fieldErrors()).toEqual(['Step description is required']));
    await user.click(screen.getByRole('button', { name: 'Remove cooking step 1' }));
    await next();
    expect(await screen.findByText('Add at least one cooking step')).toBeInTheDocument();
    expect(currentStep()).toBe('Cooking Instructions');
  });
});

describe('the create wizard, step 6: Review & Submit', () => {
  it('sums up the recipe with its total time, creates it as private when asked, and opens it', async () => {
    let sent: unknown;
    server.use(http.post('/api/recipes', async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({ _id: 'new-recipe-id' }, { status: 201 });
    }));
    const { reach, user, next } = await openWizard();
    await reach(3);
    await user.click(screen.getByRole('switch', { name: 'Preheat Oven?' }));
    await user.type(screen.getByLabelText('Oven Temperature'), '350');
    await user.type(screen.getByRole('textbox', { name: 'Preparation step 1' }), 'Slice the apples');
    await next();
    await screen.findByText('Cooking Instructions', { selector: '[aria-current="step"]' });
    await user.type(await screen.findByRole('textbox', { name: 'Cooking step 1' }), 'Bake for 40 minutes');
    await next();
    await screen.findByText('Review & Submit', { selector: '[aria-current="step"]' });

    const summary = (await screen.findByText('Total Time')).closest('dl')!;
    expect(summary).toHaveTextContent('CategoryDesserts');
    expect(summary).toHaveTextContent('Total Time45 min');
    await user.click(screen.getByRole('switch', { name: 'Private Recipe (visible only to your household)' }));
    await next();

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/recipes/new-recipe-id'));
    expect(sent).toEqual({
      title: 'Apple Crumble',
      category: desserts._id,
      ingredients: [{ name: 'Apples', quantity: 1, unit: 'whole' }],
      instructions: 'Preheat oven to 350°F.\n\nPreparation:\n1. Slice the apples\n\nCooking:\n1. Bake for 40 minutes',
      isPrivate: true,
      prepTime: 15,
      cookTime: 30,
    });
  });

  it('creates a new category first, and uses the existing one when the name is taken', async () => {
    let sentCategory: unknown;
    let sentRecipe: { category?: string } = {};
    server.use(
      http.post('/api/categories', async ({ request }) => {
        sentCategory = await request.json();
        return HttpResponse.json({ message: 'A category with this name already exists', category: desserts }, { status: 409 });
      }),
      http.post('/api/recipes', async ({ request }) => {
        sentRecipe = (await request.json()) as typeof sentRecipe;
        return HttpResponse.json({ _id: 'r2' }, { status: 201 });
      }),
    );
    const { user, next, choose } = await openWizard();
    await user.type(screen.getByLabelText('Recipe Title'), 'Pie');
    await choose(screen.getByRole('combobox', { name: 'Category' }), 'Create new category...');
    await user.type(screen.getByLabelText('New Category Name'), 'desserts');
    await next();
    await screen.findByText('Time Information', { selector: '[aria-current="step"]' });
    // The rest of the steps, from step 2 on.
    await next();
    await screen.findByText('Ingredients', { selector: '[aria-current="step"]' });
    await user.type(screen.getByRole('combobox', { name: 'Ingredient 1 name' }), 'Apples');
    await next();
    await user.type(await screen.findByRole('textbox', { name: 'Preparation step 1' }), 'Mix');
    await next();
    await user.type(await screen.findByRole('textbox', { name: 'Cooking step 1' }), 'Bake');
    await next();
    expect(await screen.findByText('desserts (new)')).toBeInTheDocument();
    await next();

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/recipes/r2'));
    expect(sentCategory).toEqual({ name: 'desserts' });
    expect(sentRecipe.category).toBe(desserts._id);
  });

  it.each([
    [{}, 'Failed to create recipe'],
    [{ message: 'Category not found' }, 'Category not found'],
  ])("shows why creating failed (answer %p: '%s') and stays on the review", async (body, shown) => {
    server.use(http.post('/api/recipes', () => HttpResponse.json(body, { status: 400 })));
    const { reach, next } = await openWizard();
    await reach(5);
    await next();
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(currentStep()).toBe('Review & Submit');
    expect(screen.getByTestId('instructions-preview').textContent).toBe('Preparation:\n1. Slice the apples\n\nCooking:\n1. Bake');
  });
});
