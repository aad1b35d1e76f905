import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot, screenshotDir } from './browser';
import { choose, listFromRecipes, planWeek, recipe } from './planning-setup';
import { createCategory, member, type Member } from './recipes-setup';
import { api } from './stack';

// Screenshots of the planning pages (e2e/artifacts/screenshots), at a phone's 360 px and a
// desktop's 1280 px: the planner, its dialog failing its check, the lists, the create dialog, a
// list, its add-item dialog, and the printed list (print media, and a PDF on A4).

let browser: Browser;
let shopper: Member;
let listId: string;
const week = '2030-03-03'; // a Sunday: en-US, Chromium's language here, starts its weeks on it

beforeAll(async () => {
  browser = await launchBrowser();
  shopper = await member('Screen Shopper');
  const dishes = await createCategory(shopper, `Planning screens ${Date.now()}`);
  const porridge = await recipe(shopper, dishes, 'Overnight oats with berries', [
    { name: 'Rolled oats', quantity: 80, unit: 'g' },
    { name: 'Oat milk', quantity: 200, unit: 'ml' },
    { name: 'Blueberries', quantity: 1, unit: 'cup' },
  ]);
  const lasagne = await recipe(shopper, dishes, 'A rather long lasagne title that has to wrap in a narrow column', [
    { name: 'Lasagne sheets', quantity: 250, unit: 'g' },
    { name: 'Chopped tomatoes', quantity: 800, unit: 'g' },
    { name: 'Oat milk', quantity: 0.5, unit: 'l' },
    { name: 'Garlic', quantity: 2, unit: 'clove' },
  ]);
  const soup = await recipe(shopper, dishes, 'Leek soup', [
    { name: 'Baby leeks', quantity: 3, unit: 'whole' },
    { name: 'Vegetable stock', quantity: 1, unit: 'l' },
  ]);
  await listFromRecipes(shopper, 'Weekend baking', [porridge._id]);
  const meal = (day: number, mealType: string, recipeId: string, notes = '') => ({ date: `2030-03-0${3 + day}`, mealType, recipeId, notes });
  const mealPlanId = await planWeek(shopper, week, [
    meal(0, 'breakfast', porridge._id, 'Soak the night before'),
    meal(1, 'dinner', lasagne._id),
    meal(2, 'lunch', soup._id),
    meal(2, 'dinner', soup._id),
    meal(4, 'breakfast', porridge._id),
    meal(5, 'snack', porridge._id),
  ]);
  const generated = await api('/shopping-lists/generate-from-meal-plan', { method: 'POST', headers: shopper.auth, body: JSON.stringify({ mealPlanId }) });
  expect(generated.status).toBe(201);
  const list = (await generated.json()) as { _id: string; items: { _id: string; name: string }[] };
  listId = list._id;
  for (const item of list.items.filter(({ name }) => ['Garlic', 'Rolled oats'].includes(name))) {
    expect((await api(`/shopping-lists/${listId}/items/${item._id}/toggle`, { method: 'PATCH', headers: shopper.auth, body: '{}' })).status).toBe(200);
  }
});
afterAll(() => browser.close());

async function visit(page: Page, where: string, ready: string) {
  // Not 'networkidle': the planning pages keep their live stream (GET /api/live) open.
  await page.goto(where, { waitUntil: 'load' });
  await page.getByText(ready, { exact: true }).first().waitFor();
}

describe('screenshots of the planning pages (e2e/artifacts/screenshots)', () => {
  it.each([360, 1280])('are taken at %d px: planner and meal dialog, lists and create dialog, a list, add-item dialog, print', async (width) => {
    const context = await newContext(browser, { width });
    await context.addInitScript((token) => localStorage.setItem('token', token), shopper.token);
    const page = await context.newPage();
    const shoot = async (name: string) => {
      // Once dialogs and dropdowns have finished opening (spinners go on for ever: not those).
      await page.waitForFunction(() =>
        document.getAnimations().every((motion) => motion.playState !== 'running' || motion.effect?.getTiming().iterations === Infinity),
      );
      // Nothing runs off the side: a phone never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.evaluate(() => window.scrollTo(0, 0)); // a full-page shot of a scrolled page repeats the sticky top bar
      await screenshot(page, `planning-${name}-${width}`);
    };

    await visit(page, `/meal-planner?week=${week}`, 'Leek soup');
    await shoot('planner');
    await page.getByRole('button', { name: /^Add (lunch|meal) on / }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Add' }).click();
    await page.getByText('Please select both a recipe and meal type').waitFor();
    await shoot('meal-dialog-check');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: /^Edit Overnight oats with berries, breakfast/ }).first().click();
    await page.getByRole('dialog').getByText('Soak the night before').waitFor();
    await shoot('meal-dialog-edit');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    await visit(page, '/shopping-lists', 'Weekend baking');
    await shoot('lists');
    await page.getByRole('button', { name: 'Create New List' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
    await page.getByText('Please enter a name for your shopping list').waitFor();
    await shoot('create-dialog-check');
    await page.getByRole('dialog').getByLabel('List name').fill('Party');
    await choose(page, 'Add ingredients from recipes (optional)', 'Leek soup', 'leek');
    await page.getByRole('dialog').getByText('Create Shopping List').click(); // closes the recipes' dropdown
    await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
    await shoot('create-dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: /^Delete Weekend baking/ }).click();
    await page.getByRole('dialog').getByText(/will be deleted for everyone/).waitFor();
    await shoot('delete-dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    await visit(page, `/shopping-lists/${listId}`, 'Baby leeks');
    await shoot('list');
    await page.getByRole('button', { name: 'Add Item' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Add' }).click();
    await page.getByText('Please select or enter an ingredient name').waitFor();
    await shoot('add-item-check');
    await page.getByRole('dialog').getByRole('combobox', { name: 'Ingredient' }).fill('oat');
    await page.locator('.ant-select-dropdown:visible').getByText('Oat milk').waitFor();
    await shoot('add-item-search');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    await page.emulateMedia({ media: 'print' });
    await shoot('print');
    await writeFile(path.join(screenshotDir, `planning-print-${width}.pdf`), await page.pdf({ format: width < 600 ? 'Letter' : 'A4' }));
    await context.close();
  });
});
