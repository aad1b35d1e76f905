import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { importsARecipePage } from './import-scenario';
import { startRecipePages, type RecipePages } from './recipe-pages';
import { member, run } from './recipes-setup';
import { baseUrl } from './stack';

// 'Import from a website' through the stack: the recipe site is served here, on the one private
// address the stack was told it may fetch from (scripts/test-e2e.mjs, IMPORT_ALLOWED_HOSTS).

let browser: Browser;
let pages: RecipePages;
beforeAll(async () => {
  browser = await launchBrowser();
  pages = await startRecipePages();
});
afterAll(async () => {
  await browser.close();
  await pages.close();
});

describe('importing a recipe from a website, in a real browser through the gateway', () => {
  it('reads the page into a form to review, saves it, and lists it with its picture', async () => {
    const ida = await member('Ida Importer');
    await importsARecipePage(browser, baseUrl, ida.token, pages, `Tomato Soup ${run}`);
  });
});
