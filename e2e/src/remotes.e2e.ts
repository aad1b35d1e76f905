import type { Browser } from 'playwright-core';
import { launchBrowser, newContext } from './browser';
import { createCategory, createRecipe, member, run } from './recipes-setup';
import { baseUrl } from './stack';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const UNAVAILABLE = 'This part of Hearth is not available right now';

describe('a remote that is down or hangs', () => {
  it('shows the fallback with a retry in the content area while the rest of the page works', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.route('**/mf/household/**', (route) => route.abort('connectionrefused'));
    await page.goto('/join-household/some-token');
    await page.getByText(UNAVAILABLE).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Try again' }).waitFor();

    // The top bar, the drawer and the footer still work.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByText('Recipes').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await context.close();
  });

  it('does not hold up the shell when a remote never answers', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.route('**/mf/household/**', () => undefined);
    const started = Date.now();
    await page.goto('/join-household/some-token');
    await page.getByRole('button', { name: 'Open menu' }).waitFor({ timeout: 5_000 });
    expect(Date.now() - started).toBeLessThan(5_000);
    await page.getByText(UNAVAILABLE).waitFor({ timeout: 30_000 });
    await context.close();
  });
});

describe("a remote page's first data", () => {
  it("is asked for by the page's first script with the remote's manifest while the shell's first chunk is on its way, and the page and Module Federation take those answers", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const order: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/recipes') order.push('GET /api/recipes');
      else if (pathname.startsWith('/mf/recipes/')) order.push(pathname.slice('/mf/recipes/'.length));
    });
    // The shell's first chunk held back a second and a half, as on a slow line.
    let shellChunkArrived = false;
    await page.route(/\/main\.[0-9a-f]{12}\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      shellChunkArrived = true;
      await route.continue();
    });
    let dataAskedBeforeShellChunk: boolean | undefined;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/recipes') dataAskedBeforeShellChunk ??= !shellChunkArrived;
    });
    await page.goto('/recipes?page=1');
    await page.getByRole('heading', { level: 1, name: 'Recipes' }).waitFor();
    await page.waitForLoadState('networkidle');
    // Before any of the remote's code: its manifest and the page's data, each asked for once.
    expect(order.slice(0, 2).sort()).toEqual(['GET /api/recipes', 'mf-manifest.json']);
    expect(dataAskedBeforeShellChunk).toBe(true);
    expect(order.filter((entry) => entry === 'GET /api/recipes')).toHaveLength(1);
    expect(order.filter((entry) => entry === 'mf-manifest.json')).toHaveLength(1);
    expect(order.filter((entry) => entry === 'remoteEntry.js')).toHaveLength(1);
    // The preloaded chunks are the ones the page runs: none is downloaded twice.
    const scripts = order.filter((entry) => entry.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(1);
    expect(new Set(scripts).size).toBe(scripts.length);
    await context.close();
  });

  it("draws the recipe list from the page's first read before the app's code has run, keeps it while the page's code loads, and the page takes its place", async () => {
    const cook = await member('firstview');
    const title = `First view soup ${run}`;
    const id = await createRecipe(cook, { title, category: await createCategory(cook, `Soups ${run}`) });
    const context = await newContext(browser);
    const page = await context.newPage();
    const held = () => {
      let release!: () => void;
      const until = new Promise<void>((resolve) => (release = resolve));
      return { until, release };
    };
    const shellChunk = held();
    const remoteEntry = held();
    await page.route(/\/main\.[0-9a-f]{12}\.js$/, async (route) => {
      await shellChunk.until;
      await route.continue();
    });
    await page.route('**/mf/recipes/remoteEntry.js', async (route) => {
      await remoteEntry.until;
      await route.continue();
    });
    await page.goto(`/recipes?search=${encodeURIComponent(title)}`, { waitUntil: 'commit' });
    // A picture of the page for the eye: real links, out of the accessibility tree.
    const card = page.locator('.hearth-first-card').filter({ hasText: title });
    await card.waitFor();
    expect(await card.locator('a').getAttribute('href')).toBe(`/recipes/${id}`);
    expect(await page.locator('#hearth-first-view h1').textContent()).toBe('Recipes');
    expect(await page.getByRole('article').count()).toBe(0);
    // The app has not run yet.
    expect(await page.getByRole('button', { name: 'Open menu' }).count()).toBe(0);

    // The app runs while the page's code is still on its way: the view stays where the spinner
    // would be, and is what assistive technology hears as the page loading.
    shellChunk.release();
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    expect(await page.locator('main .hearth-first-card').filter({ hasText: title }).isVisible()).toBe(true);
    expect(await page.locator('main').getByRole('status', { name: 'Loading' }).locator('.hearth-first-card').count()).toBe(1);

    // The page renders its own list in the view's place: one list, one heading.
    remoteEntry.release();
    await page.getByRole('article', { name: title }).waitFor();
    expect(await page.getByRole('list', { name: 'Recipes' }).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1, name: 'Recipes' }).count()).toBe(1);
    expect(await page.locator('.hearth-first-card').count()).toBe(0);
    expect(await page.getByRole('status', { name: 'Loading' }).count()).toBe(0);
    await page.getByRole('link', { name: title }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await context.close();
  });

  it("opens a card of the drawn list within the app once the app runs, while the page's code is still on its way", async () => {
    const cook = await member('firstviewtap');
    const title = `Tapped soup ${run}`;
    const id = await createRecipe(cook, { title, category: await createCategory(cook, `Tapped ${run}`) });
    const context = await newContext(browser);
    const page = await context.newPage();
    let releaseEntry!: () => void;
    const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
    await page.route('**/mf/recipes/remoteEntry.js', async (route) => {
      await entryHeld;
      await route.continue();
    });
    await page.goto(`/recipes?search=${encodeURIComponent(title)}`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    const card = page.locator('main .hearth-first-card').filter({ hasText: title });
    await card.waitFor();
    // Set in this document: still there after the tap means the app moved, the page did not reload.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await card.locator('a').click();
    releaseEntry();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/recipes/${id}`);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await context.close();
  });

  it('paints the top bar and placeholder cards from the HTML alone, before any script runs', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/recipes');
    expect(await page.locator('#root').getByText('Hearth', { exact: true }).isVisible()).toBe(true);
    expect(await page.locator('.hearth-first-cards > div').count()).toBeGreaterThan(0);
    await context.close();
  });

  it("paints the home page on / from the HTML and its first script, before the app's code, and the app's home page takes its place", async () => {
    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route('**/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const firstHome = page.locator('.hearth-first-home');
    await firstHome.getByText('Welcome to Hearth').waitFor();
    expect(await firstHome.getByText('Recipe management').isVisible()).toBe(true);
    expect(await page.locator('.hearth-first-cards').isVisible()).toBe(false);
    // Hidden from assistive technology and inert: no heading or button for a screen reader, a tab
    // or a test to find before the app's own.
    expect(await page.getByRole('heading', { name: 'Welcome to Hearth' }).count()).toBe(0);

    releaseScripts();
    await page.getByRole('button', { name: 'Create Account' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Welcome to Hearth' }).count()).toBe(1);
    expect(await firstHome.count()).toBe(0);

    await context.close();

    // Someone signed in on the device is not offered 'Create Account' meanwhile; any other page
    // keeps its placeholder cards.
    const elsewhere = await browser.newContext({ baseURL: baseUrl });
    await elsewhere.addInitScript(() => localStorage.setItem('token', 'a-stored-session'));
    const other = await elsewhere.newPage();
    await other.route('**/*.js', (route) => route.abort());
    await other.goto('/');
    const drawn = other.locator('.hearth-first-home');
    expect(await drawn.getByText('Browse Recipes').isVisible()).toBe(true);
    expect(await drawn.getByText('Create Account').isVisible()).toBe(false);
    await other.goto('/recipes');
    expect(await other.locator('.hearth-first-home').isVisible()).toBe(false);
    expect(await other.locator('.hearth-first-cards > div').first().isVisible()).toBe(true);
    await elsewhere.close();
  });
});

describe("a phone's first visit to a remote page", () => {
  it("asks for all the page's code at once, in at most two waves, and preloads nothing it does not use", async () => {
    const cook = await member('waves');
    const title = `Wave bread ${run}`;
    await createRecipe(cook, { title, category: await createCategory(cook, `Breads ${run}`) });
    const context = await newContext(browser, { width: 360 });
    const page = await context.newPage();
    const unused: string[] = [];
    page.on('console', (message) => {
      if (/preloaded using link preload but not used/.test(message.text())) unused.push(message.text());
    });
    // A slow line's round trips: a wave of files starts only once the one before has answered and run.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 200, downloadThroughput: -1, uploadThroughput: -1 });
    await page.goto(`/recipes?search=${encodeURIComponent(title)}`);
    await page.getByRole('article', { name: title }).waitFor();
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ name: entry.name, startTime: entry.startTime, responseEnd: (entry as PerformanceResourceTiming).responseEnd })),
    );
    // A request started after every one before it had answered opens a new wave.
    let waves = 0;
    let waveEnd = -1;
    for (const entry of scripts.sort((a, b) => a.startTime - b.startTime)) {
      if (entry.startTime > waveEnd) waves += 1;
      waveEnd = Math.max(waveEnd, entry.responseEnd);
    }
    expect(waves).toBeLessThanOrEqual(2);
    // Chromium says so a few seconds after the page has loaded.
    await page.waitForTimeout(4000);
    expect(unused).toEqual([]);
    await context.close();
  });
});
