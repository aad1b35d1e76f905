import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ShoppingList } from '@hearth/contracts/planning';
import { renderWithHost } from '@hearth/frontend-build/test/render-with-host';
import { fakeLive } from '../../test/fake-live';
import { fakeShoppingList } from '../../test/fake-shopping-list';
import { aList, anItem, olive } from '../../test/fixtures';
import { dialog } from '../../test/planner-kit';
import { failure, recordCalls, serveIngredients, server } from '../../test/serve';
import ShoppingListPage from './ShoppingListPage';
import { listOrderKey } from './use-list-order';

// docs/product/planning.md "A shopping list": 'A–Z' (the default) or 'By aisle', remembered per
// list on the device; a member moves an item to another aisle from its row.

function openList(list: ShoppingList) {
  return renderWithHost(<ShoppingListPage />, { path: `/shopping-lists/${list._id}`, route: '/shopping-lists/:id', signedInAs: olive });
}

/** A week's shop: items of four aisles, two of them purchased (aisles guessed from the names, as svc-planning does). */
const weeklyShop = () =>
  aList({
    items: [
      anItem({ name: 'milk', quantity: 1, unit: 'l' }),
      anItem({ name: 'Red onion', quantity: 2, unit: 'whole' }),
      anItem({ name: 'Plain flour', quantity: 0.5, unit: 'kg' }),
      anItem({ name: 'Chicken thighs', quantity: 600, unit: 'g' }),
      anItem({ name: 'Apples', quantity: 6, unit: 'whole' }),
      anItem({ name: 'Eggs', quantity: 6, unit: 'whole' }),
      anItem({ name: 'Butter', quantity: 250, unit: 'g', purchased: true }),
      anItem({ name: 'Bananas', quantity: 5, unit: 'whole', purchased: true }),
      anItem({ name: 'Tofu', quantity: 1, unit: 'whole' }),
    ],
  });

const order = () => screen.getByRole('radiogroup', { name: 'Arrange items' });
const group = (name: RegExp) => screen.getByRole('region', { name });
/** A group's aisle headings and, under each, its items' names, as the screen shows them. */
const byAisle = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => [heading.textContent, within(within(region).getByRole('list', { name: heading.textContent! })).getAllByRole('checkbox').map((box) => box.closest('label')!.textContent)]);

async function arrangeByAisle(user: ReturnType<typeof openList>['user']) {
  await user.click(within(await screen.findByRole('radiogroup', { name: 'Arrange items' })).getByRole('radio', { name: 'By aisle' }));
}

afterEach(() => localStorage.clear());

describe("a shopping list's order", () => {
  it("is A–Z by default: the control says so, no aisle headings, no aisle buttons", async () => {
    openList(fakeShoppingList(weeklyShop()));
    await screen.findByRole('heading', { level: 2, name: 'Items to Purchase (7)' });
    expect(within(order()).getByRole('radio', { name: 'A–Z' })).toBeChecked();
    expect(within(order()).getByRole('radio', { name: 'By aisle' })).not.toBeChecked();
    // Each option a thumb's height.
    expect(within(order()).getByText('By aisle')).toHaveStyle({ minHeight: '44px' });
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
    expect(screen.queryByRole('button', { name: /^Change aisle/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: /Items to Purchase/ })).getAllByRole('checkbox').map((box) => box.closest('label')!.textContent)).toEqual([
      'Apples',
      'Chicken thighs',
      'Eggs',
      'milk',
      'Plain flour',
      'Red onion',
      'Tofu',
    ]);
  });

  it("'By aisle' puts each group's items under their aisles, in the order a shop is walked, A–Z inside", async () => {
    const { user } = openList(fakeShoppingList(weeklyShop()));
    await arrangeByAisle(user);
    expect(within(order()).getByRole('radio', { name: 'By aisle' })).toBeChecked();
    expect(byAisle(group(/^Items to Purchase \(7\)$/))).toEqual([
      ['Fruit & vegetables', ['Apples', 'Red onion']],
      ['Meat & fish', ['Chicken thighs']],
      ['Dairy & eggs', ['Eggs', 'milk']],
      ['Pantry', ['Plain flour']],
      ['Other', ['Tofu']],
    ]);
    // Ticked items stay in their own group, arranged the same way.
    expect(byAisle(group(/^Purchased Items \(2\)$/))).toEqual([
      ['Fruit & vegetables', ['Bananas']],
      ['Dairy & eggs', ['Butter']],
    ]);
    // Each row has its quantity and a thumb-sized button to move it.
    const onion = screen.getByRole('checkbox', { name: 'Red onion' }).closest('li')!;
    expect(onion).toHaveTextContent('2 whole');
    expect(within(onion).getByRole('button', { name: 'Change aisle of Red onion' })).toHaveStyle({ minHeight: '44px', minWidth: '44px' });
    // The control is not printed; the headings are.
    expect(order().closest('[data-print-hide]')).not.toBeNull();
  });

  it('is remembered for that list on this device, and only for that list', async () => {
    const list = fakeShoppingList(weeklyShop());
    const other = fakeShoppingList(aList({ name: 'Party', items: [anItem({ name: 'Crisps' })] }));
    const first = openList(list);
    await arrangeByAisle(first.user);
    expect(localStorage.getItem(listOrderKey(list._id))).toBe('aisle');
    first.unmount();

    const again = openList(list);
    expect(await screen.findAllByRole('heading', { level: 3, name: 'Fruit & vegetables' })).toHaveLength(2);
    expect(within(order()).getByRole('radio', { name: 'By aisle' })).toBeChecked();
    again.unmount();

    const party = openList(other);
    await screen.findByRole('heading', { level: 1, name: 'Party' });
    expect(within(order()).getByRole('radio', { name: 'A–Z' })).toBeChecked();
    party.unmount();

    // Back to A–Z: nothing is left behind for the list.
    const last = openList(list);
    await last.user.click(within(await screen.findByRole('radiogroup', { name: 'Arrange items' })).getByRole('radio', { name: 'A–Z' }));
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
    expect(localStorage.getItem(listOrderKey(list._id))).toBeNull();
  });
});

