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

/** Each domain's everyday calls, answered as usual (auth is every other domain's sign-in). */
const domainWorks: Record<string, () => Promise<void>> = {
  auth: async () => void (await hearth.expect(200, 'GET', '/auth/me', { who: ada })),
  household: async () => void (await hearth.expect(200, 'GET', '/households', { who: ben })),
  recipes: async () => void (await hearth.expect(200, 'GET', `/recipes/${soupId}`, { who: ben })),
  planning: async () => {
    const list = await hearth.expect<{ _id: string }>(201, 'POST', '/shopping-lists', { who: ada, body: { name: 'While a service rests' } });
    await hearth.expect(201, 'POST', `/shopping-lists/${list._id}/items`, { who: ben, body: { name: 'Milk', quantity: 1, unit: 'l' } });
  },
};

async function otherDomainsWork(down: string): Promise<void> {
  for (const [domain, works] of Object.entries(domainWorks)) if (domain !== down) await works();
}

async function recipeHouseholdName(): Promise<string> {
  return (await hearth.expect<{ household: { name: string } }>(200, 'GET', `/recipes/${soupId}`, { who: ada })).household.name;
}

interface Outage {
  service: string;
  /** Its API, which nginx answers for while it is down. */
  calls: string[];
  /** One of its pages, and what it says then. */
  page: string;
  says: string;
  /** While it is down, a change elsewhere whose event it consumes; true once it has caught up. */
  meanwhile(): Promise<() => Promise<boolean>>;
}

const outages: Outage[] = [
  {
    service: 'auth',
    calls: ['/auth/me', '/auth/.well-known/jwks.json'],
    // The other services still verify sessions with the signing keys they fetched before.
    page: '/dashboard',
    says: 'Hearth cannot be reached right now',
    async meanwhile() {
      await hearth.expect(200, 'PUT', '/households', { who: ada, body: { name: 'Signed-out Kitchen' } });
      return async () => (await hearth.expect<{ household: { name: string } }>(200, 'GET', '/auth/me', { who: ada })).household.name === 'Signed-out Kitchen';
    },
  },
  {
    service: 'recipes',
    calls: ['/recipes', `/categories`, '/ingredients'],
    page: '/recipes',
    says: UNAVAILABLE,
    async meanwhile() {
      await hearth.expect(200, 'PUT', '/households', { who: ada, body: { name: 'Restarted Kitchen' } });
      return async () => (await recipeHouseholdName()) === 'Restarted Kitchen';
    },
  },
  {
    service: 'planning',
    calls: ['/shopping-lists', '/meal-plans'],
    page: '/shopping-lists',
    says: UNAVAILABLE,
    async meanwhile() {
      const stew = await hearth.recipe(ada, 'Offline Stew', { category: await hearth.category(ada, 'Stews') });
      // svc-planning answers 'Recipe not found' until recipe.created reaches it.
      return async () => {
        const planned = await hearth.call('POST', '/meal-plans', {
          who: ada,
          body: { startDate: '2031-03-03', meals: [{ date: '2031-03-04', mealType: 'dinner', recipeId: stew }] },
        });
        return planned.status === 201 || planned.status === 200;
      };
    },
  },
  {
    service: 'household',
    calls: ['/households', '/invitations'],
    page: '/household',
    says: 'Failed to load household data',
    async meanwhile() {
      await hearth.expect(200, 'PUT', '/auth/update-profile', { who: ben, body: { name: 'Ben Renamed', email: ben.email } });
      return async () => {
        const household = await hearth.expect<{ members: { name: string }[] }>(200, 'GET', '/households', { who: ada });
        return household.members.some((member) => member.name === 'Ben Renamed');
      };
    },
  },
];

describe('one service down', () => {
  it('stopped (kill -STOP): the other domains work, its API answers a JSON 504 in seconds, its pages say so in the content area, and it catches up when it resumes', async () => {
    stack.services.recipes!.pause();

    await otherDomainsWork('recipes');
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

  it.each(outages)('svc-$service killed: the other domains work, its API answers a JSON 502 at once, $page says so, and it catches up on its events when it is back', async (outage) => {
    await stack.services[outage.service]!.kill();

    await otherDomainsWork(outage.service);
    for (const path of outage.calls) {
      const answer = await hearth.call('GET', path, { who: ada, timeoutMs: 10_000 });
      expect(answer).toEqual({ status: 502, body: { message: UNAVAILABLE }, contentType: 'application/json' });
    }
    const shown = await pageShows(outage.page, outage.says);
    expect(shown.topBar).toBe(true);
    expect(shown.content).toContain(outage.says);
    const caughtUp = await outage.meanwhile();

    await stack.services[outage.service]!.start();
    await eventually(caughtUp, 30_000, 250);
  });

  it('svc-recipes killed: the dashboard shows the rest and says the recipes are not there, rather than failing whole', async () => {
    const { name } = await hearth.expect<{ name: string }>(200, 'GET', '/households', { who: ada });
    await stack.services.recipes!.kill();
    const dashboard = await pageShows('/dashboard', UNAVAILABLE);
    expect(dashboard.topBar).toBe(true);
    expect(dashboard.content).toContain(UNAVAILABLE);
    expect(dashboard.content).toContain(name);
  });
});
