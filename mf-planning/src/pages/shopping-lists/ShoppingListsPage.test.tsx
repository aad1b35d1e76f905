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

const openLists = (path = '/shopping-lists') => renderWithHost(<ShoppingListsPage />, { path, route: '/shopping-lists', signedInAs: olive });

/**
 * `count` lists, newest first, served a page at a time as the service does (the page `held.page`
 * only once `held.until` settles); returns each query asked.
 */
function serveManyLists(count: () => number, held?: { page: string; until: Promise<void> }) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('/api/shopping-lists', async ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      if (held && query.get('page') === held.page) await held.until;
      const [page, limit] = [Number(query.get('page')), Number(query.get('limit'))];
      const all = Array.from({ length: count() }, (_, index) => summary({ _id: `l${index + 1}`, name: `List ${index + 1}` }));
      return HttpResponse.json(all.slice((page - 1) * limit, page * limit), { headers: { 'X-Total-Count': String(all.length) } });
    }),
  );
  return asked;
}

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

  it('shows 24 lists a page, newest first, with page numbers when there are more, the page in the address', async () => {
    const asked = serveManyLists(() => 30);
    const { user, router } = openLists();
    expect(await screen.findByRole('article', { name: 'List 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(24);
    expect(asked.at(-1)!.toString()).toBe('page=1&limit=24');

    await user.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByRole('article', { name: 'List 25' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(router.state.location.search).toBe('?page=2');
  });

  it('shows no page numbers when every list fits on one page', async () => {
    serveManyLists(() => 24);
    openLists();
    expect(await screen.findByRole('article', { name: 'List 24' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: '1' })).not.toBeInTheDocument();
  });

  it('goes back to the last page when the one shown has no list left (its last one deleted elsewhere)', async () => {
    let letPageTwoThrough = () => {};
    const pageTwo = new Promise<void>((resolve) => (letPageTwoThrough = resolve));
    const asked = serveManyLists(() => 30, { page: '2', until: pageTwo });
    const { router } = openLists('/shopping-lists?page=3');
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    // While it moves: still loading, never "no lists", never page numbers of a page that is not there.
    await waitFor(() => expect(asked.at(-1)!.get('page')).toBe('2'));
    expect(screen.queryByText(/No shopping lists yet/)).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: '3' })).not.toBeInTheDocument();
    letPageTwoThrough();
    expect(await screen.findByRole('article', { name: 'List 25' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: '2' })).toBeInTheDocument();
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