describe("moving an item to another aisle", () => {
  it('moves it from its row, at once, for everyone, and says so on the quiet line', async () => {
    const list = fakeShoppingList(weeklyShop());
    const calls = recordCalls();
    const { user } = openList(list);
    await arrangeByAisle(user);
    await user.click(screen.getByRole('button', { name: 'Change aisle of Tofu' }));
    const aisles = await screen.findByRole('dialog', { name: 'Aisle for Tofu' });
    expect(within(aisles).getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      'Fruit & vegetables',
      'Meat & fish',
      'Dairy & eggs',
      'Bakery',
      'Pantry',
      'Spices & herbs',
      'Frozen',
      'Drinks',
      'Household',
      'Other',
    ]);
    expect(within(aisles).getByRole('button', { name: 'Other' })).toHaveAttribute('aria-current', 'true');
    await user.click(within(aisles).getByRole('button', { name: 'Dairy & eggs' }));

    await waitFor(() => expect(byAisle(group(/^Items to Purchase/)).find(([aisle]) => aisle === 'Dairy & eggs')).toEqual(['Dairy & eggs', ['Eggs', 'milk', 'Tofu']]));
    expect(byAisle(group(/^Items to Purchase/)).map(([aisle]) => aisle)).not.toContain('Other');
    const tofu = list.items.find((item) => item.name === 'Tofu')!;
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
      expect.objectContaining({ path: `/api/shopping-lists/${list._id}/items/${tofu._id}`, body: { aisle: 'dairy-eggs' } }),
    ]);
    expect(tofu.aisle).toBe('dairy-eggs');
    expect(await within(screen.getByRole('status', { name: 'Your changes' })).findByText('Item moved to Dairy & eggs')).toBeInTheDocument();
  });

  it("puts it back and says 'Failed to change the aisle' when the server refuses", async () => {
    const list = fakeShoppingList(weeklyShop());
    server.use(http.patch(`/api/shopping-lists/${list._id}/items/:itemId`, () => failure()));
    const { user } = openList(list);
    await arrangeByAisle(user);
    await user.click(screen.getByRole('button', { name: 'Change aisle of milk' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Aisle for milk' })).getByRole('button', { name: 'Frozen' }));
    expect(await screen.findByText('Failed to change the aisle')).toBeInTheDocument();
    await waitFor(() => expect(byAisle(group(/^Items to Purchase/)).find(([aisle]) => aisle === 'Dairy & eggs')).toEqual(['Dairy & eggs', ['Eggs', 'milk']]));
    expect(screen.queryByRole('heading', { level: 3, name: 'Frozen' })).not.toBeInTheDocument();
  });

  it("follows another member's move live, without fetching the list again", async () => {
    const live = fakeLive();
    server.use(http.get('/api/households', () => HttpResponse.json({ _id: 'h', name: 'Home', owner: olive._id, inviteCode: 'x', members: [{ _id: 'sam', name: 'Sam', email: 's@example.com' }] })));
    const list = fakeShoppingList(weeklyShop());
    const calls = recordCalls();
    const { user } = openList(list);
    await arrangeByAisle(user);
    await waitFor(() => expect(live.opened).toHaveLength(1));
    const fetches = calls.filter((call) => call.path === `/api/shopping-lists/${list._id}`).length;

    const flour = list.items.find((item) => item.name === 'Plain flour')!;
    act(() => live.send({ type: 'shopping-list.item.aisle-changed', listId: list._id, itemId: flour._id, name: 'Plain flour', aisle: 'bakery', by: 'sam' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Bakery' })).toBeInTheDocument();
    expect(byAisle(group(/^Items to Purchase/)).find(([aisle]) => aisle === 'Bakery')).toEqual(['Bakery', ['Plain flour']]);
    expect(await screen.findByRole('status', { name: 'What others changed' })).toHaveTextContent('Sam moved Plain flour to Bakery');
    expect(calls.filter((call) => call.path === `/api/shopping-lists/${list._id}`)).toHaveLength(fetches);
  });

  it('moves it offline at once, and sends the move when the network returns', async () => {
    const list = fakeShoppingList(weeklyShop());
    const calls = recordCalls();
    const { user } = openList(list);
    await arrangeByAisle(user);
    const setOnline = (online: boolean) => {
      Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
      act(() => {
        window.dispatchEvent(new Event(online ? 'online' : 'offline'));
      });
    };
    try {
      setOnline(false);
      await user.click(screen.getByRole('button', { name: 'Change aisle of Eggs' }));
      await user.click(within(await screen.findByRole('dialog', { name: 'Aisle for Eggs' })).getByRole('button', { name: 'Bakery' }));
      await waitFor(() => expect(byAisle(group(/^Items to Purchase/)).find(([aisle]) => aisle === 'Bakery')).toEqual(['Bakery', ['Eggs']]));
      expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);

      setOnline(true);
      await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1));
      await waitFor(() => expect(list.items.find((item) => item.name === 'Eggs')!.aisle).toBe('bakery'));
    } finally {
      setOnline(true);
    }
  });
});

describe('undoing the removal of an item a member had moved', () => {
  it('puts it back in the aisle it was moved to', async () => {
    const list = fakeShoppingList(aList({ items: [anItem({ name: 'Tofu', aisle: 'meat-fish' }), anItem({ name: 'Milk' })] }));
    const calls = recordCalls();
    const { user } = openList(list);
    await arrangeByAisle(user);
    await user.click(screen.getByRole('button', { name: 'Remove Tofu' }));
    await user.click(await within(screen.getByRole('status', { name: 'Removed item' })).findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(byAisle(group(/^Items to Purchase/))).toEqual([['Meat & fish', ['Tofu']], ['Dairy & eggs', ['Milk']]]));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ name: 'Tofu', quantity: 1, unit: 'kg', aisle: 'meat-fish' });
  });
});

