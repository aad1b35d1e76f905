// Two members on one shopping list, each in their own browser, against a Hearth at `base` (the
// stack's nginx, or `npm start`): what one does, the other sees without reloading.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { uniqueEmail } from './stack';

interface Person {
  name: string;
  token: string;
  auth: Record<string, string>;
}

async function call(base: string, path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${base}/api${path}`, { ...init, headers: { 'Content-Type': 'application/json', ...(init.headers as Record<string, string>) } });
}

async function eventually<T>(what: string, attempt: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const result = await attempt();
    if (result !== undefined) return result;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`gave up waiting for ${what}`);
}

async function person(base: string, name: string): Promise<Person> {
  const registered = await call(base, '/auth/register', { method: 'POST', body: JSON.stringify({ name, email: uniqueEmail(name.split(' ')[0]!.toLowerCase()), password: 'secret123' }) });
  expect(registered.status).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  const auth = { Authorization: `Bearer ${token}` };
  await eventually(`${name}'s household`, async () => ((await call(base, '/households', { headers: auth })).ok ? true : undefined));
  return { name, token, auth };
}

/** Two members of one household and a list of theirs with Milk and Bread on it. */
export async function householdWithList(base: string): Promise<{ sam: Person; kim: Person; listId: string }> {
  const [sam, kim] = await Promise.all([person(base, 'Sam Shopper'), person(base, 'Kim Shopper')]);
  const { inviteCode } = (await (await call(base, '/households', { headers: sam.auth })).json()) as { inviteCode: string };
  expect((await call(base, '/households/join', { method: 'POST', headers: kim.auth, body: JSON.stringify({ inviteCode }) })).status).toBe(200);
  // Kim reads the list once svc-planning has heard she joined.
  const listId = await eventually('the list', async () => {
    const created = await call(base, '/shopping-lists', { method: 'POST', headers: sam.auth, body: JSON.stringify({ name: 'Saturday shop', recipeIds: [] }) });
    return ((await created.json()) as { _id: string })._id;
  });
  for (const name of ['Milk', 'Bread']) {
    expect((await call(base, `/shopping-lists/${listId}/items`, { method: 'POST', headers: sam.auth, body: JSON.stringify({ name, quantity: 1, unit: 'whole' }) })).status).toBe(201);
  }
  await eventually("Kim's access", async () => ((await call(base, `/shopping-lists/${listId}`, { headers: kim.auth })).ok ? true : undefined));
  return { sam, kim, listId };
}

export async function openAs(browser: Browser, base: string, who: Person, path: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 780 } });
  await context.addInitScript((token) => {
    localStorage.setItem('token', token);
    localStorage.setItem('cookieConsent', 'accepted');
  }, who.token);
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

const group = (page: Page, name: RegExp) => page.getByRole('list', { name });

/** Waits until the list page shows `item` in the group named `name`. */
export async function showsIn(page: Page, name: RegExp, item: string): Promise<void> {
  await group(page, name).getByRole('checkbox', { name: item }).waitFor();
}

/**
 * Sam ticks Milk: Kim sees it move to 'Purchased Items' and who did it; Kim adds Eggs: Sam sees
 * it appear. Neither reloads.
 */
export async function ticksAndAddsAreSeenLive(browser: Browser, base: string): Promise<void> {
  const { sam, kim, listId } = await householdWithList(base);
  const samView = await openAs(browser, base, sam, `/shopping-lists/${listId}`);
  const kimView = await openAs(browser, base, kim, `/shopping-lists/${listId}`);
  try {
    await showsIn(samView.page, /Items to Purchase/, 'Milk');
    await showsIn(kimView.page, /Items to Purchase/, 'Milk');

    await group(samView.page, /Items to Purchase/).getByRole('checkbox', { name: 'Milk' }).click();
    await showsIn(kimView.page, /Purchased Items/, 'Milk');
    await kimView.page.getByRole('status', { name: 'What others changed' }).getByText('Sam Shopper ticked Milk').waitFor();

    await kimView.page.getByRole('button', { name: 'Add Item' }).click();
    const dialog = kimView.page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Ingredient' }).fill('Duck eggs');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await showsIn(samView.page, /Items to Purchase/, 'Duck eggs');
    await samView.page.getByRole('status', { name: 'What others changed' }).getByText('Kim Shopper added Duck eggs').waitFor();
    // Seen once: the live change and the page's own data never double an item.
    expect(await group(samView.page, /Items to Purchase/).getByRole('checkbox', { name: 'Duck eggs' }).count()).toBe(1);
  } finally {
    await samView.context.close();
    await kimView.context.close();
  }
}

/**
 * Kim loses the network in the shop, ticks Bread and reloads the page: the list is still there
 * with Bread ticked and the change waiting; back online, it is sent and Sam sees it.
 */
export async function offlineTickSurvivesReload(browser: Browser, base: string): Promise<void> {
  const { sam, kim, listId } = await householdWithList(base);
  const kimView = await openAs(browser, base, kim, `/shopping-lists/${listId}`);
  const samView = await openAs(browser, base, sam, `/shopping-lists/${listId}`);
  try {
    const { page } = kimView;
    await showsIn(page, /Items to Purchase/, 'Bread');
    // Once the service worker runs the page, what it loads is kept for offline use.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await showsIn(page, /Items to Purchase/, 'Bread');
    await page.evaluate(() => (navigator.serviceWorker.controller ? undefined : new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve))));

    await kimView.context.setOffline(true);
    await group(page, /Items to Purchase/).getByRole('checkbox', { name: 'Bread' }).click();
    await showsIn(page, /Purchased Items/, 'Bread');
    const waiting = page.getByRole('status', { name: 'Changes waiting to be sent' });
    await waiting.getByText('Offline · 1 change waiting to be sent').waitFor();

    await page.reload();
    await showsIn(page, /Purchased Items/, 'Bread');
    await showsIn(page, /Items to Purchase/, 'Milk');
    await waiting.getByText('Offline · 1 change waiting to be sent').waitFor();
    expect(await group(samView.page, /Purchased Items/).getByRole('checkbox', { name: 'Bread' }).count()).toBe(0);

    // A page never opened before cannot load offline: the shell says so in the content area.
    await page.goto('/recipes');
    await page.getByText('This part of Hearth is not available right now').waitFor();
    await page.goto(`/shopping-lists/${listId}`);
    await showsIn(page, /Purchased Items/, 'Bread');

    await kimView.context.setOffline(false);
    await showsIn(samView.page, /Purchased Items/, 'Bread');
    await waiting.getByText(/waiting|Sending/).waitFor({ state: 'detached' });
  } finally {
    await samView.context.close();
    await kimView.context.close();
  }
}
