import type { Browser } from 'playwright-core';
import { launchBrowser, newContext } from './browser';

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
