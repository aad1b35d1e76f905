import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { signedIn, signedOut } from '@hearth/host';
import { renderWithHost } from '@hearth/frontend-build/test/render-with-host';
import ShoppingListPage from '../pages/shopping-list/ShoppingListPage';
import { aList, anItem, olive } from '../test/fixtures';
import { server } from '../test/serve';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}
afterEach(() => setOnline(true));

interface Sent {
  method: string;
  path: string;
  key: string | null;
  body: unknown;
  session: string | null;
}

/** The server's copy of one list, and every change sent to it. */
function serveList() {
  const list = aList({ items: [anItem({ name: 'Milk' }), anItem({ name: 'Bread' })] });
  const sent: Sent[] = [];
  const path = `/api/shopping-lists/${list._id}`;
  const record = async (request: Request) =>
    sent.push({
      method: request.method,
      path: new URL(request.url).pathname,
      key: request.headers.get('Idempotency-Key'),
      body: request.method === 'DELETE' ? undefined : await request.clone().json(),
      session: request.headers.get('Authorization'),
    });
  server.use(
    http.get(path, () => (navigator.onLine ? HttpResponse.json(list) : HttpResponse.error())),
    http.patch(`${path}/items/:itemId/toggle`, async ({ request, params }) => {
      if (!navigator.onLine) return HttpResponse.error();
      await record(request);
      const item = list.items.find((candidate) => candidate._id === params.itemId)!;
      item.purchased = ((await request.json()) as { purchased: boolean }).purchased;
      return HttpResponse.json(item);
    }),
    http.post(`${path}/items`, async ({ request }) => {
      if (!navigator.onLine) return HttpResponse.error();
      await record(request);
      const body = (await request.json()) as { name: string; quantity: number; unit: 'whole' };
      list.items.push(anItem({ name: body.name, quantity: body.quantity, unit: body.unit }));
      return HttpResponse.json(list, { status: 201 });
    }),
  );
  return { list, sent };
}

const open = (listId: string) => renderWithHost(<ShoppingListPage />, { path: `/shopping-lists/${listId}`, route: '/shopping-lists/:id', signedInAs: olive });
const group = (name: RegExp) => screen.getByRole('list', { name });
const indicator = () => screen.getByRole('status', { name: 'Changes waiting to be sent' });

describe('a shopping list without a network', () => {
  it('applies ticks and new items at once, counts them, and sends them in order with their ids when the network returns', async () => {
    const { list, sent } = serveList();
    const { user } = open(list._id);
    await screen.findByRole('heading', { level: 2, name: 'Items to Purchase (2)' });
    setOnline(false);
    expect(indicator()).toHaveTextContent('Offline');

    await user.click(within(group(/Items to Purchase/)).getByRole('checkbox', { name: 'Milk' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Purchased Items (1)' })).toBeInTheDocument();
    await waitFor(() => expect(indicator()).toHaveTextContent('Offline · 1 change waiting to be sent'));

    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    await screen.findByRole('dialog');
    await user.type(screen.getByRole('combobox', { name: 'Ingredient' }), 'Eggs');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await within(group(/Items to Purchase/)).findByRole('checkbox', { name: 'Eggs' })).toBeInTheDocument();
    await waitFor(() => expect(indicator()).toHaveTextContent('Offline · 2 changes waiting to be sent'));
    expect(sent).toEqual([]);

    setOnline(true);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map(({ method }) => method)).toEqual(['PATCH', 'POST']);
    expect(sent[0]!.body).toEqual({ purchased: true, changedAt: expect.any(String) });
    expect(sent.every(({ key }) => /^[0-9a-f-]{36}$/.test(key ?? ''))).toBe(true);
    expect(new Set(sent.map(({ key }) => key)).size).toBe(2);
    await waitFor(() => expect(indicator()).toHaveTextContent(''));
    expect(list.items.find((item) => item.name === 'Milk')!.purchased).toBe(true);
    expect(list.items.map((item) => item.name)).toContain('Eggs');
  });

  it('still shows a waiting tick after the page is opened again', async () => {
    const { list } = serveList();
    const first = open(list._id);
    await screen.findByRole('heading', { level: 2, name: 'Items to Purchase (2)' });
    setOnline(false);
    await first.user.click(within(group(/Items to Purchase/)).getByRole('checkbox', { name: 'Bread' }));
    await waitFor(() => expect(indicator()).toHaveTextContent('1 change waiting'));
    first.unmount();

    // Back online for the page load, but the tick has not reached the server yet (its PATCH fails).
    server.use(http.patch(`/api/shopping-lists/${list._id}/items/:itemId/toggle`, () => HttpResponse.error()));
    Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
    open(list._id);
    expect(await screen.findByRole('heading', { level: 2, name: 'Purchased Items (1)' })).toBeInTheDocument();
    expect(within(group(/Purchased Items/)).getByRole('checkbox', { name: 'Bread' })).toBeChecked();
  });

  it("keeps a member's waiting tick through their sign-out for their next session; the next member on the phone neither sees nor sends it", async () => {
    const { list, sent } = serveList();
    const { user, store } = open(list._id);
    await screen.findByRole('heading', { level: 2, name: 'Items to Purchase (2)' });
    setOnline(false);
    await user.click(within(group(/Items to Purchase/)).getByRole('checkbox', { name: 'Bread' }));
    await waitFor(() => expect(indicator()).toHaveTextContent('1 change waiting'));

    // Olive signs out offline; Sam signs in on the same phone, and the network is back.
    act(() => {
      store.dispatch(signedOut());
      store.dispatch(signedIn({ token: 'sam-token', user: { ...olive, _id: 'u-sam', name: 'Sam', email: 'sam@example.com' } }));
    });
    setOnline(true);
    expect(await screen.findByRole('heading', { level: 2, name: 'Items to Purchase (2)' })).toBeInTheDocument();
    expect(within(group(/Items to Purchase/)).getByRole('checkbox', { name: 'Bread' })).not.toBeChecked();
    expect(indicator()).toHaveTextContent('');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent).toEqual([]);

    // Olive signs in again: her tick goes, with her session.
    act(() => {
      store.dispatch(signedOut());
      store.dispatch(signedIn({ token: 'olive-token', user: olive }));
    });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'PATCH', body: { purchased: true }, session: 'Bearer olive-token' });
  });
});
