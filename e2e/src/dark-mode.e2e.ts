// Dark mode (docs/product/README.md "Theme"): on a device set to dark, every page is dark from its
// first paint, the primary still green, and axe-core finds no serious or critical violation
// (colour contrast included) on a phone and a desktop; the profile's Theme switch makes it light
// at once, for good on this device; on paper it is light. Screenshots land in /tmp/shots-dark/.
import AxeBuilder from '@axe-core/playwright';
import { mkdir } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { everyPage, open, seedHousehold, type Household, type PageVisit } from './every-page';
import { baseUrl } from './stack';

const shotsDir = '/tmp/shots-dark';

let browser: Browser;
let household: Household;
beforeAll(async () => {
  browser = await launchBrowser();
  household = await seedHousehold();
  await mkdir(shotsDir, { recursive: true });
});
afterAll(() => browser.close());

/** A fresh browser profile on a device set to dark, signed in, the cookie banner answered. */
async function darkDevice(width: number): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width, height: width < 600 ? 780 : 900 }, colorScheme: 'dark' });
  await context.addInitScript((token) => {
    localStorage.setItem('cookieConsent', 'accepted');
    localStorage.setItem('token', token);
  }, household.owner.token);
  return context;
}

/** The pages a member uses most, each with what shows it has rendered. */
function memberPages(): PageVisit[] {
  const paths = ['/', '/recipes', `/recipes/${household.recipeId}`, '/recipes/create', '/meal-planner', `/shopping-lists/${household.listId}`, '/household', '/profile'];
  const visits = everyPage(household).filter((visit) => visit.signedIn);
  return paths.map((path) => visits.find((visit) => visit.path === path)!);
}

interface Look {
  theme: string | undefined;
  /** The page's ground and the WCAG relative luminance of its colour. */
  background: string;
  luminance: number;
  /** Hearth's primary, and antd's where the page has antd components. */
  primaries: string[];
}

/** How the page is painted: its scheme, its ground, its primaries as the browser computes them. */
function lookOf(page: Page): Promise<Look> {
  return page.evaluate(() => {
    const channels = (color: string) => (/rgba?\(([^)]+)\)/.exec(color)?.[1] ?? '').split(',').map((part) => Number(part.trim()));
    const linear = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
    const background = getComputedStyle(document.querySelector('main')?.parentElement ?? document.body).backgroundColor;
    const [r = 0, g = 0, b = 0] = channels(background);
    // A colour as the browser resolves it, through a probe's `color`.
    const resolve = (value: string) => {
      const probe = document.body.appendChild(document.createElement('i'));
      probe.style.color = value;
      const resolved = getComputedStyle(probe).color;
      probe.remove();
      return resolved;
    };
    const antd = document.querySelector('[class*="css-var-"]');
    const primaries = [resolve('var(--hearth-primary)'), ...(antd ? [resolve(getComputedStyle(antd).getPropertyValue('--ant-color-primary'))] : [])];
    return { theme: document.documentElement.dataset.theme, background, luminance: 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b), primaries };
  });
}

const isGreen = (color: string) => {
  const [r = 0, g = 0, b = 0] = (/rgba?\(([^)]+)\)/.exec(color)?.[1] ?? '').split(',').map(Number);
  return g > r + 40 && g > b + 40;
};

/** Until antd's dialogs and drawers have finished fading in (contrast is read from what is painted). */
function settled(page: Page): Promise<unknown> {
  return page.waitForFunction(() => ![...document.querySelectorAll('[class]')].some((element) => /-(appear|enter|leave)(-active)?(\s|$)/.test(element.getAttribute('class')!)));
}

