// What a member's session leaves in Chromium's storage (docs/security.md "The device"): the
// service worker keeps their lists for offline use, never the household's invite code, and when
// the session ends (logout, a 401) none of their API answers nor their empty offline queue stays.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext } from './browser';
import { eventually } from './recipes-setup';
import { api, uniqueEmail } from './stack';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

interface Account {
  email: string;
  password: string;
  userId: string;
  inviteCode: string;
  listId: string;
}

/** A new account with its household and a list with Milk on it, over the API. */
async function accountWithList(): Promise<Account> {
  const email = uniqueEmail('cache');
  const password = 'secret123';
  const registered = await api('/auth/register', { method: 'POST', body: JSON.stringify({ name: 'Cache Keeper', email, password }) });
  expect(registered.status).toBe(201);
  const { token, user } = (await registered.json()) as { token: string; user: { _id: string } };
  const auth = { Authorization: `Bearer ${token}` };
  const { inviteCode } = await eventually('the household', async () => {
    const answer = await api('/households', { headers: auth });
    return answer.ok ? ((await answer.json()) as { inviteCode: string }) : undefined;
  });
  const listId = await eventually('the list', async () => {
    const created = await api('/shopping-lists', { method: 'POST', headers: auth, body: JSON.stringify({ name: 'Corner shop', recipeIds: [] }) });
    return created.status === 201 ? ((await created.json()) as { _id: string })._id : undefined;
  });
  const added = await api(`/shopping-lists/${listId}/items`, { method: 'POST', headers: auth, body: JSON.stringify({ name: 'Milk', quantity: 1, unit: 'whole' }) });
  expect(added.status).toBe(201);
  return { email, password, userId: user._id, inviteCode, listId };
}

interface Stored {
  cache: string;
  path: string;
  body: string;
}

/** Every API answer in the page's caches, whichever cache holds it. */
function storedAnswers(page: Page): Promise<Stored[]> {
  return page.evaluate(async () => {
    const stored: Stored[] = [];
    for (const cache of await caches.keys()) {
      const open = await caches.open(cache);
      for (const request of await open.keys()) {
        const { pathname } = new URL(request.url);
        if (!pathname.startsWith('/api/')) continue;
        stored.push({ cache, path: pathname, body: (await (await open.match(request))?.text()) ?? '' });
      }
    }
    return stored;
  });
}

/** Whether any cached answer at all (the pages and files too) holds `text`. */
function anyCacheHolds(page: Page, text: string): Promise<boolean> {
  return page.evaluate(async (needle) => {
    for (const cache of await caches.keys()) {
      const open = await caches.open(cache);
      for (const request of await open.keys()) if (((await (await open.match(request))?.text()) ?? '').includes(needle)) return true;
    }
    return false;
  }, text);
}

/** The names of the page's IndexedDB databases that are offline queues of changes. */
async function queueDatabases(page: Page): Promise<string[]> {
  const names = await page.evaluate(async () => (await indexedDB.databases()).map(({ name }) => name ?? ''));
  return names.filter((name) => name.startsWith('hearth-planning-changes-'));
}

/** Signs in on the login page, and waits until the service worker runs the page. */
async function signInWithWorker(page: Page, { email, password }: Account): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await page.evaluate(() => (navigator.serviceWorker.controller ? undefined : new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve))));
}

/** The household page (with its invite code), the lists and one list, as a member browses them. */
async function browse(page: Page, { inviteCode, listId }: Account): Promise<void> {
  await page.goto('/household');
  await page.getByText(inviteCode).first().waitFor();
  await page.goto('/shopping-lists');
  await page.getByText('Corner shop').first().waitFor();
  await page.goto(`/shopping-lists/${listId}`);
  await page.getByRole('checkbox', { name: 'Milk' }).waitFor();
}

/** Waits until the service worker has stored the list's answer: what it keeps is then all there. */
async function listKept(page: Page, { listId }: Account): Promise<Stored[]> {
  return eventually('the list kept for offline use', async () => {
    const stored = await storedAnswers(page);
    return stored.some(({ path }) => path === `/api/shopping-lists/${listId}`) ? stored : undefined;
  });
}

/** Waits until the list page has opened the member's queue of changes made offline. */
async function queueOpened(page: Page, { userId }: Account): Promise<void> {
  const names = await eventually('the offline queue', async () => ((await queueDatabases(page)).length > 0 ? queueDatabases(page) : undefined));
  expect(names).toEqual([`hearth-planning-changes-${userId}`]);
}

/** Waits until nothing of the member's is left: no API answer in any cache, no offline queue, not their e-mail. */
async function nothingLeft(page: Page, { email }: Account): Promise<void> {
  await eventually('the API answers and the queue gone', async () =>
    (await storedAnswers(page)).length === 0 && (await queueDatabases(page)).length === 0 ? true : undefined,
  );
  expect(await anyCacheHolds(page, email)).toBe(false);
}

/**
 * In a fresh browser, the member signs in, browses the household and the lists until the service
 * worker has kept what it keeps (the list page opens their empty offline queue too); then `ending`
 * ends the session, and nothing of theirs may be left.
 */
async function sessionEnding(account: Account, ending: (page: Page, kept: Stored[]) => Promise<void>): Promise<void> {
  const context = await newContext(browser);
  const page = await context.newPage();
  try {
    await signInWithWorker(page, account);
    await browse(page, account);
    const kept = await listKept(page, account);
    await queueOpened(page, account);
    await ending(page, kept);
    await nothingLeft(page, account);
  } finally {
    await context.close();
  }
}

describe("what a member's session leaves in the browser", () => {
  it('keeps their lists for offline use but never the invite code, and nothing of theirs after logout', async () => {
    const account = await accountWithList();
    await sessionEnding(account, async (page, kept) => {
      const paths = kept.map(({ path }) => path);
      expect(paths).toEqual(expect.arrayContaining(['/api/auth/me', '/api/shopping-lists', `/api/shopping-lists/${account.listId}`]));
      expect(kept.every(({ cache }) => cache === 'hearth-api')).toBe(true);
      expect(paths.filter((path) => path.startsWith('/api/households'))).toEqual([]);
      expect(kept.filter(({ body }) => body.includes('inviteCode') || body.includes(account.inviteCode))).toEqual([]);
      expect(await anyCacheHolds(page, account.inviteCode)).toBe(false);

      await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
      await page.getByRole('banner').getByRole('button', { name: 'Login' }).waitFor();
    });
  });

  it('keeps nothing of theirs after a 401 ends the session (a token the server no longer takes)', async () => {
    await sessionEnding(await accountWithList(), async (page) => {
      // The stored token is no longer valid (expired, revoked): the page's first call answers 401.
      await page.evaluate(() => localStorage.setItem('token', 'no-longer-valid'));
      await page.reload();
      await page.waitForURL((url) => url.pathname === '/login');
    });
  });
});
