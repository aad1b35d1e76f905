import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, newContext } from './browser';
import { choose, joinByCode, listFromRecipes, planWeek, recipe, shows } from './planning-setup';
import { aJpeg, createCategory, createRecipe, eventually, imageSettled, member, uploadImage, type Member } from './recipes-setup';
import { api } from './stack';

// docs/product/planning.md through the stack: two members of one household plan a week in the
// browser, generate its shopping list, tick items one phone and see them on the other, print it;
// the lists page counts and deletes; someone of another household finds nothing. The API sets up
// what the browser would add nothing to (accounts, the join, recipes).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function signedIn(who: Member, options: { consent?: boolean } = {}): Promise<BrowserContext> {
  const context = await newContext(browser, options);
  await context.addInitScript((token) => localStorage.setItem('token', token), who.token);
  return context;
}

/** The toast saying `text` (the newest, if an earlier one still shows). */
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text, { exact: true }).last().waitFor();

/** Fills the open meal dialog and saves it; the dialog closes once the meal is saved. */
async function saveMeal(page: Page, meal: { recipe?: string; mealType?: string; notes?: string }, button: 'Add' | 'Save', done: string) {
  const dialog = page.getByRole('dialog');
  if (meal.mealType) await choose(page, 'Meal type', meal.mealType);
  if (meal.recipe) await choose(page, 'Recipe', meal.recipe, meal.recipe.slice(0, 4));
  if (meal.notes !== undefined) await dialog.getByRole('textbox', { name: 'Notes' }).fill(meal.notes);
  for (const chosen of [meal.mealType, meal.recipe]) {
    if (chosen && !(await shows(dialog, chosen))) throw new Error(`the dialog no longer shows '${chosen}' when ${button} is clicked`);
  }
  await dialog.getByRole('button', { name: button }).click();
  await toast(page, done);
  await dialog.waitFor({ state: 'hidden' });
}

const itemNames = (group: Locator) => group.getByRole('checkbox').evaluateAll((boxes) => boxes.map((box) => box.closest('label')!.textContent));
const itemLines = (group: Locator) => group.getByRole('listitem').evaluateAll((rows) => rows.map((row) => (row as HTMLElement).innerText.replace(/\s+/g, ' ').trim()));