async function seriousViolations(page: Page): Promise<string[]> {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => `${node.target.join(' ')}${node.failureSummary?.includes('contrast') ? ` ${node.any[0]?.message ?? ''}` : ''}`).join(', ')})`);
}

const shotName = (path: string, width: number) => `${path === '/' ? 'home' : path.slice(1).replace(/\//g, '_').replace(/[0-9a-f-]{36}/, 'one')}-${width}`;

describe('dark mode (a device set to dark, in Chromium through the gateway)', () => {
  it.each([360, 1280])('paints every page dark at %i px, the primary still green, with no serious or critical axe violation', async (width) => {
    const context = await darkDevice(width);
    const page = await context.newPage();
    const found: string[] = [];
    for (const visit of memberPages()) {
      await open(page, visit);
      const look = await lookOf(page);
      if (look.theme !== 'dark' || look.luminance > 0.05) found.push(`${visit.path}: not dark (${look.theme}, ${look.background})`);
      if (!look.primaries.every(isGreen)) found.push(`${visit.path}: primary not green (${look.primaries.join(', ')})`);
      found.push(...(await seriousViolations(page)).map((violation) => `${visit.path}: ${violation}`));
      await page.screenshot({ path: `${shotsDir}/${shotName(visit.path, width)}.png`, fullPage: true });
    }
    await context.close();
    expect(found).toEqual([]);
  }, 300_000);

  it('keeps the cookie banner, the menu drawer and cook mode readable on a phone', async () => {
    const context = await darkDevice(360);
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.removeItem('cookieConsent'));
    await open(page, everyPage(household).find((visit) => visit.signedIn && visit.route === '/recipes/:id')!);
    await page.getByRole('region', { name: 'Cookie consent' }).waitFor();
    const found = (await seriousViolations(page)).map((violation) => `cookie banner: ${violation}`);
    await page.screenshot({ path: `${shotsDir}/cookie-banner-360.png` });
    await page.getByRole('button', { name: 'Accept' }).click();

    await page.getByRole('button', { name: 'Cook mode' }).click();
    await page.getByRole('dialog', { name: /^Cook mode/ }).waitFor();
    found.push(...(await seriousViolations(page)).map((violation) => `cook mode: ${violation}`));
    await page.screenshot({ path: `${shotsDir}/cook-mode-360.png` });
    await page.getByRole('button', { name: 'Close cook mode' }).click();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    found.push(...(await seriousViolations(page)).map((violation) => `menu drawer: ${violation}`));
    await page.screenshot({ path: `${shotsDir}/menu-drawer-360.png` });
    await context.close();
    expect(found).toEqual([]);
  });

  it('is dark before the app has run: the first paint of a dark device, and a light choice under a dark device', async () => {
    const context = await darkDevice(1280);
    const page = await context.newPage();
    // Only the page itself: its first script and its styles, none of the app's code.
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto('/');
    expect(await lookOf(page)).toMatchObject({ theme: 'dark', background: 'rgb(16, 20, 16)' });
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await page.reload();
    expect(await lookOf(page)).toMatchObject({ theme: 'light', background: 'rgb(246, 248, 246)' });
    await context.close();
  });

  it("turns light at once with the profile's 'Light', with no new stylesheet nor styles computed, and stays light after a reload", async () => {
    const context = await darkDevice(1280);
    const page = await context.newPage();
    await open(page, everyPage(household).find((visit) => visit.signedIn && visit.path === '/profile')!);
    const logoutEverywhere = page.getByRole('button', { name: 'Log out everywhere' });
    const buttonGround = () => logoutEverywhere.evaluate((button) => getComputedStyle(button).backgroundColor);
    expect(await buttonGround()).toBe('rgb(26, 32, 26)');
    const stylesheets = () => page.evaluate(() => document.querySelectorAll('link[rel="stylesheet"]').length);
    const before = await stylesheets();
    const themeChoices = page.getByRole('radiogroup', { name: 'Theme' });
    expect(await themeChoices.getByRole('radio', { name: 'System' }).isChecked()).toBe(true);

    await themeChoices.getByRole('radio', { name: 'Light' }).check();
    expect(await lookOf(page)).toMatchObject({ theme: 'light', background: 'rgb(246, 248, 246)' });
    expect(await buttonGround()).toBe('rgb(255, 255, 255)');
    expect(await stylesheets()).toBe(before);
    // antd's components' rules still come from the build's stylesheet alone (page-weight.e2e.ts reads them the same way).
    const computed = () => page.evaluate(() => [...document.querySelectorAll('style[data-css-hash]')].filter((style) => style.textContent?.includes(':where(.css-')).length);
    expect(await computed()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.reload();
    await themeChoices.waitFor();
    expect(await themeChoices.getByRole('radio', { name: 'Light' }).isChecked()).toBe(true);
    expect(await lookOf(page)).toMatchObject({ theme: 'light', background: 'rgb(246, 248, 246)' });
    expect(await buttonGround()).toBe('rgb(255, 255, 255)');

    await themeChoices.getByRole('radio', { name: 'Dark' }).check();
    expect(await lookOf(page)).toMatchObject({ theme: 'dark', background: 'rgb(16, 20, 16)' });
    expect(await buttonGround()).toBe('rgb(26, 32, 26)');
    await context.close();
  });

  it('prints a recipe light', async () => {
    const context = await darkDevice(1280);
    const page = await context.newPage();
    await open(page, everyPage(household).find((visit) => visit.signedIn && visit.route === '/recipes/:id')!);
    await page.emulateMedia({ media: 'print' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    const colours = () =>
      page.evaluate(() => ({
        text: getComputedStyle(document.querySelector('h1')!).color,
        button: getComputedStyle(document.querySelector('.ant-btn')!).getPropertyValue('--ant-color-bg-container'),
      }));
    expect(await colours()).toEqual({ text: 'rgba(0, 0, 0, 0.88)', button: '#ffffff' });
    await page.emulateMedia({ media: 'screen' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await context.close();
  });
});
