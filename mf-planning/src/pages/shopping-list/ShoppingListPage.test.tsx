import { act, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ShoppingList } from '@hearth/contracts/planning';
import { createHostStore, signedIn } from '@hearth/host';
import { TYPOGRAPHY_CLASS } from '@hearth/host/ui';
import { renderWithHost } from '@hearth/frontend-build/test/render-with-host';
import { aList, anItem, lasagne, olive, pancakes } from '../../test/fixtures';
import { fakeShoppingList } from '../../test/fake-shopping-list';
import { choose, dialog } from '../../test/planner-kit';
import { failure, recordCalls, serveIngredients, server } from '../../test/serve';
import { RemovalNotice, UNDO_MS } from './RemovalNotice';
import ShoppingListPage, { prefetch } from './ShoppingListPage';

function openList(list: ShoppingList | string) {
  const id = typeof list === 'string' ? list : list._id;
  return renderWithHost(<ShoppingListPage />, { path: `/shopping-lists/${id}`, route: '/shopping-lists/:id', signedInAs: olive });
}

const group = (name: RegExp) => screen.getByRole('list', { name });
/** Each row's name and quantity as the screen shows them. */
const lines = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((row) => `${within(row).getByRole('checkbox').closest('label')!.textContent} ${row.querySelector(`.${TYPOGRAPHY_CLASS}`)!.textContent}`);
const tickLine = () => screen.getByRole('status', { name: 'Your changes' });
const removalNotice = () => screen.getByRole('status', { name: 'Removed item' });

/** Opens the page in a window `width` px wide (jsdom's is 1024), and back afterwards. */
function atWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  return () => Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1024 });
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}
const names = (list: HTMLElement) => within(list).queryAllByRole('checkbox').map((box) => box.closest('label')!.textContent);

const groceries = () =>
  aList({
    recipes: [pancakes, lasagne],
    items: [
      anItem({ name: 'milk', quantity: 1, unit: 'l' }),
      anItem({ name: 'Eggs', quantity: 6, unit: 'whole' }),
      anItem({ name: 'Butter', quantity: 250, unit: 'g', purchased: true }),
      anItem({ name: 'flour', quantity: 0.5, unit: 'kg' }),
      anItem({ name: 'Apples', quantity: 3, unit: 'whole', purchased: true }),
    ],
  });

