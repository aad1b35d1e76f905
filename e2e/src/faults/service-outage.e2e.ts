import { eventually } from '@hearth/service-kit/testing';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../browser';
import { startFaultStack, type FaultStack } from './fault-stack';
import { HearthClient, type Member } from './hearth-client';

jest.setTimeout(240_000);

const UNAVAILABLE = 'This part of Hearth is not available right now. Please try again shortly.';
const TOO_SLOW = 'This part of Hearth took too long to answer. Please try again.';

let stack: FaultStack;
let hearth: HearthClient;
let browser: Browser;
let ada: Member;
let ben: Member;
let soupId: string;

beforeAll(async () => {
  stack = await startFaultStack();
  hearth = new HearthClient(stack.baseUrl);
  browser = await launchBrowser();
  ada = await hearth.member('Ada Owner');
  ben = await hearth.member('Ben Member');
  await hearth.join(ben, await hearth.inviteCode(ada));
  soupId = await hearth.recipe(ada, 'Tomato Soup', { category: await hearth.category(ada, 'Soups') });
});
afterEach(() => stack.heal());
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** What a member's browser shows on `path` (signed in): the page's main content, once settled on `text`. */
async function pageShows(path: string, text: string): Promise<{ content: string; topBar: boolean }> {
  const context = await browser.newContext({ baseURL: stack.baseUrl, viewport: { width: 1280, height: 900 } });
  await context.addInitScript((token) => {
    localStorage.setItem('cookieConsent', 'accepted');
    localStorage.setItem('token', token);
  }, ada.auth.Authorization!.replace('Bearer ', ''));
  const page = await context.newPage();
  try {
    await page.goto(path);
    await page.getByRole('main').getByText(text).first().waitFor({ timeout: 30_000 });
    const content = await page.getByRole('main').innerText();
    const topBar = await page.getByRole('button', { name: 'Open menu' }).isVisible();
    return { content, topBar };
  } finally {
    await context.close();
  }
}

/** The other domains answer as usual: sign-in state, the household, the shopping lists. */
async function otherDomainsWork(): Promise<void> {
  await hearth.expect(200, 'GET', '/auth/me', { who: ada });
  await hearth.expect(200, 'GET', '/households', { who: ben });
  const list = await hearth.expect<{ _id: string }>(201, 'POST', '/shopping-lists', { who: ada, body: { name: 'While recipes rests' } });
  await hearth.expect(201, 'POST', `/shopping-lists/${list._id}/items`, { who: ben, body: { name: 'Milk', quantity: 1, unit: 'l' } });
}

async function recipeHouseholdName(): Promise<string> {
  return (await hearth.expect<{ household: { name: string } }>(200, 'GET', `/recipes/${soupId}`, { who: ada })).household.name;
}

describe('one service down', () => {
  it('stopped (kill -STOP): the other domains work, its API answers a JSON 504 in seconds, its pages say so in the content area, and it catches up when it resumes', async () => {
    stack.services.recipes!.pause();

    await otherDomainsWork();
    const answer = await hearth.call('GET', '/recipes', { who: ada, timeoutMs: 20_000 });
    expect(answer).toEqual({ status: 504, body: { message: TOO_SLOW }, contentType: 'application/json' });
    const shown = await pageShows('/recipes', TOO_SLOW);
    expect(shown.topBar).toBe(true);
    expect(shown.content).toContain(TOO_SLOW);

    // Household events wait in svc-recipes' queue while it is stopped.
    await hearth.expect(200, 'PUT', '/households', { who: ada, body: { name: 'Paused Kitchen' } });

    stack.services.recipes!.resume();
    await eventually(async () => (await recipeHouseholdName()) === 'Paused Kitchen', 30_000, 250);
  });

  it('killed: the other domains work, its API answers a JSON 502 at once, its pages say so, and it catches up on its events when it is back', async () => {
    await stack.services.recipes!.kill();

    await otherDomainsWork();
    for (const path of ['/recipes', `/recipes/${soupId}`, '/categories']) {
      const answer = await hearth.call('GET', path, { who: ada, timeoutMs: 10_000 });
      expect(answer).toEqual({ status: 502, body: { message: UNAVAILABLE }, contentType: 'application/json' });
    }
    const create = await hearth.call('POST', '/recipes', { who: ada, body: { title: 'Lost' }, timeoutMs: 10_000 });
    expect(create).toEqual({ status: 502, body: { message: UNAVAILABLE }, contentType: 'application/json' });
    const shown = await pageShows('/recipes', UNAVAILABLE);
    expect(shown.topBar).toBe(true);
    expect(shown.content).toContain(UNAVAILABLE);
    // The dashboard shows the household and says the recipes are not there, rather than failing whole.
    const dashboard = await pageShows('/dashboard', UNAVAILABLE);
    expect(dashboard.content).toContain(UNAVAILABLE);

    await hearth.expect(200, 'PUT', '/households', { who: ada, body: { name: 'Restarted Kitchen' } });

    await stack.services.recipes!.start();
    await eventually(async () => (await recipeHouseholdName()) === 'Restarted Kitchen', 30_000, 250);
    await pageShows('/recipes', 'Tomato Soup');
  });
});
