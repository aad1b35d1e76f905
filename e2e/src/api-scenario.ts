import { latestMailLink } from '@hearth/service-kit/testing';
import { validate } from '@readme/openapi-parser';
import type { Browser, Page } from 'playwright-core';
import { uniqueEmail } from './stack';

/**
 * The public API through a whole Hearth (the stack's nginx, or npm start): an integrator creates API
 * tokens in the profile page, scripts the household's shopping list with them over HTTP, meets
 * the read-only and rate limits, revokes a token in the page, and reads /api/docs.
 */

interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

async function call(base: string, method: string, path: string, token?: string, body?: object): Promise<Answer> {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** Polls until `check` answers something, for what other services learn through events. */
async function eventually<T>(check: () => Promise<T | undefined>, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The path of the confirmation link mailed to `email` on registration (an API token needs it opened). */
async function confirmationPath(dataDir: string, email: string): Promise<string> {
  const link = await eventually(() => latestMailLink(dataDir, email, '/confirm-email/'), `the confirmation mail to ${email}`);
  return new URL(link).pathname;
}

/** Opens the confirmation link mailed to `email`, as its owner would. */
async function confirmAddress(base: string, dataDir: string, email: string): Promise<void> {
  const confirmed = await call(base, 'POST', `/auth${await confirmationPath(dataDir, email)}`);
  expect(confirmed.body).toEqual({ message: 'Your e-mail address is confirmed.' });
}

async function signIn(browser: Browser, base: string, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
  const page = await context.newPage();
  await page.goto('/login?redirect=%2Fprofile');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('secret123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/profile');
  await page.getByRole('tab', { name: 'API TOKENS' }).click();
  return page;
}

/** Fills the create form and returns the secret the page shows once. */
async function createTokenInPage(page: Page, name: string, access: 'Read only' | 'Read and write'): Promise<string> {
  await page.getByLabel('Token name').fill(name);
  await page.getByLabel(access).check();
  await page.getByRole('button', { name: 'Create Token' }).click();
  const shown = page.getByRole('region', { name: 'New API token' });
  const secret = (await shown.getByTestId('api-token-secret').textContent())!.trim();
  await shown.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('listitem', { name }).waitFor();
  return secret;
}

export async function apiTokensScenario(browser: Browser, base: string, dataDir: string): Promise<void> {
  const email = uniqueEmail('integrator');
  const registered = await call(base, 'POST', '/auth/register', undefined, { name: 'Ivy Integrator', email, password: 'secret123' });
  expect(registered.status).toBe(201);
  const session = registered.body.token as string;
  await eventually(async () => ((await call(base, 'GET', '/households', session)).status === 200 ? true : undefined), 'the new household');

  const page = await signIn(browser, base, email);
  // Tokens wait for a confirmed address: the profile says so, and the mailed link opens in the page.
  await page.getByText('Your e-mail address is not confirmed yet: open the link we mailed you.').waitFor();
  await page.goto(await confirmationPath(dataDir, email));
  await page.getByText('Your e-mail address is confirmed.').waitFor();
  await page.getByRole('button', { name: 'Go to your profile' }).click();
  await page.waitForURL((url) => url.pathname === '/profile');
  await page.getByRole('tab', { name: 'API TOKENS' }).click();
  const writer = await createTokenInPage(page, 'Shopping shortcut', 'Read and write');
  const reader = await createTokenInPage(page, 'Kitchen tablet', 'Read only');
  expect(writer).toMatch(/^hearth_[0-9A-Za-z]{42}$/);
  const listed = page.getByRole('list', { name: 'Your API tokens' });
  await expect(listed.getByRole('listitem', { name: 'Kitchen tablet' }).textContent()).resolves.toContain('Read only');

  // Reads with either token, on every service.
  const recipes = await call(base, 'GET', '/recipes', reader);
  expect(recipes.status).toBe(200);
  expect(recipes.body).toMatchObject({ recipes: expect.any(Array), total: expect.any(Number) });
  expect((await call(base, 'GET', '/auth/me', reader)).body).toMatchObject({ email, name: 'Ivy Integrator' });
  expect((await call(base, 'GET', '/households', reader)).status).toBe(200);

  // The read-write token scripts the shopping list.
  const list = await eventually(async () => {
    const created = await call(base, 'POST', '/shopping-lists', writer, { name: 'Weekly shop', recipeIds: [] });
    return created.status === 201 ? created.body : undefined;
  }, 'the household known to svc-planning');
  const added = await call(base, 'POST', `/shopping-lists/${list._id as string}/items`, writer, { name: 'Milk', quantity: 1, unit: 'l' });
  expect(added.status).toBe(201);
  expect((added.body.items as { name: string }[]).map((item) => item.name)).toContain('Milk');

  // The read-only token reads the list and may write nothing.
  const read = await call(base, 'GET', `/shopping-lists/${list._id as string}`, reader);
  expect((read.body.items as { name: string }[]).map((item) => item.name)).toEqual(['Milk']);
  const refused = await call(base, 'POST', `/shopping-lists/${list._id as string}/items`, reader, { name: 'Eggs', quantity: 6, unit: 'whole' });
  expect([refused.status, refused.body]).toEqual([403, { message: 'This API token is read-only' }]);
  expect((await call(base, 'POST', '/recipes', reader, { title: 'Nope' })).status).toBe(403);

  // No token manages tokens or the account.
  const minting = await call(base, 'POST', '/auth/api-tokens', writer, { name: 'Minted', expiresIn: 'never', scope: 'read-write' });
  expect(minting.status).toBe(403);
  expect((await call(base, 'DELETE', '/auth/delete-account', writer)).status).toBe(403);

  // Revoked in the page: the next call is refused, on every service.
  await listed.getByRole('button', { name: 'Revoke Shopping shortcut' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await listed.getByRole('listitem', { name: 'Shopping shortcut' }).waitFor({ state: 'detached' });
  expect((await call(base, 'GET', '/auth/me', writer)).status).toBe(401);
  // Other services cache a token's owner for up to a second.
  const afterRevocation = await eventually(async () => {
    const answer = await call(base, 'POST', `/shopping-lists/${list._id as string}/items`, writer, { name: 'Bread', quantity: 1, unit: 'whole' });
    return answer.status === 401 ? answer : undefined;
  }, 'svc-planning refusing the revoked token', 3000);
  expect(afterRevocation.body).toEqual({ message: 'This API token is invalid, expired or revoked' });
  await page.context().close();
}

/** A program in a loop: past the per-token burst, 429s with Retry-After and a JSON message. */
export async function apiTokenBurstScenario(base: string, dataDir: string): Promise<void> {
  const email = uniqueEmail('burst');
  const session = (await call(base, 'POST', '/auth/register', undefined, { name: 'Busy Script', email, password: 'secret123' })).body.token as string;
  await confirmAddress(base, dataDir, email);
  const token = (await call(base, 'POST', '/auth/api-tokens', session, { name: 'Loop', expiresIn: '30d', scope: 'read' })).body.secret as string;
  const answers = await Promise.all(Array.from({ length: 90 }, () => call(base, 'GET', '/categories', token)));
  const limited = answers.filter((answer) => answer.status === 429);
  expect(limited.length).toBeGreaterThan(0);
  expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(50);
  expect(Number(limited[0]!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  expect(limited[0]!.body).toEqual({ message: 'Too many attempts. Please try again later.' });
  // The person's own session in the app is not held back by their script.
  expect((await call(base, 'GET', '/categories', session)).status).toBe(200);
}

const domains = ['Accounts and API tokens', 'Recipes', 'Household', 'Meal plans and shopping lists'];

/** /api/openapi.json is valid OpenAPI 3.1; /api/docs shows every domain, fetching nothing from elsewhere. */
export async function apiDocsScenario(browser: Browser, base: string): Promise<void> {
  const response = await fetch(`${base}/api/openapi.json`);
  expect(response.status).toBe(200);
  const spec = (await response.json()) as { openapi: string; tags: { name: string }[]; paths: Record<string, unknown> };
  const result = await validate(structuredClone(spec) as never);
  expect(result.valid ? [] : result.errors).toEqual([]);
  expect(spec.tags.map((tag) => tag.name)).toEqual(domains);
  expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/auth/api-tokens', '/api/recipes', '/api/households', '/api/shopping-lists/{id}/items']));

  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const elsewhere: string[] = [];
  const refusedByPolicy: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(base) && !request.url().startsWith('data:') && !request.url().startsWith('blob:')) elsewhere.push(request.url());
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refusedByPolicy.push(message.text());
  });
  await page.goto('/api/docs');
  // What a reader sees (innerText leaves out what is hidden): the introduction, every domain, and
  // routes of each, listed without a click.
  const shown = ['Getting started', ...domains, 'Create an API token', 'List recipes', 'My household', 'Add an item to a shopping list'];
  await page.waitForFunction((texts) => texts.every((text) => document.body.innerText.includes(text)), shown);
  expect(elsewhere).toEqual([]);
  expect(refusedByPolicy).toEqual([]);

  // The app's own pages never load the reference.
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
  await page.goto('/recipes');
  await page.getByRole('heading', { name: /Recipes/ }).first().waitFor();
  expect(loaded.filter((path) => path.startsWith('/api/docs') || path === '/api/openapi.json')).toEqual([]);
  await context.close();
}

/** A member's token, like their session, loses the household's data once they are removed from it. */
export async function removedMemberTokenScenario(base: string, dataDir: string): Promise<void> {
  const register = async (name: string) => {
    const email = uniqueEmail(name.split(' ')[0]!.toLowerCase());
    const registered = (await call(base, 'POST', '/auth/register', undefined, { name, email, password: 'secret123' })).body;
    await confirmAddress(base, dataDir, email);
    return registered;
  };
  const owner = await register('Olga Owner');
  const member = await register('Max Member');
  const ownerSession = owner.token as string;
  const memberSession = member.token as string;
  const household = await eventually(async () => {
    const answer = await call(base, 'GET', '/households', ownerSession);
    return answer.status === 200 ? answer.body : undefined;
  }, "the owner's household");
  expect((await call(base, 'POST', '/households/join', memberSession, { inviteCode: household.inviteCode })).status).toBe(200);
  const list = await eventually(async () => {
    const created = await call(base, 'POST', '/shopping-lists', ownerSession, { name: 'Family shop', recipeIds: [] });
    return created.status === 201 ? created.body : undefined;
  }, 'the household known to svc-planning');
  const token = (await call(base, 'POST', '/auth/api-tokens', memberSession, { name: 'Phone', expiresIn: '30d', scope: 'read-write' })).body.secret as string;
  await eventually(async () => ((await call(base, 'GET', `/shopping-lists/${list._id as string}`, token)).status === 200 ? true : undefined), 'the member reading the list with a token');

  const memberId = (member.user as { _id: string })._id;
  expect((await call(base, 'DELETE', `/households/members/${memberId}`, ownerSession)).status).toBe(200);
  const refused = await eventually(async () => {
    const answer = await call(base, 'GET', `/shopping-lists/${list._id as string}`, token);
    return answer.status === 404 ? answer : undefined;
  }, 'the removed member refused');
  expect(JSON.stringify(refused.body)).not.toContain('Family shop');
}
