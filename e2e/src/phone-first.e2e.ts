import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { joinByCode, listFromRecipes, planWeek, recipe } from './planning-setup';
import { api, baseUrl } from './stack';
import { createCategory, eventually, member, run, type Member } from './recipes-setup';

// A household on phones (360 px, en-GB): the list two taps away from any page, a planned meal's
// recipe opened from the planner, the week's list updated rather than made twice (a tick kept),
// a removed item brought back with Undo for the other phone too, a list arranged by aisle (kept
// after a reload, an item moved for good), and recipe cards that open wherever they are tapped.

let browser: Browser;
let ada: Member;
let ben: Member;
const week = '2031-03-03';
let soup: { _id: string; title: string };
let bread: { _id: string; title: string };
let planId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  ada = await member('Ada Phone');
  ben = await member('Ben Phone');
  await joinByCode(ada, ben);
  const category = await createCategory(ada, `Phone food ${run}`);
  soup = await recipe(ada, category, `Phone soup ${run}`, [
    { name: 'Leeks', quantity: 2, unit: 'whole' },
    { name: 'Stock', quantity: 1, unit: 'l' },
  ]);
  bread = await recipe(ada, category, `Phone bread ${run}`, [
    { name: 'Flour', quantity: 500, unit: 'g' },
    { name: 'Yeast', quantity: 1, unit: 'tsp' },
  ]);
  planId = await planWeek(ada, week, [{ date: week, mealType: 'dinner', recipeId: soup._id }]);
});
afterAll(() => browser.close());

async function phone(who: Member): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 360, height: 740 }, locale: 'en-GB' });
  await context.addInitScript((token) => {
    localStorage.setItem('cookieConsent', 'accepted');
    localStorage.setItem('token', token);
  }, who.token);
  return context;
}

const itemLines = (page: Page, group: RegExp) =>
  page
    .getByRole('list', { name: group })
    .getByRole('listitem')
    .evaluateAll((rows) => rows.map((row) => (row as HTMLElement).innerText.replace(/\s+/g, ' ').trim()));

