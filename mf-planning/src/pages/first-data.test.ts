import { urlsAskedBy } from '@hearth/frontend-build/test/first-reads';
import { firstReadUrls } from '@hearth/host/early-answers';
import pagesFile from '../../pages.json';
import { fakeShoppingList } from '../test/fake-shopping-list';
import { aList, olive } from '../test/fixtures';
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
    expect(firstReadUrls(declared, address)).toEqual([`/api/shopping-lists/${list._id}`]);
    expect(await urlsAskedBy(shoppingList, address, olive, 1)).toEqual(firstReadUrls(declared, address));
  });
});
