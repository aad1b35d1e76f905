import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { offlineTickSurvivesReload, ticksAndAddsAreSeenLive } from './live-list-scenario';
import { uniqueEmail } from './stack';
import { startEmbeddedHearth, type EmbeddedHearth } from './embedded-hearth';
import { backsUpAndRestores, importsAMealieExport } from './backup-scenario';
import { importsARecipePage } from './import-scenario';
import { startRecipePages } from './recipe-pages';

let hearth: EmbeddedHearth;
let base: string;
let browser: Browser;

beforeAll(async () => {
  hearth = await startEmbeddedHearth('hearth-embedded-e2e-');
  base = hearth.base;
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await hearth?.stop();
});

/** A new account whose household the other services know of (it reaches them as an event). */
async function householdMember(name: string): Promise<{ token: string }> {
  const registered = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, email: uniqueEmail(name.split(' ')[1]!.toLowerCase()), password: 'secret123' }),
  });
  const { token } = (await registered.json()) as { token: string };
  for (let i = 0; i < 100; i++) {
    const me = (await (await fetch(`${base}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { household?: unknown };
    if (me.household) return { token };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name}'s household never reached svc-auth`);
}

describe('npm start (embedded mode) in a real browser', () => {
  it('serves the shell and lets a new account sign in', async () => {
    const context = await browser.newContext({ baseURL: base });
    await context.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Welcome to Hearth' }).waitFor();

    const email = uniqueEmail('embedded');
    const registered = await page.request.post('/api/auth/register', { data: { name: 'Home Box', email, password: 'secret123' } });
    expect(registered.status()).toBe(201);

    await page.goto('/login?redirect=%2Fprofile');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('secret123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByTestId('top-bar-user').getByText('Home Box').waitFor();

    // The household remote, served by the same process, with the household the events made.
    await page.goto('/household');
    await page.getByText("Home Box's Household").first().waitFor();
    await page.getByText('Home Box (Owner) (You)').waitFor();
    await context.close();
  });

  it('imports a recipe from a website into the household', async () => {
    const { token } = await householdMember('Box Importer');
    const pages = await startRecipePages();
    try {
      await importsARecipePage(browser, base, token, pages, 'Tomato Soup at home');
    } finally {
      await pages.close();
    }
  });

  it('imports a Mealie export with a progress bar', async () => {
    const { token } = await householdMember('Box Mover');
    await importsAMealieExport(browser, base, token, Array.from({ length: 12 }, (_, n) => `Box Risotto ${n + 1}`));
  });

  it("downloads a household's backup and restores it into a new household", async () => {
    const [from, into] = await Promise.all([householdMember('Box Oldhome'), householdMember('Box Newhome')]);
    await backsUpAndRestores(browser, base, from, into, 'Lentil Stew at home');
  });

  it("shows one member's tick and the other's new item on both phones without a reload", async () => {
    await ticksAndAddsAreSeenLive(browser, base);
  });

  it('keeps a tick made offline through a reload, and sends it when the network is back', async () => {
    await offlineTickSurvivesReload(browser, base);
  });
});
