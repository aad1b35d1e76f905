import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithHost } from '@hearth/frontend-build/test/render-with-host';
import ShoppingListPage from '../pages/shopping-list/ShoppingListPage';
import ShoppingListsPage from '../pages/shopping-lists/ShoppingListsPage';
import { fakeLive } from '../test/fake-live';
import { fakeShoppingList } from '../test/fake-shopping-list';
import { aList, anItem, olive } from '../test/fixtures';
import { server } from '../test/serve';

const sam = { _id: 'sam-id', name: 'Sam', email: 'sam@example.com' };

function serveMembers() {
  server.use(http.get('/api/households', () => HttpResponse.json({ _id: 'h', name: 'Home', owner: olive._id, inviteCode: 'x', members: [{ _id: olive._id, name: olive.name, email: olive.email }, sam] })));
}

const group = (name: RegExp) => screen.getByRole('list', { name });
const names = (list: HTMLElement) => within(list).queryAllByRole('checkbox').map((box) => box.closest('label')!.textContent);

describe('a shopping list, live', () => {
  it("moves an item another member ticked to 'Purchased Items' and says who did it, without a reload", async () => {
    const live = fakeLive();
    serveMembers();
    const list = fakeShoppingList(aList({ items: [anItem({ name: 'Milk' }), anItem({ name: 'Bread' })] }));
    renderWithHost(<ShoppingListPage />, { path: `/shopping-lists/${list._id}`, route: '/shopping-lists/:id', signedInAs: olive });
    await screen.findByRole('heading', { level: 2, name: 'Items to Purchase (2)' });
    await waitFor(() => expect(live.opened).toHaveLength(1));

    const milk = list.items.find((item) => item.name === 'Milk')!;
    live.send({ type: 'shopping-list.item.toggled', listId: list._id, itemId: milk._id, name: 'Milk', purchased: true, by: sam._id });
    expect(await screen.findByRole('heading', { level: 2, name: 'Purchased Items (1)' })).toBeInTheDocument();
    expect(names(group(/Purchased Items/))).toEqual(['Milk']);
    expect(await screen.findByRole('status', { name: 'What others changed' })).toHaveTextContent('Sam ticked Milk');
  });

  it('shows an item another member added, once, and says nothing about my own changes', async () => {
    const live = fakeLive();
    serveMembers();
    const list = fakeShoppingList(aList({ items: [anItem({ name: 'Milk' })] }));
    renderWithHost(<ShoppingListPage />, { path: `/shopping-lists/${list._id}`, route: '/shopping-lists/:id', signedInAs: olive });
    await screen.findByRole('heading', { level: 2, name: 'Items to Purchase (1)' });
    await waitFor(() => expect(live.opened).toHaveLength(1));

    list.items.push(anItem({ name: 'Eggs' }));
    live.send({ type: 'shopping-list.item.added', listId: list._id, name: 'Eggs', by: sam._id });
    expect(await screen.findByRole('heading', { level: 2, name: 'Items to Purchase (2)' })).toBeInTheDocument();
    expect(names(group(/Items to Purchase/))).toEqual(['Eggs', 'Milk']);
    expect(screen.getByRole('status', { name: 'What others changed' })).toHaveTextContent('Sam added Eggs');

    list.items.push(anItem({ name: 'Tea' }));
    live.send({ type: 'shopping-list.item.added', listId: list._id, name: 'Tea', by: olive._id });
    expect(await screen.findByRole('heading', { level: 2, name: 'Items to Purchase (3)' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'What others changed' })).not.toHaveTextContent('Tea');
  });

  it('reconnects after a dropped stream with the last change it saw, and refetches what it shows', async () => {
    const live = fakeLive();
    serveMembers();
    const list = fakeShoppingList(aList({ name: 'Market', items: [] }));
    server.use(http.get('/api/shopping-lists', () => HttpResponse.json([{ _id: list._id, name: list.name, createdAt: list.createdAt, itemCount: list.items.length, purchasedCount: 0 }])));
    renderWithHost(<ShoppingListsPage />, { path: '/shopping-lists', signedInAs: olive });
    expect(await screen.findByText('Market')).toBeInTheDocument();
    await waitFor(() => expect(live.opened).toHaveLength(1));

    live.send({ type: 'shopping-list.renamed', listId: list._id, name: 'Market', by: olive._id });
    live.drop();
    list.name = 'Farmers market';
    await waitFor(() => expect(live.opened).toEqual([null, 'change-1']));
    expect(await screen.findByText('Farmers market')).toBeInTheDocument();
  });
});
