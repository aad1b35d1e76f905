import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot } from './browser';
import { api, uniqueEmail } from './stack';

let browser: Browser;
let token: string;
let invitationPath: string;
let inviteCode: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const email = uniqueEmail('screens');
  const response = await api('/auth/register', { method: 'POST', body: JSON.stringify({ name: 'Screen Shooter', email, password: 'secret123' }) });
  token = (await response.json()).token;
  const auth = { Authorization: `Bearer ${token}` };
  let household: { inviteCode: string } | undefined;
  for (let i = 0; i < 50 && !household; i++) {
    const answer = await api('/households', { headers: auth });
    if (answer.status === 200) household = await answer.json();
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
  inviteCode = household!.inviteCode;
  const invited = await api('/invitations', { method: 'POST', headers: auth, body: JSON.stringify({ email: uniqueEmail('guest') }) });
  invitationPath = new URL((await invited.json()).inviteLink).pathname;
});
afterAll(() => browser.close());

const guestPages = ['/', '/login', '/register', '/forgot-password', '/reset-password/example-token', '/cookie-policy', '/terms-and-conditions', '/privacy', '/no-such-page'];
const userPages = ['/dashboard', '/profile', '/household'];

async function capture(page: Page, path: string, width: number, who: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.getByRole('contentinfo').waitFor();
  const name = `${who}-${path === '/' ? 'home' : path.slice(1).replace(/\//g, '_')}-${width}`;
  await screenshot(page, name);
}

describe('screenshots of every shell page (e2e/artifacts/screenshots)', () => {
  it.each([360, 1280])('are taken at %d px for guests, with and without the cookie banner', async (width) => {
    const context = await newContext(browser, { width });
    const page = await context.newPage();
    for (const path of [...guestPages, invitationPath, `/join?code=${inviteCode}`]) await capture(page, path, width, 'guest');
    await context.close();
    const fresh = await newContext(browser, { width, consent: false });
    const first = await fresh.newPage();
    await capture(first, '/', width, 'first-visit');
    await first.getByRole('region', { name: 'Cookie consent' }).waitFor();
    await fresh.close();
  });

  it.each([360, 1280])('are taken at %d px for a signed-in user', async (width) => {
    const context = await newContext(browser, { width });
    await context.addInitScript((value) => localStorage.setItem('token', value), token);
    const page = await context.newPage();
    for (const path of userPages) await capture(page, path, width, 'user');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await screenshot(page, `user-drawer-${width}`);
    await context.close();
  });
});