describe('a shopping list', () => {
  const listCalls = (calls: ReturnType<typeof recordCalls>, id: string) => calls.filter((call) => call.method === 'GET' && call.path === `/api/shopping-lists/${id}`);

  it('starts loading the list of its address as its code arrives (prefetch)', async () => {
    const list = fakeShoppingList(groceries());
    const calls = recordCalls();
    createHostStore().dispatch(signedIn({ token: 'test-token', user: olive }));
    prefetch({ params: { id: list._id }, searchParams: new URLSearchParams() });
    await waitFor(() => expect(listCalls(calls, list._id)).toHaveLength(1));
  });

  it('shows the prefetched list without asking for it again', async () => {
    const list = fakeShoppingList(groceries());
    const calls = recordCalls();
    renderWithHost(<ShoppingListPage />, { path: `/shopping-lists/${list._id}`, route: '/shopping-lists/:id', signedInAs: olive, prefetch });
    expect(await screen.findByRole('heading', { level: 2, name: 'Items to Purchase (3)' })).toBeInTheDocument();
    expect(listCalls(calls, list._id)).toHaveLength(1);
  });

  it('groups the items into to purchase and purchased, each sorted by name', async () => {
    openList(fakeShoppingList(groceries()));
    expect(await screen.findByRole('heading', { level: 2, name: 'Items to Purchase (3)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Purchased Items (2)' })).toBeInTheDocument();
    expect(names(group(/Items to Purchase/))).toEqual(['Eggs', 'flour', 'milk']);
    expect(names(group(/Purchased Items/))).toEqual(['Apples', 'Butter']);
    expect(within(group(/Items to Purchase/)).getAllByRole('listitem')[1]).toHaveTextContent('0.5 kg');
  });

  it('shows quantities as a cook says them, while the list keeps its numbers', async () => {
    openList(
      fakeShoppingList(
        aList({
          items: [
            anItem({ name: 'Bread flour', quantity: 1000, unit: 'g' }),
            anItem({ name: 'Milk', quantity: 1850, unit: 'ml' }),
            anItem({ name: 'Garlic', quantity: 10, unit: 'clove' }),
            anItem({ name: 'Ginger', quantity: 1, unit: 'clove' }),
            anItem({ name: 'Ham', quantity: 2, unit: 'slice' }),
            anItem({ name: 'Saffron', quantity: 2, unit: 'pinch' }),
            anItem({ name: 'Cream', quantity: 0.75, unit: 'cup' }),
            anItem({ name: 'Duck eggs', quantity: 4, unit: 'whole' }),
            anItem({ name: 'Spelt flour', quantity: 700, unit: 'g' }),
            anItem({ name: 'Oat milk', quantity: 1.1, unit: 'l' }),
          ],
        }),
      ),
    );
    await screen.findByRole('heading', { level: 2, name: 'Items to Purchase (10)' });
    expect(lines(group(/Items to Purchase/))).toEqual([
      'Bread flour 1 kg',
      'Cream ¾ cup',
      'Duck eggs 4 whole',
      'Garlic 10 cloves',
      'Ginger 1 clove',
      'Ham 2 slices',
      'Milk 1.85 l',
      'Oat milk 1.1 l',
      'Saffron 2 pinches',
      'Spelt flour 700 g',
    ]);
  });

  it("links the 'Recipes Included' chips to their recipes, open on a desktop without a click", async () => {
    const back = atWidth(1280);
    try {
      openList(fakeShoppingList(groceries()));
      const recipes = await screen.findByRole('region', { name: 'Recipes Included' });
      expect(within(recipes).getByRole('button', { name: 'Recipes Included (2)' })).toHaveAttribute('aria-expanded', 'true');
      expect(within(recipes).getByRole('link', { name: 'Lasagne' })).toHaveAttribute('href', `/recipes/${lasagne._id}`);
      expect(within(recipes).getByRole('link', { name: 'Pancakes' })).toHaveAttribute('href', `/recipes/${pancakes._id}`);
      // A long title wraps inside a 360 px phone instead of widening the page.
      expect(within(recipes).getByText('Lasagne')).toHaveStyle({ whiteSpace: 'normal', maxWidth: '100%' });
    } finally {
      back();
    }
  });

  it("folds 'Recipes Included' away on a 360 px phone until its button opens it", async () => {
    const back = atWidth(360);
    try {
      const { user } = openList(fakeShoppingList(groceries()));
      const recipes = await screen.findByRole('region', { name: 'Recipes Included' });
      const button = within(recipes).getByRole('button', { name: 'Recipes Included (2)' });
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(within(recipes).queryByRole('link')).not.toBeInTheDocument();
      // The items come first: the list's headings are still there.
      expect(screen.getByRole('heading', { level: 2, name: 'Items to Purchase (3)' })).toBeInTheDocument();

      await user.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(within(recipes).getByRole('link', { name: 'Lasagne' })).toHaveAttribute('href', `/recipes/${lasagne._id}`);
      await user.click(button);
      expect(within(recipes).queryByRole('link')).not.toBeInTheDocument();
    } finally {
      back();
    }
  });

  it("says 'Shopping list not found' for a list it cannot see", async () => {
    server.use(http.get('/api/shopping-lists/gone', () => HttpResponse.json({ message: 'Shopping list not found' }, { status: 404 })));
    openList('gone');
    expect(await screen.findByText('Shopping list not found')).toBeInTheDocument();
  });

  it("says 'Failed to load shopping list' when loading fails", async () => {
    server.use(http.get('/api/shopping-lists/broken', () => failure()));
    openList('broken');
    expect(await screen.findByText('Failed to load shopping list')).toBeInTheDocument();
  });

  it('prints with window.print, and the print stylesheet keeps only the list', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = openList(fakeShoppingList(groceries()));
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();

    const styles = screen.getByTestId('print-styles');
    expect(styles).toHaveAttribute('media', 'print');
    expect(styles.textContent).toContain('@page');
    expect(styles.textContent).toContain(':not(:has([data-print-root]))');
    // Quantities print black on white, not in the screen's grey.
    expect(styles.textContent).toContain('[data-print-root] .hearth-typography { color: #000 !important; }');
    const root = document.querySelector('[data-print-root]')!;
    expect(root).toContainElement(screen.getByRole('heading', { level: 1, name: 'Weekend shop' }));
    expect(root).toContainElement(group(/Items to Purchase/));
    for (const name of ['Print', 'Add Item', 'Rename list', 'Remove milk']) {
      expect(screen.getByRole('button', { name }).closest('[data-print-hide]')).not.toBeNull();
    }
    expect(screen.getByRole('checkbox', { name: 'milk' }).closest('[data-print-hide]')).not.toBeNull();
    expect(root.querySelectorAll('[data-print-only][aria-hidden]')).toHaveLength(5);
    print.mockRestore();
  });
});

