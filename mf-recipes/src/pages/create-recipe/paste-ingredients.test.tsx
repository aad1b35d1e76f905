import { waitFor } from '@testing-library/react';
import { acceptCreate, currentStep, fieldErrors, openWizard, screen, within } from './wizard-test-kit';

// Each test walks the wizard to its step; a busy machine takes more than jest's default 5 s.
jest.setTimeout(20_000);

const pastedList = ['500 g minced beef', '2 cloves garlic', '1 ½ cups milk', 'salt'].join('\n');

/** Each row's name, quantity and unit as shown. */
function rows() {
  return screen.getAllByRole('group', { name: /^Ingredient \d+$/ }).map((row, index) => [
    within(row).getByRole('combobox', { name: `Ingredient ${index + 1} name` }).getAttribute('value'),
    within(row).getByRole('spinbutton', { name: `Ingredient ${index + 1} quantity` }).getAttribute('value'),
    within(row).getByRole('combobox', { name: `Ingredient ${index + 1} unit` }).getAttribute('value'),
  ]);
}

async function openPaste(user: Awaited<ReturnType<typeof openWizard>>['user'], text: string) {
  await user.click(screen.getByRole('button', { name: 'Paste Ingredients' }));
  const lines = await screen.findByRole('textbox', { name: 'Ingredient lines' });
  await user.click(lines);
  await user.paste(text);
}

describe("the create wizard's 'Paste Ingredients'", () => {
  it('turns pasted lines into rows of name, quantity and unit, in place of the empty first row', async () => {
    const { reach, user, next } = await openWizard();
    await reach(2);
    await openPaste(user, pastedList);
    expect(screen.getByText('4 ingredients found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Ingredients' }));

    await waitFor(() =>
      expect(rows()).toEqual([
        ['minced beef', '500', 'g'],
        ['garlic', '2', 'clove'],
        ['milk', '1.5', 'cup'],
        ['salt', '1', 'whole'],
      ]),
    );
    expect(fieldErrors()).toEqual([]);
    await next();
    await waitFor(() => expect(currentStep()).toBe('Preparation Instructions'));
  });

  it('keeps the rows already named, adds after them, and the recipe is sent with them all', async () => {
    const sent = acceptCreate();
    const { reach, user, next } = await openWizard();
    await reach(2);
    await user.type(screen.getByRole('combobox', { name: 'Ingredient 1 name' }), 'Apples');
    await user.click(screen.getByRole('button', { name: 'Add Ingredient' }));
    await openPaste(user, '- 2 tbsp butter\n\n3 pinches of cinnamon\n');
    await user.click(screen.getByRole('button', { name: 'Add Ingredients' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()).toEqual([
      ['Apples', '1', 'whole'],
      ['butter', '2', 'tbsp'],
      ['cinnamon', '3', 'pinch'],
    ]);

    await next();
    await user.type(await screen.findByRole('textbox', { name: 'Preparation step 1' }), 'Mix');
    await next();
    await user.type(await screen.findByRole('textbox', { name: 'Cooking step 1' }), 'Bake');
    await next();
    await screen.findByText('Review & Submit', { selector: '[aria-current="step"]' });
    await next();
    await waitFor(() => expect(sent.body?.ingredients).toEqual([
      { name: 'Apples', quantity: 1, unit: 'whole' },
      { name: 'butter', quantity: 2, unit: 'tbsp' },
      { name: 'cinnamon', quantity: 3, unit: 'pinch' },
    ]));
  });

  it('clears the message of the empty row the pasted rows replace', async () => {
    const { reach, user, next } = await openWizard();
    await reach(2);
    await next();
    await waitFor(() => expect(fieldErrors()).toEqual(['Ingredient name is required']));
    await openPaste(user, 'salt');
    await user.click(screen.getByRole('button', { name: 'Add Ingredients' }));
    await waitFor(() => expect(rows()).toEqual([['salt', '1', 'whole']]));
    await waitFor(() => expect(fieldErrors()).toEqual([]));
  });

  it('adds nothing from blank text, and Cancel leaves the rows as they were', async () => {
    const { reach, user } = await openWizard();
    await reach(2);
    await openPaste(user, '   \n  ');
    expect(screen.getByRole('button', { name: 'Add Ingredients' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(rows()).toEqual([['', '1', 'whole']]);
  });
});
