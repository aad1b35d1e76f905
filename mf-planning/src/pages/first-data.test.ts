import { canonicalUrl, firstReadUrls } from '@hearth/host/early-answers';
import { createHostStore, signedIn } from '@hearth/host';
import { waitFor } from '@testing-library/react';
import pagesFile from '../../pages.json';
import { fakeShoppingList } from '../test/fake-shopping-list';
import { aList, olive } from '../test/fixtures';
import { server } from '../test/serve';
import { prefetch as shoppingList } from './shopping-list/ShoppingListPage';

/**
 * pages.json's "firstData" is what the shell's first chunk asks for before the page's code has
 * arrived; the page's own first request takes that answer only when the URL is the same.
 */
describe("each page's first reads, as pages.json declares them", () => {
  it('/shopping-lists/:id', async () => {
    const list = fakeShoppingList(aList());
    const address = { params: { id: list._id }, searchParams: new URLSearchParams() };
    const declared = pagesFile.pages.find((page) => page.path === '/shopping-lists/:id')!.firstData ?? [];
    const asked: string[] = [];
    const listen = ({ request }: { request: Request }) => void asked.push(canonicalUrl(request.url));
    server.events.on('request:start', listen);
    try {
      createHostStore().dispatch(signedIn({ token: 'test-token', user: olive }));
      shoppingList(address);
      await waitFor(() => expect(asked).toHaveLength(1));
    } finally {
      server.events.removeListener('request:start', listen);
    }
    expect(firstReadUrls(declared, address)).toEqual([`/api/shopping-lists/${list._id}`]);
    expect(asked).toEqual(firstReadUrls(declared, address));
  });
});
