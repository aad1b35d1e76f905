import type { Browser, Page } from 'playwright-core';
import type { RecipePages } from './recipe-pages';

/** True once the <img> has decoded a real picture. */
const loaded = (image: ReturnType<Page['locator']>) => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);

async function until(what: string, check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 150; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * 'Import from a website' on a phone: a recipe site's page read into the review form, saved, shown
 * with its servings and ingredients, and listed with its picture. `token` is a signed-in member's.
 */
export async function importsARecipePage(browser: Browser, base: string, token: string, pages: RecipePages, title: string): Promise<void> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 780 } });
  await context.addInitScript((saved) => {
    localStorage.setItem('cookieConsent', 'accepted');
    localStorage.setItem('token', saved);
  }, token);
  const page = await context.newPage();
  await page.goto('/recipes/create');
  await page.getByLabel('Recipe page address').fill(`${pages.origin}/recipes/soup?title=${encodeURIComponent(title)}`);
  await page.getByRole('button', { name: 'Import' }).click();

  const titleField = page.getByLabel('Title', { exact: true });
  await titleField.waitFor();
  expect(await titleField.inputValue()).toBe(title);
  expect(await page.getByLabel('Servings (optional)').inputValue()).toBe('4');
  expect(await page.getByLabel('Prep Time (minutes)').inputValue()).toBe('15');
  expect(await page.getByLabel('Instructions').inputValue()).toBe('1. Roast the tomatoes and garlic for 30 minutes.\n2. Blend with the stock and simmer for 15 minutes.');
  // The page's picture came with the draft, already uploaded: processing, or shown once ready.
  await page.getByRole('img', { name: 'Recipe image preview' }).or(page.getByText('Image is being processed...')).first().waitFor();
  // 'Soups' is offered as a new category unless someone made it already.
  const offer = page.getByRole('button', { name: 'Create category "Soups"' });
  if (await offer.isVisible()) {
    await offer.click();
    await offer.waitFor({ state: 'detached' });
  }

  await page.getByRole('button', { name: 'Save Recipe' }).click();
  await page.waitForURL(/\/recipes\/[0-9a-f-]{36}$/);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.getByText('Serves 4').waitFor();
  const lines = await page.getByRole('list', { name: 'Ingredients' }).getByRole('listitem').allTextContents();
  // Ingredient names are one catalogue for everyone: a name another household wrote first keeps its spelling.
  expect(lines.map((line) => line.toLowerCase())).toEqual(['ripe tomatoes 2 lb', 'vegetable stock 1.5 cup', 'garlic, sliced 2 clove', 'salt to taste 1 whole']);

  await page.goto('/recipes');
  const picture = page.getByRole('article', { name: title }).getByRole('img', { name: title });
  await until('the imported picture on the card', async () => (await picture.count()) > 0 && loaded(picture));
  await context.close();
}