describe('the week and its shopping list, in a real browser through the gateway', () => {
  let ada: Member;
  let ben: Member;
  let oscar: Member;
  const run = Date.now().toString(36);
  const titles = { pancakes: `Pancakes ${run}`, bread: `Bread ${run}`, soup: `Leek soup ${run}`, salad: `Salad ${run}` };
  let spareListId: string;
  /** The generated list's page, for the print test. */
  let listPath: string;

  beforeAll(async () => {
    [ada, ben, oscar] = await Promise.all([member('Ada Planner'), member('Ben Planner'), member('Oscar Outsider')]);
    await joinByCode(ada, ben);
    const dishes = await createCategory(ada, `Planning ${run}`);
    // Flour in g and in kg, milk in ml and in l: they merge on the list.
    const pancakes = await recipe(ada, dishes, titles.pancakes, [
      { name: 'Spelt flour', quantity: 200, unit: 'g' },
      { name: 'Oat milk', quantity: 300, unit: 'ml' },
      { name: 'Duck eggs', quantity: 2, unit: 'whole' },
    ]);
    const bread = await recipe(ada, dishes, titles.bread, [
      { name: 'spelt flour', quantity: 0.3, unit: 'kg' },
      { name: 'Sea salt', quantity: 1, unit: 'tsp' },
    ]);
    const soup = await recipe(ada, dishes, titles.soup, [
      { name: 'Baby leeks', quantity: 2, unit: 'whole' },
      { name: 'Oat milk', quantity: 0.5, unit: 'l' },
    ]);
    const salad = await recipe(ada, dishes, titles.salad, [{ name: 'Little gem lettuce', quantity: 1, unit: 'whole' }]);
    // A list of the household's own, made once svc-planning has heard of every recipe.
    spareListId = await listFromRecipes(ada, `Spare list ${run}`, [pancakes._id, bread._id, soup._id, salad._id]);
  });

  it('is planned by two members, generated into a merged list, ticked on one phone and seen on the other', async () => {
    // Ada plans next week on a desktop.
    const adaContext = await signedIn(ada);
    const adaPage = await adaContext.newPage();
    await adaPage.goto('/meal-planner');
    const grid = adaPage.getByRole('table', { name: 'Meals of the week' });
    await grid.waitFor();
    const thisWeek = await grid.getByRole('columnheader').allTextContents();
    await adaPage.getByRole('button', { name: 'Next week' }).click();
    await adaPage.waitForURL(/week=\d{4}-\d{2}-\d{2}/);
    await eventually('next week', async () => ((await grid.getByRole('columnheader').first().textContent()) !== thisWeek[0] ? true : undefined));
    const week = new URL(adaPage.url()).searchParams.get('week')!;
    const days = await grid.getByRole('columnheader').allTextContents();
    expect(days).toHaveLength(7);
    expect(await adaPage.getByRole('button', { name: 'Generate Shopping List' }).isDisabled()).toBe(true);

    await adaPage.getByRole('button', { name: `Add dinner on ${days[0]}` }).click();
    await saveMeal(adaPage, { recipe: titles.pancakes }, 'Add', 'Meal added to plan');
    // Both a recipe and a meal type are needed; the dialog opens with the row's type and 'None'.
    await adaPage.getByRole('button', { name: `Add lunch on ${days[1]}` }).click();
    await adaPage.getByRole('dialog').getByRole('button', { name: 'Add' }).click();
    await adaPage.getByRole('dialog').getByText('Please select both a recipe and meal type').waitFor();
    await saveMeal(adaPage, { recipe: titles.bread }, 'Add', 'Meal added to plan');
    // The same recipe twice in one week.
    await adaPage.getByRole('button', { name: `Add dinner on ${days[2]}` }).click();
    await saveMeal(adaPage, { recipe: titles.pancakes }, 'Add', 'Meal added to plan');
    await grid.getByRole('button', { name: `Edit ${titles.pancakes}, dinner on ${days[2]}` }).waitFor();

    // Ben, on his phone, sees Ada's week and plans more of it.
    const benContext = await signedIn(ben);
    const benPage = await benContext.newPage();
    await benPage.goto(`/meal-planner?week=${week}`);
    await benPage.getByRole('button', { name: `Edit ${titles.bread}, lunch on ${days[1]}` }).waitFor();
    await benPage.getByRole('button', { name: `Add breakfast on ${days[3]}` }).click();
    await saveMeal(benPage, { recipe: titles.soup }, 'Add', 'Meal added to plan');
    await benPage.getByRole('button', { name: `Add snack on ${days[4]}` }).click();
    await saveMeal(benPage, { recipe: titles.salad }, 'Add', 'Meal added to plan');

    // He changes the second pancakes to a lunch with a note ...
    await benPage.getByRole('button', { name: `Edit ${titles.pancakes}, dinner on ${days[2]}` }).click();
    await saveMeal(benPage, { mealType: 'Lunch', notes: 'Double batch' }, 'Save', 'Meal updated successfully');
    await benPage.getByRole('button', { name: `Edit ${titles.pancakes}, lunch on ${days[2]}` }).waitFor();
    await benPage.getByText('Double batch').waitFor();
    expect(await benPage.getByRole('button', { name: `Edit ${titles.pancakes}, dinner on ${days[2]}` }).count()).toBe(0);

    // ... and removes the salad, once he has said so.
    await benPage.getByRole('button', { name: `Remove ${titles.salad}, snack on ${days[4]}` }).click();
    const confirm = benPage.getByRole('dialog');
    await confirm.getByText(`${titles.salad} will be removed from snack on ${days[4]}.`).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await benPage.getByRole('button', { name: `Remove ${titles.salad}, snack on ${days[4]}` }).click();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await toast(benPage, 'Meal removed from plan');
    await benPage.getByRole('button', { name: `Remove ${titles.salad}, snack on ${days[4]}` }).waitFor({ state: 'detached' });

    // Ada sees the week as Ben left it, and generates its list.
    await adaPage.reload();
    await grid.getByRole('button', { name: `Edit ${titles.soup}, breakfast on ${days[3]}` }).waitFor();
    expect(await grid.getByRole('button', { name: /^Edit / }).count()).toBe(4);
    await adaPage.getByRole('button', { name: 'Generate Shopping List' }).click();
    await toast(adaPage, 'Shopping list generated successfully');
    await adaPage.waitForURL(/\/shopping-lists\/[0-9a-f-]{36}$/);
    listPath = new URL(adaPage.url()).pathname;

    // One line per ingredient: pancakes twice (2 × 200 g) and bread's 0.3 kg of flour make 700 g;
    // 2 × 300 ml and soup's 0.5 l of milk reach a litre, so 1.1 l; the removed salad adds nothing.
    await adaPage.getByRole('heading', { level: 1, name: `Shopping list for week of ${week}` }).waitFor();
    const toBuy = adaPage.getByRole('list', { name: /^Items to Purchase/ });
    const bought = adaPage.getByRole('list', { name: /^Purchased Items/ });
    await adaPage.getByRole('heading', { level: 2, name: 'Items to Purchase (5)' }).waitFor();
    expect(await itemLines(toBuy)).toEqual(['Baby leeks 2 whole', 'Duck eggs 4 whole', 'Oat milk 1.1 l', 'Sea salt 1 tsp', 'Spelt flour 700 g']);
    const included = adaPage.getByRole('region', { name: 'Recipes Included' });
    expect((await included.getByRole('link').allTextContents()).sort()).toEqual([titles.bread, titles.pancakes, titles.soup].sort());

    // Ada ticks two items: they move to 'Purchased Items (2)'.
    await toBuy.getByRole('checkbox', { name: 'Oat milk' }).click();
    // Said on one quiet line, not a toast per tick.
    await adaPage.getByRole('status', { name: 'Your changes' }).getByText('Item status updated').waitFor();
    await toBuy.getByRole('checkbox', { name: 'Duck eggs' }).click();
    await adaPage.getByRole('heading', { level: 2, name: 'Purchased Items (2)' }).waitFor();
    await adaPage.getByRole('heading', { level: 2, name: 'Items to Purchase (3)' }).waitFor();
    expect(await itemNames(bought)).toEqual(['Duck eggs', 'Oat milk']);
    expect(await itemNames(toBuy)).toEqual(['Baby leeks', 'Sea salt', 'Spelt flour']);
    await eventually('both ticks saved', async () => {
      const list = (await (await api(listPath, { headers: ada.auth })).json()) as { items: { purchased: boolean }[] };
      return list.items.filter((item) => item.purchased).length === 2 ? true : undefined;
    });

    // Ben opens the list from the lists page, reloads it, and finds both ticked.
    await benPage.goto('/shopping-lists');
    const card = benPage.getByRole('article', { name: `Shopping list for week of ${week}` });
    await card.getByText('5 items').waitFor();
    await card.getByRole('button', { name: 'View List' }).click();
    await benPage.waitForURL((url) => url.pathname === listPath);
    await benPage.reload();
    await benPage.getByRole('heading', { level: 2, name: 'Purchased Items (2)' }).waitFor();
    expect(await benPage.getByRole('checkbox', { name: 'Oat milk' }).isChecked()).toBe(true);
    expect(await benPage.getByRole('checkbox', { name: 'Duck eggs' }).isChecked()).toBe(true);
    expect(await benPage.getByRole('checkbox', { name: 'Spelt flour' }).isChecked()).toBe(false);
    expect(await itemNames(benPage.getByRole('list', { name: /^Purchased Items/ }))).toEqual(['Duck eggs', 'Oat milk']);

    // The lists page counts items and purchases, and deletes a list once asked.
    await adaPage.goto('/shopping-lists');
    const generated = adaPage.getByRole('article', { name: `Shopping list for week of ${week}` });
    await generated.getByText('2 purchased').waitFor();
    await generated.getByText('5 items').waitFor();
    const spare = adaPage.getByRole('article', { name: `Spare list ${run}` });
    await spare.getByText('6 items').waitFor();
    await spare.getByText('0 purchased').waitFor();
    await spare.getByRole('button', { name: `Delete Spare list ${run}` }).click();
    const ask = adaPage.getByRole('dialog');
    await ask.getByText(`'Spare list ${run}' and its items will be deleted for everyone in your household.`).waitFor();
    await ask.getByRole('button', { name: 'Delete' }).click();
    await toast(adaPage, 'Shopping list deleted successfully');
    await spare.waitFor({ state: 'detached' });
    expect(await adaPage.getByRole('article').count()).toBe(1);
    expect((await api(`/shopping-lists/${spareListId}`, { headers: ben.auth })).status).toBe(404);

    // Someone of another household finds nothing there, in the browser or over the API.
    const oscarContext = await signedIn(oscar);
    const oscarPage = await oscarContext.newPage();
    await oscarPage.goto(listPath);
    await oscarPage.getByText('Shopping list not found').waitFor();
    expect(await oscarPage.getByRole('checkbox').count()).toBe(0);
    expect((await api(listPath, { headers: oscar.auth })).status).toBe(404);

    for (const context of [adaContext, benContext, oscarContext]) await context.close();
  });

  it('pages a household with many lists: 24 a page, newest first, the count through the gateway', async () => {
    const keeper = await member('Keeper of lists');
    const makeList = (n: number) => api('/shopping-lists', { method: 'POST', headers: keeper.auth, body: JSON.stringify({ name: `Errand ${n} ${run}`, recipeIds: [] }) });
    // 409 until svc-planning has heard of the new member's household.
    await eventually('the household in planning', async () => ((await makeList(1)).status === 201 ? true : undefined));
    for (let n = 2; n <= 25; n++) expect((await makeList(n)).status).toBe(201);
    const firstPage = await api('/shopping-lists?page=1&limit=24', { headers: keeper.auth });
    expect([firstPage.status, firstPage.headers.get('x-total-count'), ((await firstPage.json()) as unknown[]).length]).toEqual([200, '25', 24]);

    const context = await signedIn(keeper, { consent: true });
    const page = await context.newPage();
    await page.goto('/shopping-lists');
    await page.getByRole('article', { name: `Errand 25 ${run}` }).waitFor();
    expect(await page.getByRole('article').count()).toBe(24);
    expect(await page.getByRole('article', { name: `Errand 1 ${run}` }).count()).toBe(0);
    await page.getByRole('listitem', { name: '2' }).click();
    await page.getByRole('article', { name: `Errand 1 ${run}` }).waitFor();
    expect(await page.getByRole('article').count()).toBe(1);
    expect(new URL(page.url()).search).toBe('?page=2');
    await context.close();
  });

  it('prints as just the list: its title and items with boxes to tick, no top bar, drawer, footer, buttons or cookie banner', async () => {
    const context = await signedIn(ada, { consent: false });
    const page = await context.newPage();
    await page.goto(listPath);
    await page.getByRole('heading', { level: 2, name: 'Items to Purchase (3)' }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const around = {
      topBar: page.getByRole('banner'),
      drawer: page.getByRole('navigation', { name: 'Main menu' }),
      footer: page.getByRole('contentinfo'),
      cookieBanner: page.getByRole('region', { name: 'Cookie consent' }),
      back: page.getByRole('button', { name: 'Back to Shopping Lists' }),
      print: page.getByRole('button', { name: 'Print' }),
      addItem: page.getByRole('button', { name: 'Add Item' }),
      rename: page.getByRole('button', { name: 'Rename list' }),
      remove: page.getByRole('button', { name: 'Remove Spelt flour' }),
      checkbox: page.getByRole('checkbox', { name: 'Spelt flour' }),
      recipes: page.getByRole('region', { name: 'Recipes Included' }),
    };
    const shown = async () => Object.fromEntries(await Promise.all(Object.entries(around).map(async ([name, what]) => [name, await what.isVisible()])));
    await around.drawer.waitFor();
    expect(Object.values(await shown())).not.toContain(false);

    await page.emulateMedia({ media: 'print' });
    expect(Object.values(await shown())).not.toContain(true);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toMatch(/^Shopping list for week of \d{4}-\d{2}-\d{2}$/);
    expect(await page.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(['Items to Purchase (3)', 'Purchased Items (2)']);
    // The names come with boxes to tick by pen: empty, or ticked for what is already bought.
    expect(await itemLines(page.getByRole('list', { name: /^Items to Purchase/ }))).toEqual(['Baby leeks 2 whole', 'Sea salt 1 tsp', 'Spelt flour 700 g']);
    expect(await itemLines(page.getByRole('list', { name: /^Purchased Items/ }))).toEqual(['✓ Duck eggs 4 whole', '✓ Oat milk 1.1 l']);
    // It fits an A4 page's printable width (210 mm less the margins) without running off the edge.
    await page.setViewportSize({ width: 700, height: 990 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(700);
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await context.close();
  });

  it("shows a planned recipe's picture small in its meal, on a desktop and on a phone", async () => {
    const title = `Beetroot tart ${run}`;
    const image = await uploadImage(ada, await aJpeg());
    const tart = await createRecipe(ada, { title, category: await createCategory(ada, `Pictured ${run}`), image });
    expect(await imageSettled(ada, tart)).toBe('ready');
    const { cardUrl } = ((await (await api(`/recipes/${tart}`, { headers: ada.auth })).json()) as { image: { cardUrl: string } }).image;
    // A Sunday: the week's first day in the test browser's locale (en-US), as the planner asks for it.
    const pictureWeek = '2032-06-06';
    const planId = await planWeek(ada, pictureWeek, [{ date: pictureWeek, mealType: 'lunch', recipeId: tart }]);
    // Planning hears of the picture from svc-recipes' events: with the recipe, or once it is ready.
    await eventually('the picture in planning', async () => {
      const plan = (await (await api(`/meal-plans/${planId}`, { headers: ada.auth })).json()) as { meals: { recipeImage: string | null }[] };
      return plan.meals[0]?.recipeImage === cardUrl ? true : undefined;
    });

    for (const width of [1280, 360]) {
      const context = await newContext(browser, { width, token: ada.token });
      const page = await context.newPage();
      await page.goto(`/meal-planner?week=${pictureWeek}`);
      const thumbnail = page.getByRole('link', { name: title }).locator('img');
      await thumbnail.scrollIntoViewIfNeeded();
      // Loaded for real (lazy, once near the screen): decode() fails for a picture that does not.
      const loaded = await thumbnail.evaluate(async (img: HTMLImageElement) => {
        await img.decode();
        return { src: new URL(img.src).pathname, naturalWidth: img.naturalWidth, alt: img.alt, width: img.getBoundingClientRect().width, height: img.getBoundingClientRect().height };
      });
      expect(loaded).toEqual({ src: cardUrl, naturalWidth: expect.any(Number), alt: '', width: 44, height: 44 });
      expect(loaded.naturalWidth).toBeGreaterThan(0);
      await context.close();
    }
  });
});
