import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext } from './browser';
import { choose } from './planning-setup';
import { aJpeg, createCategory, eventually, imageSettled, member, run, uploadImage, type Member } from './recipes-setup';
import { api, baseUrl } from './stack';

// At the stove: a recipe scaled to the servings cooked (the address keeps it), the recipe on
// paper, alone, the week planned for 6 shopped for 6, and cook mode: step by step with a timer.

let browser: Browser;
let cook: Member;
let recipeId: string;
const title = `Shepherd's Pie ${run}`;

beforeAll(async () => {
  browser = await launchBrowser();
  cook = await member('Carla Cook');
  const category = await createCategory(cook, `Pies ${run}`);
  const image = await uploadImage(cook, await aJpeg());
  const body = JSON.stringify({
    title,
    category,
    prepTime: 20,
    cookTime: 45,
    servings: 4,
    ingredients: [
      { name: 'Minced lamb', quantity: 500, unit: 'g' },
      { name: 'Potatoes', quantity: 1000, unit: 'g' },
      { name: 'Milk', quantity: 0.5, unit: 'cup' },
      { name: 'Onion', quantity: 1, unit: 'whole' },
      { name: 'Thyme', quantity: 1, unit: 'tsp' },
    ],
    instructions: '1. Brown the lamb with the onion.\n2. Boil the potatoes for 20 minutes and mash them with the milk.\n3. Top the lamb with the mash and bake for 25 minutes.',
    image,
  });
  recipeId = await eventually('the recipe saved', async () => {
    const created = await api('/recipes', { method: 'POST', headers: cook.auth, body });
    return created.status === 201 ? ((await created.json()) as { _id: string })._id : undefined;
  });
  await imageSettled(cook, recipeId);
});
afterAll(() => browser.close());

const phone = () => newContext(browser, { width: 360, token: cook.token });

const amounts = (page: import('playwright-core').Page) => page.getByRole('list', { name: 'Ingredients' }).getByRole('listitem').allTextContents();

