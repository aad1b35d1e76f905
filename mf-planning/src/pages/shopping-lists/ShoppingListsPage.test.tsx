import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ShoppingListSummary } from '@hearth/contracts/planning';
import { renderWithHost } from '@hearth/frontend-build/test/render-with-host';
import { lasagne, olive, pancakes } from '../../test/fixtures';
import { choose, dialog } from '../../test/planner-kit';
import { failure, recordCalls, serveRecipeOptions, server } from '../../test/serve';
import ShoppingListsPage from './ShoppingListsPage';

const summary = (overrides: Partial<ShoppingListSummary>): ShoppingListSummary => ({
  _id: 'l1',
  name: 'Weekend shop',
  createdAt: '2026-11-01T10:00:00.000Z',
  recipes: [],
  itemCount: 5,
  purchasedCount: 2,
  ...overrides,
});

function serveLists(lists: ShoppingListSummary[]) {
  server.use(http.get('/api/shopping-lists', () => HttpResponse.json(lists)));
}

const openLists = () => renderWithHost(<ShoppingListsPage />, { path: '/shopping-lists', signedInAs: olive });

beforeEach(() => serveRecipeOptions([pancakes, lasagne]));

describe('the shopping lists', () => {
  it('shows a card per list with its counts and creation date', async () => {
    serveLists([summary({}), summary({ _id: 'l2', name: 'Party', itemCount: 1, purchasedCount: 0 })]);
    openLists();
    const card = await screen.findByRole('article', { name: 'Weekend shop' });
    expect(card).toHaveTextContent('5 items');
    expect(card).toHaveTextContent('2 purchased');
    expect(card).toHaveTextContent('Created Nov 1, 2026');
    expect(within(card).getByRole('link', { name: 'Weekend shop' })).toHaveAttribute('href', '/shopping-lists/l1');
    expect(screen.getByRole('article', { name: 'Party' })).toHaveTextContent('1 item0 purchased');
  });

  it("says 'Failed to load shopping lists' when they cannot be loaded", async () => {
    server.use(http.get('/api/shopping-lists', () => failure()));
    openLists();
    expect(await screen.findByText('Failed to load shopping lists')).toBeInTheDocument();
  });

  it('opens a list', async () => {
    serveLists([summary({})]);
    const { user } = openLists();
    await user.click(await screen.findByRole('button', { name: 'View List' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/shopping-lists/l1');
  });

  it('asks before deleting a list, then deletes it', async () => {
    const lists = [summary({})];
    server.use(
      http.get('/api/shopping-lists', () => HttpResponse.json(lists)),
      http.delete('/api/shopping-lists/l1', () => {
        lists.pop();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = openLists();
    await user.click(await screen.findByRole('button', { name: 'Delete Weekend shop' }));
    await screen.findByRole('dialog');
    expect(lists).toHaveLength(1);
    await user.click(dialog().getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Shopping list deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());
  });

  it("says 'Failed to delete shopping list' when the delete fails", async () => {
    serveLists([summary({})]);
    server.use(http.delete('/api/shopping-lists/l1', () => failure()));
    const { user } = openLists();
    await user.click(await screen.findByRole('button', { name: 'Delete Weekend shop' }));
    await screen.findByRole('dialog');
    await user.click(dialog().getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete shopping list')).toBeInTheDocument();
  });
});

describe('the create dialog', () => {
  it('needs a name', async () => {
    serveLists([]);
    const calls = recordCalls();
    const { user } = openLists();
    await user.click(await screen.findByRole('button', { name: 'Create New List' }));
    await screen.findByRole('dialog');
    await user.type(dialog().getByRole('textbox', { name: 'List name' }), '   ');
    await user.click(dialog().getByRole('button', { name: 'Create' }));
    expect(await dialog().findByText('Please enter a name for your shopping list')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('creates a list from a name and searched recipes', async () => {
    const lists: ShoppingListSummary[] = [];
    let body: unknown;
    server.use(
      http.get('/api/shopping-lists', () => HttpResponse.json(lists)),
      http.post('/api/shopping-lists', async ({ request }) => {
        body = await request.json();
        lists.push(summary({ name: 'Sunday', itemCount: 7, purchasedCount: 0 }));
        return HttpResponse.json({ _id: 'l1' }, { status: 201 });
      }),
    );
    const { user } = openLists();
    await user.click(await screen.findByRole('button', { name: 'Create New List' }));
    await screen.findByRole('dialog');
    await user.type(dialog().getByRole('textbox', { name: 'List name' }), ' Sunday ');
    await choose(user, 'Add ingredients from recipes (optional)', 'Lasagne');
    await user.type(dialog().getByRole('combobox', { name: 'Add ingredients from recipes (optional)' }), 'pan');
    await user.click(await screen.findByRole('option', { name: 'Pancakes' }));
    await user.type(dialog().getByRole('spinbutton', { name: 'Servings (optional)' }), '6');
    await user.click(dialog().getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Shopping list created successfully')).toBeInTheDocument();
    expect(body).toEqual({ name: 'Sunday', recipeIds: [lasagne._id, pancakes._id], servings: 6 });
    expect(await screen.findByTestId('location')).toHaveTextContent('/shopping-lists/l1');
  });

  it("says 'Failed to create shopping list' when the call fails", async () => {
    serveLists([]);
    server.use(http.post('/api/shopping-lists', () => failure()));
    const { user } = openLists();
    await user.click(await screen.findByRole('button', { name: 'Create New List' }));
    await screen.findByRole('dialog');
    await user.type(dialog().getByRole('textbox', { name: 'List name' }), 'Sunday');
    await user.click(dialog().getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Failed to create shopping list')).toBeInTheDocument();
  });
});