describe('a household on phones, in Chromium through the gateway', () => {
  it("opens the week's meal's recipe from the planner, and updates the week's list instead of making another, keeping a tick", async () => {
    const context = await phone(ada);
    const page = await context.newPage();
    await page.goto(`/meal-planner?week=${week}`);
    await page.getByRole('button', { name: 'Generate Shopping List' }).click();
    await page.waitForURL(/\/shopping-lists\/[0-9a-f-]{36}$/);
    const listUrl = page.url();
    await page.getByRole('checkbox', { name: 'Leeks' }).click();
    await page.getByRole('list', { name: /^Purchased Items/ }).getByRole('checkbox', { name: 'Leeks' }).waitFor();

    // The week changes over the API (Ben, on his phone), then Ada generates again.
    await eventually('the bread planned', async () => {
      const added = await api(`/meal-plans/${planId}/meals`, {
        method: 'POST',
        headers: ben.auth,
        body: JSON.stringify({ date: '2031-03-04', mealType: 'lunch', recipeId: bread._id, servings: null, notes: '' }),
      });
      return added.status === 201 ? true : undefined;
    });
    await page.goto(`/meal-planner?week=${week}`);
    await page.getByRole('link', { name: bread.title }).waitFor();
    await page.getByRole('button', { name: 'Generate Shopping List' }).click();
    const offer = page.getByRole('dialog', { name: 'This week has a shopping list' });
    await offer.getByRole('button', { name: 'Update the list' }).click();
    await page.waitForURL(listUrl);
    await page.getByRole('heading', { level: 2, name: 'Items to Purchase (3)' }).waitFor();
    expect(await itemLines(page, /^Items to Purchase/)).toEqual(['Flour 500 g', 'Stock 1 l', 'Yeast 1 tsp']);
    expect(await itemLines(page, /^Purchased Items/)).toEqual(['Leeks 2 whole']);
    const lists = (await (await api('/shopping-lists', { headers: ada.auth })).json()) as unknown[];
    expect(lists).toHaveLength(1);

    // From the planner, a meal opens its recipe.
    await page.goto(`/meal-planner?week=${week}`);
    await page.getByRole('link', { name: soup.title }).click();
    await page.waitForURL(`**/recipes/${soup._id}`);
    await page.getByRole('heading', { level: 1, name: soup.title }).waitFor();
    await context.close();
  });

  it('reaches the newest list from any page in two taps or fewer', async () => {
    const context = await phone(ada);
    const page = await context.newPage();
    const newest = await listFromRecipes(ada, `Corner shop ${run}`, [bread._id]);
    for (const path of ['/', '/recipes', `/recipes/${soup._id}`, '/meal-planner', '/household', '/profile']) {
      await page.goto(path);
      await page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: 'List' }).click();
      await page.waitForURL(`**/shopping-lists/${newest}`);
      await page.getByRole('heading', { level: 1, name: `Corner shop ${run}` }).waitFor();
    }
    await context.close();
  });

  it('brings a removed item back with Undo, on the other phone too', async () => {
    const listId = await listFromRecipes(ada, `Undo shop ${run}`, [soup._id]);
    const [adaPhone, benPhone] = await Promise.all([phone(ada), phone(ben)]);
    const [adaPage, benPage] = await Promise.all([adaPhone.newPage(), benPhone.newPage()]);
    await Promise.all([adaPage.goto(`/shopping-lists/${listId}`), benPage.goto(`/shopping-lists/${listId}`)]);
    await benPage.getByRole('checkbox', { name: 'Stock' }).waitFor();
    await adaPage.getByRole('button', { name: 'Remove Stock' }).click();
    await benPage.getByRole('checkbox', { name: 'Stock' }).waitFor({ state: 'detached' });
    await adaPage.getByRole('status', { name: 'Removed item' }).getByRole('button', { name: 'Undo' }).click();
    await adaPage.getByRole('checkbox', { name: 'Stock' }).waitFor();
    await benPage.getByRole('checkbox', { name: 'Stock' }).waitFor();
    await eventually('Stock back on the list', async () => {
      const list = (await (await api(`/shopping-lists/${listId}`, { headers: ben.auth })).json()) as { items: { name: string }[] };
      return list.items.some((item) => item.name === 'Stock') ? true : undefined;
    });
    await Promise.all([adaPhone.close(), benPhone.close()]);
  });

  it("arranges a list by aisle, keeps it so after a reload, and moves an item to another aisle for good", async () => {
    const listId = await listFromRecipes(ada, `Aisle shop ${run}`, [soup._id, bread._id]);
    const context = await phone(ada);
    const page = await context.newPage();
    await page.goto(`/shopping-lists/${listId}`);
    const arrange = page.getByRole('radiogroup', { name: 'Arrange items' });
    await arrange.getByRole('radio', { name: 'A–Z' }).waitFor({ state: 'attached' });
    expect(await arrange.getByRole('radio', { name: 'A–Z' }).isChecked()).toBe(true);
    const byAisle = arrange.getByText('By aisle');
    // A thumb's reach, on a 360 px phone.
    expect((await byAisle.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await byAisle.click();
    const toBuy = page.getByRole('region', { name: /^Items to Purchase/ });
    await toBuy.getByRole('heading', { level: 3, name: 'Fruit & vegetables' }).waitFor();
    expect(await toBuy.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(['Fruit & vegetables', 'Pantry']);
    expect(await itemLines(page, /^Pantry$/)).toEqual(['Flour 500 g', 'Stock 1 l', 'Yeast 1 tsp']);

    await page.getByRole('button', { name: 'Change aisle of Stock' }).click();
    await page.getByRole('dialog', { name: 'Aisle for Stock' }).getByRole('button', { name: 'Frozen' }).click();
    await toBuy.getByRole('heading', { level: 3, name: 'Frozen' }).waitFor();

    await page.reload();
    await toBuy.getByRole('heading', { level: 3, name: 'Fruit & vegetables' }).waitFor();
    expect(await page.getByRole('radiogroup', { name: 'Arrange items' }).getByRole('radio', { name: 'By aisle' }).isChecked()).toBe(true);
    expect(await itemLines(page, /^Frozen$/)).toEqual(['Stock 1 l']);
    const list = (await (await api(`/shopping-lists/${listId}`, { headers: ben.auth })).json()) as { items: { name: string; aisle: string }[] };
    expect(Object.fromEntries(list.items.map((item) => [item.name, item.aisle]))).toEqual({ Flour: 'pantry', Leeks: 'produce', Stock: 'frozen', Yeast: 'pantry' });
    await context.close();
  });

  it('opens a recipe from anywhere on its card', async () => {
    const context = await phone(ada);
    const page = await context.newPage();
    await page.goto(`/recipes?search=${encodeURIComponent(`Phone bread ${run}`)}`);
    const card = page.getByRole('article', { name: bread.title });
    await card.waitFor();
    const box = (await card.boundingBox())!;
    // Two cards a row on a phone.
    expect(box.width).toBeLessThan(180);
    await page.mouse.click(box.x + box.width / 2, box.y + 30);
    await page.waitForURL(`**/recipes/${bread._id}`);
    await page.getByRole('heading', { level: 1, name: bread.title }).waitFor();
    await context.close();
  });
});