describe('cooking from a recipe, in a real browser through the gateway', () => {
  it('scales the recipe to 6, and a shared link opens it at 6', async () => {
    const context = await phone();
    const page = await context.newPage();
    await page.goto(`/recipes/${recipeId}`);
    const servings = page.getByRole('group', { name: 'Servings' });
    await servings.getByRole('button', { name: 'More servings' }).click();
    await servings.getByRole('button', { name: 'More servings' }).click();
    await page.waitForURL((url) => url.searchParams.get('servings') === '6');
    expect(await amounts(page)).toEqual(['Minced lamb 750 g', 'Potatoes 1500 g', 'Milk ¾ cup', 'Onion 1 ½ whole', 'Thyme 1 ½ tsp']);
    const shared = page.url();
    await context.close();

    const other = await browser.newContext({ baseURL: baseUrl });
    const opened = await other.newPage();
    await opened.goto(shared);
    await opened.getByRole('group', { name: 'Servings' }).getByTestId('chosen-servings').filter({ hasText: '6' }).waitFor();
    expect(await amounts(opened)).toEqual(['Minced lamb 750 g', 'Potatoes 1500 g', 'Milk ¾ cup', 'Onion 1 ½ whole', 'Thyme 1 ½ tsp']);
    await other.close();
  });

  it('prints the recipe alone, as scaled, on one page', async () => {
    const context = await phone();
    const page = await context.newPage();
    await page.goto(`/recipes/${recipeId}?servings=6`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('img', { name: title }).waitFor();
    await page.emulateMedia({ media: 'print' });
    const frame = { 'top bar': page.locator('header'), footer: page.locator('footer'), 'Back to Recipes': page.getByRole('button', { name: 'Back to Recipes' }), servings: page.getByRole('group', { name: 'Servings' }) };
    const printed = await Promise.all(Object.entries(frame).map(async ([what, part]) => [what, await part.isVisible()]));
    expect(printed.filter(([, visible]) => visible).map(([what]) => what)).toEqual([]);
    expect(await page.getByRole('heading', { level: 1, name: title }).isVisible()).toBe(true);
    expect(await page.getByText('Scaled to serve 6').isVisible()).toBe(true);
    expect(await page.getByTestId('instructions').isVisible()).toBe(true);
    expect(await amounts(page)).toContain('Minced lamb 750 g');
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
    await page.emulateMedia({ media: 'screen' });
    expect(await page.getByText('Scaled to serve 6').isVisible()).toBe(false);
    await context.close();
  });

  it('plans the recipe for 6 in the week, and the list generated from the week asks for 6 people', async () => {
    const context = await newContext(browser, { token: cook.token });
    const page = await context.newPage();
    await page.goto('/meal-planner');
    await page.getByRole('button', { name: /^Add dinner on / }).first().click();
    const dialog = page.getByRole('dialog');
    await choose(page, 'Recipe', title, title.slice(0, 4));
    await dialog.getByRole('spinbutton', { name: 'Servings' }).fill('6');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('group', { name: new RegExp(`^${title}, dinner on `) }).getByText('For 6').waitFor();

    await page.getByRole('button', { name: 'Generate Shopping List' }).click();
    await page.waitForURL(/\/shopping-lists\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 2, name: 'Items to Purchase (5)' }).waitFor();
    const lines = await page
      .getByRole('list', { name: /^Items to Purchase/ })
      .getByRole('listitem')
      .evaluateAll((rows) => rows.map((row) => (row as HTMLElement).innerText.replace(/\s+/g, ' ').trim()));
    // The pie serves 4: each line ×1.5, read as a cook says it.
    expect(lines).toEqual(['Milk ¾ cup', 'Minced lamb 750 g', 'Onion 1 ½ whole', 'Potatoes 1.5 kg', 'Thyme 1 ½ tsp']);
    await context.close();
  });

  it('cooks in cook mode on a phone: full screen, step by step by button, key and swipe, a timer from the step, accessible', async () => {
    const context = await phone();
    const page = await context.newPage();
    await page.goto(`/recipes/${recipeId}?servings=6`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('button', { name: 'Cook mode' }).click();
    const dialog = page.getByRole('dialog', { name: `Cook mode: ${title}` });
    await dialog.getByText('Step 1 of 3').waitFor();
    const box = (await dialog.boundingBox())!;
    const screen = page.viewportSize()!;
    expect([box.width, box.height]).toEqual([360, screen.height]);
    expect(await dialog.getByTestId('cook-step').textContent()).toBe('Brown the lamb with the onion.');

    await dialog.getByRole('button', { name: 'Next step' }).click();
    await dialog.getByText('Step 2 of 3').waitFor();
    await page.waitForURL((url) => url.searchParams.get('step') === '2' && url.searchParams.get('servings') === '6');
    await dialog.getByRole('button', { name: 'Start 20 min timer' }).click();
    await dialog.getByRole('list', { name: 'Timers' }).getByLabel(/^20 min timer, (20:00|19:5\d) left$/).waitFor();
    await page.keyboard.press('ArrowRight');
    await dialog.getByText('Step 3 of 3').waitFor();
    // The timer stays in sight on every step.
    expect(await dialog.getByRole('list', { name: 'Timers' }).getByLabel(/^20 min timer/).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Ingredients (5 left)' }).click();
    await dialog.getByRole('checkbox', { name: 'Minced lamb 750 g' }).check();
    await dialog.getByRole('button', { name: 'Ingredients (4 left)' }).waitFor();

    const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);

    // A reload comes back to the step, with the timer still running.
    await page.reload();
    await dialog.getByText('Step 3 of 3').waitFor();
    await dialog.getByRole('list', { name: 'Timers' }).getByLabel(/^20 min timer/).waitFor();
    await dialog.getByRole('button', { name: 'Stop 20 min timer' }).click();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await context.close();
  });
});