describe('ticking an item', () => {
  it('moves it at once, before the server answers, and confirms', async () => {
    const list = fakeShoppingList(groceries());
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.patch(`/api/shopping-lists/${list._id}/items/:itemId/toggle`, async ({ params }) => {
        await answered;
        const item = list.items.find((candidate) => candidate._id === params.itemId)!;
        item.purchased = !item.purchased;
        return HttpResponse.json(item);
      }),
    );
    const { user } = openList(list);
    await user.click(await screen.findByRole('checkbox', { name: 'milk' }));
    expect(names(group(/Purchased Items/))).toEqual(['Apples', 'Butter', 'milk']);
    expect(screen.getByRole('heading', { name: 'Items to Purchase (2)' })).toBeInTheDocument();
    answer();
    expect(await within(tickLine()).findByText('Item status updated')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'milk' })).toBeChecked();
  });

  it("says 'Item status updated' on one quiet line, replaced by the next tick and gone after two seconds: no toasts", async () => {
    const { user } = openList(fakeShoppingList(groceries()));
    await user.click(await screen.findByRole('checkbox', { name: 'milk' }));
    expect(await within(tickLine()).findByText('Item status updated')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Eggs' }));
    await user.click(screen.getByRole('checkbox', { name: 'Butter' }));
    await waitFor(() => expect(names(group(/Purchased Items/))).toEqual(['Apples', 'Eggs', 'milk']));
    expect(screen.getAllByText('Item status updated')).toHaveLength(1);
    expect(tickLine()).toHaveTextContent(/^Item status updated$/);
    // The shell's toasts never opened.
    expect(document.querySelector('.ant-message')).toBeNull();
    await waitFor(() => expect(tickLine()).toBeEmptyDOMElement(), { timeout: 4000 });
  });

  it("rolls it back with 'Failed to update item status' when the server refuses", async () => {
    const list = fakeShoppingList(groceries());
    server.use(http.patch(`/api/shopping-lists/${list._id}/items/:itemId/toggle`, () => failure()));
    const { user } = openList(list);
    await user.click(await screen.findByRole('checkbox', { name: 'Butter' }));
    expect(await screen.findByText('Failed to update item status')).toBeInTheDocument();
    // The list re-renders deferred (ShoppingListPage), a moment after the message.
    await waitFor(() => expect(names(group(/Purchased Items/))).toEqual(['Apples', 'Butter']));
    expect(screen.getByRole('checkbox', { name: 'Butter' })).toBeChecked();
  });
});