describe("the add-item dialog's aisle", () => {
  it('follows the name until the member picks one, and sends only the one picked', async () => {
    serveIngredients([]);
    const list = fakeShoppingList(weeklyShop());
    const calls = recordCalls();
    const { user } = openList(list);
    await arrangeByAisle(user);
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    await screen.findByRole('dialog');
    const aisle = dialog().getByRole('combobox', { name: 'Aisle' });
    await user.type(dialog().getByRole('combobox', { name: 'Ingredient' }), 'Ice cream');
    await waitFor(() => expect(dialog().getByTitle('Frozen')).toBeInTheDocument());

    // The member knows better: the shop keeps it with the drinks.
    await user.click(aisle);
    await user.click(await screen.findByRole('option', { name: 'Drinks' }));
    await user.clear(dialog().getByRole('combobox', { name: 'Ingredient' }));
    await user.type(dialog().getByRole('combobox', { name: 'Ingredient' }), 'Ice lollies');
    expect(dialog().getByTitle('Drinks')).toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Item added successfully')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ name: 'Ice lollies', quantity: 1, unit: 'whole', aisle: 'drinks' });
    await waitFor(() => expect(byAisle(group(/^Items to Purchase/)).find(([heading]) => heading === 'Drinks')).toEqual(['Drinks', ['Ice lollies']]));
  });
});
