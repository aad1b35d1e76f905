import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext } from 'playwright-core';
import { writeZip } from '@hearth/service-kit';
import sharp from 'sharp';

// Importing another app's export and a household's backup, as a family does it in Chromium: the
// file picked on the page, a progress bar, the report; and a backup downloaded by one household
// and restored into a new one, checked over the API field by field.

type Call = (path: string, token: string, init?: RequestInit) => Promise<Response>;

const caller =
  (base: string): Call =>
  (path, token, init = {}) =>
    fetch(`${base}/api${path}`, { ...init, headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, ...(init.headers ?? {}) } });

async function phone(browser: Browser, base: string, token: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 780 }, acceptDownloads: true });
  await context.addInitScript((saved) => {
    localStorage.setItem('cookieConsent', 'accepted');
    localStorage.setItem('token', saved);
  }, token);
  return context;
}

/** A Mealie recipe export (recipes/<slug>/<slug>.json and its picture), as Mealie writes one. */
export async function mealieExport(titles: string[]): Promise<Buffer> {
  const picture = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#b5542c' } }).webp().toBuffer();
  return writeZip(
    titles.flatMap((title, n) => {
      const slug = `recipe-${n}`;
      const recipe = {
        name: title,
        slug,
        recipe_yield: '4 servings',
        prep_time: '15 minutes',
        perform_time: '1 hour',
        org_url: `https://mealie.example/${slug}`,
        recipe_category: [{ name: 'Mains', slug: 'mains' }],
        recipe_ingredient: [{ note: '', quantity: 2, unit: { name: 'cup' }, food: { name: 'rice' }, original_text: '2 cups rice' }, { note: '1 onion, chopped', original_text: null }],
        recipe_instructions: [{ title: '', text: 'Fry the onion.' }, { title: '', text: 'Add the rice and simmer for 20 minutes.' }],
      };
      return [
        { name: `recipes/${slug}/${slug}.json`, data: JSON.stringify(recipe) },
        ...(n === 0 ? [{ name: `recipes/${slug}/images/original.webp`, data: picture, stored: true }] : []),
      ];
    }),
  );
}

/** 'Import recipes' on /recipes: a Mealie export of `titles` goes in with a progress bar, and its recipes are listed. */
export async function importsAMealieExport(browser: Browser, base: string, token: string, titles: string[]): Promise<void> {
  const context = await phone(browser, base, token);
  const page = await context.newPage();
  await page.goto('/recipes');
  await page.getByRole('button', { name: 'Import recipes' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Export file').setInputFiles({ name: 'mealie_2026.11.28.zip', mimeType: 'application/zip', buffer: await mealieExport(titles) });
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await dialog.getByRole('progressbar').waitFor();
  await dialog.getByText(`Imported ${titles.length} recipes`).waitFor({ timeout: 60_000 });
  for (const title of titles.slice(0, 3)) await dialog.getByRole('link', { name: title, exact: true }).waitFor();
  await page.keyboard.press('Escape');
  await page.goto(`/recipes?search=${encodeURIComponent(titles[0]!)}`);
  await page.getByRole('article', { name: titles[0], exact: true }).waitFor();
  await context.close();
}

/**
 * One household's backup, made on the household page, restored into another household's page:
 * afterwards that household holds the same recipes, plans and lists (checked over the API).
 */
export async function backsUpAndRestores(browser: Browser, base: string, from: { token: string }, into: { token: string }, title: string): Promise<void> {
  const call = caller(base);
  let category = '';
  await waitFor('a category', async () => {
    const made = (await (await call('/categories', from.token, { method: 'POST', body: JSON.stringify({ name: 'Stews' }) })).json()) as { _id?: string; category?: { _id: string } };
    category = made.category?._id ?? made._id ?? '';
    return category !== '';
  });
  const body = JSON.stringify({
    title,
    category,
    prepTime: 10,
    cookTime: 25,
    servings: 3,
    ingredients: [{ name: 'Lentils', quantity: 250, unit: 'g' }],
    instructions: '1. Rinse.\n2. Simmer 25 minutes.',
    isPrivate: true,
  });
  let recipeId = '';
  // The new household reaches svc-recipes as an event: until then a create answers 409.
  await waitFor('the recipe saved', async () => {
    const created = await call('/recipes', from.token, { method: 'POST', body });
    if (created.status === 201) recipeId = ((await created.json()) as { _id: string })._id;
    return recipeId !== '';
  });
  await waitFor('the recipe in planning', async () => (await call('/meal-plans', from.token, { method: 'POST', body: JSON.stringify({ startDate: '2026-11-23', meals: [{ date: '2026-11-25', mealType: 'dinner', recipeId }] }) })).ok);
  const list = (await (await call('/shopping-lists', from.token, { method: 'POST', body: JSON.stringify({ name: `Lentil shop ${title}`, recipeIds: [recipeId] }) })).json()) as { _id: string };

  const context = await phone(browser, base, from.token);
  const page = await context.newPage();
  await page.goto('/household');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download a backup' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^hearth-.+-\d{4}-\d{2}-\d{2}\.zip$/);
  const archive = await readFile((await download.path())!);
  await context.close();

  const restoring = await phone(browser, base, into.token);
  const restorePage = await restoring.newPage();
  await restorePage.goto('/household');
  await restorePage.getByLabel('Backup file').setInputFiles({ name: download.suggestedFilename(), mimeType: 'application/zip', buffer: archive });
  await restorePage.getByRole('button', { name: 'Restore', exact: true }).click();
  await restorePage.getByText(/Restored 1 recipes?, 1 meal plans? \(1 meals?\) and 1 shopping lists?/).waitFor({ timeout: 60_000 });
  await restoring.close();

  const recipes = (await (await call('/recipes?household=mine', into.token)).json()) as { recipes: { title: string; servings: number; isPrivate: boolean; prepTime: number; cookTime: number }[] };
  expect(recipes.recipes.map(({ title: t, servings, isPrivate, prepTime, cookTime }) => ({ t, servings, isPrivate, prepTime, cookTime }))).toEqual([
    { t: title, servings: 3, isPrivate: true, prepTime: 10, cookTime: 25 },
  ]);
  const plans = (await (await call('/meal-plans', into.token)).json()) as { startDate: string; meals: { date: string; mealType: string; recipe: { title: string } }[] }[];
  expect(plans.map((plan) => [plan.startDate, plan.meals.map((meal) => [meal.date, meal.mealType, meal.recipe.title])])).toEqual([['2026-11-23', [['2026-11-25', 'dinner', title]]]]);
  const lists = (await (await call('/shopping-lists', into.token)).json()) as { _id: string; name: string }[];
  expect(lists.map((one) => one.name)).toEqual([`Lentil shop ${title}`]);
  const items = (await (await call(`/shopping-lists/${lists[0]!._id}`, into.token)).json()) as { items: { name: string; quantity: number; unit: string }[] };
  const original = (await (await call(`/shopping-lists/${list._id}`, from.token)).json()) as { items: { name: string; quantity: number; unit: string }[] };
  expect(items.items.map(({ name, quantity, unit }) => ({ name, quantity, unit }))).toEqual(original.items.map(({ name, quantity, unit }) => ({ name, quantity, unit })));
}

async function waitFor(what: string, attempt: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await attempt()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}