describe('removing an item', () => {
  afterEach(() => setOnline(true));

  it("removes it at once and says 'Item removed successfully', offering 'Undo'", async () => {
    const list = fakeShoppingList(groceries());
    const { user } = openList(list);
    await user.click(await screen.findByRole('button', { name: 'Remove Eggs' }));
    expect(await within(removalNotice()).findByText('Item removed successfully')).toBeInTheDocument();
    expect(removalNotice()).toHaveTextContent('Item removed successfully: Eggs');
    expect(within(removalNotice()).getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    await waitFor(() => expect(names(group(/Items to Purchase/))).toEqual(['flour', 'milk']));
    // Sent at once: the other members see it go.
    expect(list.items.map((item) => item.name)).not.toContain('Eggs');
  });

  it('puts a custom item back with its name, quantity and unit when Undo is pressed', async () => {
    const list = fakeShoppingList(groceries());
    const calls = recordCalls();
    const { user } = openList(list);
    await user.click(await screen.findByRole('button', { name: 'Remove Eggs' }));
    await user.click(await within(removalNotice()).findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(names(group(/Items to Purchase/))).toEqual(['Eggs', 'flour', 'milk']));
    expect(removalNotice()).toBeEmptyDOMElement();
    expect(calls.filter((call) => call.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'DELETE', path: expect.stringMatching(new RegExp(`^/api/shopping-lists/${list._id}/items/`)), body: undefined },
      { method: 'POST', path: `/api/shopping-lists/${list._id}/items`, body: { name: 'Eggs', quantity: 6, unit: 'whole' } },
    ]);
    expect(within(group(/Items to Purchase/)).getAllByRole('listitem')[0]).toHaveTextContent('6 whole');
    expect(document.querySelector('.ant-message')).toBeNull();
  });

  it('puts a purchased catalogue item back as it was: its ingredient, then ticked, for everyone', async () => {
    const butter = { _id: 'ing-butter', name: 'Butter' };
    const groceriesWithButter = groceries();
    groceriesWithButter.items = groceriesWithButter.items.map((item) => (item.name === 'Butter' ? { ...item, ingredient: butter } : item));
    const list = fakeShoppingList(groceriesWithButter, [butter]);
    const calls = recordCalls();
    const { user } = openList(list);
    await user.click(await screen.findByRole('button', { name: 'Remove Butter' }));
    await waitFor(() => expect(names(group(/Purchased Items/))).toEqual(['Apples']));
    await user.click(within(removalNotice()).getByRole('button', { name: 'Undo' }));

    await waitFor(() => expect(names(group(/Purchased Items/))).toEqual(['Apples', 'Butter']));
    const changes = calls.filter((call) => call.method !== 'GET');
    expect(changes.map((call) => call.method)).toEqual(['DELETE', 'POST', 'PATCH']);
    expect(changes[1]!.body).toEqual({ ingredientId: butter._id, name: 'Butter', quantity: 250, unit: 'g' });
    const restored = list.items.find((item) => item.name === 'Butter')!;
    expect(changes[2]).toMatchObject({ path: `/api/shopping-lists/${list._id}/items/${restored._id}/toggle`, body: { purchased: true } });
    expect(restored).toMatchObject({ ingredient: butter, purchased: true, quantity: 250, unit: 'g' });
    // Putting it back is not a tick of the member's: the quiet line stays quiet.
    expect(tickLine()).toBeEmptyDOMElement();
  });

  it('puts an item removed offline back offline, and sends the removal, the add and the tick in order when the network returns', async () => {
    const list = fakeShoppingList(groceries());
    const calls = recordCalls();
    const { user } = openList(list);
    await screen.findByRole('heading', { level: 2, name: 'Purchased Items (2)' });
    setOnline(false);
    await user.click(screen.getByRole('button', { name: 'Remove Apples' }));
    await waitFor(() => expect(names(group(/Purchased Items/))).toEqual(['Butter']));
    await user.click(await within(removalNotice()).findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(names(group(/Purchased Items/))).toEqual(['Apples', 'Butter']));
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);

    setOnline(true);
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1));
    expect(calls.filter((call) => call.method !== 'GET').map((call) => call.method)).toEqual(['DELETE', 'POST', 'PATCH']);
    await waitFor(() => expect(list.items.find((item) => item.name === 'Apples')).toMatchObject({ purchased: true, quantity: 3, unit: 'whole' }));
  });

  it("says 'Failed to remove item' when it fails", async () => {
    const list = fakeShoppingList(groceries());
    server.use(http.delete(`/api/shopping-lists/${list._id}/items/:itemId`, () => failure()));
    const { user } = openList(list);
    await user.click(await screen.findByRole('button', { name: 'Remove Eggs' }));
    expect(await screen.findByText('Failed to remove item')).toBeInTheDocument();
    expect(names(group(/Items to Purchase/))).toContain('Eggs');
  });
});

