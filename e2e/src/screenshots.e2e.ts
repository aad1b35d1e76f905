import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot } from './browser';
import { aJpeg, choose, createCategory, createRecipe, holdImagePending, imageSettled, member, type Member, run, uploadImage } from './recipes-setup';
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

async function visit(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.getByRole('contentinfo').waitFor();
}

async function capture(page: Page, path: string, width: number, who: string) {
  await visit(page, path);
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
    const context = await newContext(browser, { width, token });
    const page = await context.newPage();
    for (const path of userPages) await capture(page, path, width, 'user');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await screenshot(page, `user-drawer-${width}`);
    await context.close();
  });
});

describe('screenshots of the recipe pages (e2e/artifacts/screenshots)', () => {
  let cook: Member;
  const recipes: Record<'ready' | 'failed' | 'none', string> = { ready: '', failed: '', none: '' };

  beforeAll(async () => {
      cook = await member('Screen Cook');
    const category = await createCategory(cook, `Screenshots ${run}`);
    const jpeg = await aJpeg();
    recipes.ready = await createRecipe(cook, { title: `Roast tomatoes ${run}`, category, image: await uploadImage(cook, jpeg) });
    // A JPEG cut short: its bytes say JPEG, but it does not decode, so the worker marks it failed.
    recipes.failed = await createRecipe(cook, { title: `Burnt toast ${run}`, category, isPrivate: true, image: await uploadImage(cook, jpeg.subarray(0, 3000)) });
    recipes.none = await createRecipe(cook, { title: `A rather long recipe title that has to wrap on a phone ${run}`, category });
    expect(await imageSettled(cook, recipes.ready)).toBe('ready');
    expect(await imageSettled(cook, recipes.failed)).toBe('failed');
  });

  it.each([360, 1280])('are taken at %d px: list, recipe (image ready, failed, pending), edit, dashboard', async (width) => {
    const context = await newContext(browser, { width, token: cook.token });
    const page = await context.newPage();
    await visit(page, `/recipes?search=${run}`);
    await screenshot(page, `recipes-list-${width}`);
    await visit(page, `/recipes/${recipes.ready}`);
    await screenshot(page, `recipes-detail-ready-${width}`);
    await visit(page, `/recipes/${recipes.failed}`);
    await page.getByText('Image upload failed').waitFor();
    await screenshot(page, `recipes-detail-failed-${width}`);
    await visit(page, `/recipes/edit/${recipes.ready}`);
    await screenshot(page, `recipes-edit-${width}`);
    await visit(page, '/dashboard');
    await page.getByRole('list', { name: 'Household recipes' }).waitFor();
    await screenshot(page, `recipes-dashboard-${width}`);
    await holdImagePending(page, recipes.ready);
    await visit(page, `/recipes/${recipes.ready}`);
    await page.getByText('Image is being processed...').first().waitFor();
    await screenshot(page, `recipes-detail-pending-${width}`);
    await context.close();
  });

  it.each([360, 1280])('are taken at %d px of every wizard step, its checks failing', async (width) => {
    const context = await newContext(browser, { width, token: cook.token });
    const page = await context.newPage();
    const next = () => page.getByRole('button', { name: 'Next' }).click();
    const shoot = async (name: string) => {
      await page.locator('.ant-form-item-explain-error').first().waitFor();
      await page.waitForTimeout(500); // the other fields' messages are still fading in
      await screenshot(page, `recipes-wizard-${name}-${width}`);
    };
    await page.goto('/recipes/create', { waitUntil: 'networkidle' });
    await next();
    await shoot('1-basic');
    await page.getByLabel('Recipe Title', { exact: true }).fill('Screenshot soup');
    await choose(page, 'Category', 'Create new category...');
    await next();
    await shoot('1-new-category');
    await page.getByLabel('New Category Name', { exact: true }).fill(`Wizard ${run}`);
    await next();

    await page.getByLabel('Prep Time (minutes)', { exact: true }).fill('');
    await page.getByLabel('Cook Time (minutes)', { exact: true }).fill('-1');
    await next();
    await shoot('2-time');
    await page.getByLabel('Prep Time (minutes)', { exact: true }).fill('10');
    await page.getByLabel('Cook Time (minutes)', { exact: true }).fill('25');
    await next();

    await page.getByRole('button', { name: 'Add Ingredient' }).click();
    await page.getByLabel('Ingredient 1 quantity', { exact: true }).fill('0');
    await next();
    await shoot('3-ingredients');
    await page.getByLabel('Ingredient 1 name', { exact: true }).fill('Leeks');
    await page.getByLabel('Ingredient 1 quantity', { exact: true }).fill('2');
    await page.getByLabel('Ingredient 2 name', { exact: true }).fill('Stock');
    await page.getByLabel('Ingredient 2 quantity', { exact: true }).fill('1.25');
    await choose(page, 'Ingredient 2 unit', 'l');
    await next();

    await page.getByRole('switch', { name: 'Preheat Oven?' }).click();
    await page.getByLabel('Oven Temperature', { exact: true }).fill('hot');
    await next();
    await shoot('4-preparation');
    await page.getByLabel('Oven Temperature', { exact: true }).fill('400');
    await page.getByLabel('Preparation step 1', { exact: true }).fill('Wash and slice the leeks');
    await next();

    await next();
    await shoot('5-cooking');
    await page.getByLabel('Cooking step 1', { exact: true }).fill('Simmer in the stock for 25 minutes');
    await next();

    await page.getByRole('switch', { name: 'Private Recipe (visible only to your household)' }).click();
    await screenshot(page, `recipes-wizard-6-review-${width}`);
    await context.close();
  });
});
