import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { aMeal, aPlan, curry, lasagne, pancakes } from '../../test/fixtures';
import { fakeMealPlans } from '../../test/fake-meal-plans';
import { dialog, openPlanner, speak } from '../../test/planner-kit';
import { failure, serveRecipeOptions, server } from '../../test/serve';

const MONDAY = '2026-11-02';

beforeEach(() => {
  speak('en-GB');
  serveRecipeOptions([pancakes, lasagne, curry]);
});
afterEach(() => jest.restoreAllMocks());

async function clickGenerate() {
  const button = await screen.findByRole('button', { name: /Generate Shopping List/ });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

describe('generating again from a week that has a list', () => {
  const existing = { _id: 'list-7', name: 'Shopping list for week of 2026-11-02' };

  it('offers to update that list, and updating it opens it', async () => {
    fakeMealPlans([aPlan(MONDAY, '2026-11-08', [aMeal()], existing)], [lasagne]);
    const calls: string[] = [];
    server.use(
      http.post('/api/shopping-lists/:id/update-from-meal-plan', ({ params }) => {
        calls.push(`update ${params.id as string}`);
        return HttpResponse.json({ _id: params.id });
      }),
      http.post('/api/shopping-lists/generate-from-meal-plan', () => {
        calls.push('generate');
        return HttpResponse.json({ _id: 'list-8' }, { status: 201 });
      }),
    );
    const { user } = openPlanner();
    await user.click(await clickGenerate());
    expect(await dialog().findByText(/'Shopping list for week of 2026-11-02' was made from this week/)).toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: 'Update the list' }));
    expect(await screen.findByText('Shopping list updated from the week')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/shopping-lists/list-7');
    expect(calls).toEqual(['update list-7']);
  });

  it('makes another list when asked', async () => {
    fakeMealPlans([aPlan(MONDAY, '2026-11-08', [aMeal()], existing)], [lasagne]);
    server.use(http.post('/api/shopping-lists/generate-from-meal-plan', () => HttpResponse.json({ _id: 'list-8' }, { status: 201 })));
    const { user } = openPlanner();
    await user.click(await clickGenerate());
    await user.click(await dialog().findByRole('button', { name: 'Make another list' }));
    expect(await screen.findByText('Shopping list generated successfully')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/shopping-lists/list-8');
  });

  it("says 'Failed to update shopping list' and stays open when the update fails", async () => {
    fakeMealPlans([aPlan(MONDAY, '2026-11-08', [aMeal()], existing)], [lasagne]);
    server.use(http.post('/api/shopping-lists/:id/update-from-meal-plan', () => failure()));
    const { user } = openPlanner();
    await user.click(await clickGenerate());
    await user.click(await dialog().findByRole('button', { name: 'Update the list' }));
    expect(await screen.findByText('Failed to update shopping list')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('generates at once when the week has no list yet', async () => {
    fakeMealPlans([aPlan(MONDAY, '2026-11-08', [aMeal()])], [lasagne]);
    server.use(http.post('/api/shopping-lists/generate-from-meal-plan', () => HttpResponse.json({ _id: 'list-9' }, { status: 201 })));
    const { user } = openPlanner();
    await user.click(await clickGenerate());
    expect(await screen.findByText('Shopping list generated successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