describe('renaming the list', () => {
  it('renames it in place', async () => {
    const { user } = openList(fakeShoppingList(groceries()));
    await user.click(await screen.findByRole('button', { name: 'Rename list' }));
    const name = await screen.findByRole('textbox', { name: 'List name' });
    await user.clear(name);
    await user.type(name, 'Market run{Enter}');
    expect(await screen.findByText('List name updated successfully')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Market run' })).toBeInTheDocument();
  });

  it("says 'List name cannot be empty' and sends nothing for a blank name", async () => {
    const calls = recordCalls();
    const { user } = openList(fakeShoppingList(groceries()));
    await user.click(await screen.findByRole('button', { name: 'Rename list' }));
    await user.clear(screen.getByRole('textbox', { name: 'List name' }));
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('List name cannot be empty')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it("says 'Failed to update list name' when it fails", async () => {
    const list = fakeShoppingList(groceries());
    server.use(http.put(`/api/shopping-lists/${list._id}`, () => failure()));
    const { user } = openList(list);
    await user.click(await screen.findByRole('button', { name: 'Rename list' }));
    await user.type(screen.getByRole('textbox', { name: 'List name' }), '!{Enter}');
    expect(await screen.findByText('Failed to update list name')).toBeInTheDocument();
  });
});

describe('the add-item dialog', () => {
  const sugar = { _id: 'ing-sugar', name: 'Sugar' };
  const catalogue = [sugar, { _id: 'ing-salt', name: 'Salt' }];

  it('adds an ingredient picked from the catalogue search, with quantity and unit', async () => {
    serveIngredients(catalogue);
    const list = fakeShoppingList(groceries(), catalogue);
    const calls = recordCalls();
    const { user } = openList(list);
    await user.click(await screen.findByRole('button', { name: 'Add Item' }));
    await screen.findByRole('dialog');
    await user.type(dialog().getByRole('combobox', { name: 'Ingredient' }), 'sug');
    await user.click(await screen.findByRole('option', { name: 'Sugar' }));
    const quantity = dialog().getByRole('spinbutton', { name: 'Quantity' });
    expect(quantity).toHaveAttribute('step', '0.1');
    await user.clear(quantity);
    await user.type(quantity, '1.5');
    await choose(user, 'Unit', 'kg');
    await user.click(dialog().getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Item added successfully')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ ingredientId: sugar._id, quantity: 1.5, unit: 'kg' });
    expect(calls.find((call) => call.path === '/api/ingredients')!.query.get('search')).toBe('sug');
    await waitFor(() => expect(names(group(/Items to Purchase/))).toEqual(['Eggs', 'flour', 'milk', 'Sugar']));
  });

  it('adds a custom item by name', async () => {
    serveIngredients(catalogue);
    const list = fakeShoppingList(groceries());
    const calls = recordCalls();
    const { user } = openList(list);
    await user.click(await screen.findByRole('button', { name: 'Add Item' }));
    // The default quantity reads 1, not 1.0 (the step's decimals).
    expect(dialog().getByRole('spinbutton', { name: 'Quantity' })).toHaveDisplayValue('1');
    await user.type(dialog().getByRole('combobox', { name: 'Ingredient' }), 'Birthday candles');
    await user.click(dialog().getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Item added successfully')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ name: 'Birthday candles', quantity: 1, unit: 'whole' });
  });

  it("needs an ingredient or a name: 'Please select or enter an ingredient name'", async () => {
    const calls = recordCalls();
    const { user } = openList(fakeShoppingList(groceries()));
    await user.click(await screen.findByRole('button', { name: 'Add Item' }));
    await screen.findByRole('dialog');
    await user.click(dialog().getByRole('button', { name: 'Add' }));
    expect(await dialog().findByText('Please select or enter an ingredient name')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("says 'Failed to add item' when the call fails", async () => {
    const list = fakeShoppingList(groceries());
    server.use(http.post(`/api/shopping-lists/${list._id}/items`, () => failure()));
    serveIngredients([]);
    const { user } = openList(list);
    await user.click(await screen.findByRole('button', { name: 'Add Item' }));
    await screen.findByRole('dialog');
    await user.type(dialog().getByRole('combobox', { name: 'Ingredient' }), 'Candles');
    await user.click(dialog().getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Failed to add item')).toBeInTheDocument();
  });
});

describe("the removal's notice", () => {
  const eggs = anItem({ name: 'Eggs' });

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('goes after six seconds', () => {
    const gone = jest.fn();
    render(<RemovalNotice removal={{ item: eggs, key: 1 }} onUndo={jest.fn()} onGone={gone} />);
    act(() => jest.advanceTimersByTime(UNDO_MS - 1));
    expect(gone).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(gone).toHaveBeenCalledTimes(1);
  });

  it('stays while the keyboard is on Undo, and hands the item to it', () => {
    const gone = jest.fn();
    const undo = jest.fn();
    render(<RemovalNotice removal={{ item: eggs, key: 1 }} onUndo={undo} onGone={gone} />);
    const button = screen.getByRole('button', { name: 'Undo' });
    act(() => button.focus());
    act(() => jest.advanceTimersByTime(UNDO_MS * 3));
    expect(gone).not.toHaveBeenCalled();
    act(() => button.click());
    expect(undo).toHaveBeenCalledWith(eggs);
    act(() => button.blur());
    act(() => jest.advanceTimersByTime(UNDO_MS));
    expect(gone).toHaveBeenCalledTimes(1);
  });
});
