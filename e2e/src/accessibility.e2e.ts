// axe-core finds no serious or critical violation on any page, as a guest and signed in, nor in
// the drawer, the cookie banner and the dialogs a member opens.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext } from './browser';
import { contextFor, everyPage, open, seedHousehold, type Household, type PageVisit } from './every-page';

let browser: Browser;
let household: Household;
beforeAll(async () => {
  browser = await launchBrowser();
  household = await seedHousehold();
});
afterAll(() => browser.close());

/** Until antd's dialogs and drawers have finished fading and sliding in (contrast is read from what is painted). */
function settled(page: Page): Promise<unknown> {
  return page.waitForFunction(() => ![...document.querySelectorAll('[class]')].some((element) => /-(appear|enter|leave)(-active)?(\s|$)/.test(element.getAttribute('class')!)));
}

/** Each serious or critical violation as `rule: what it says (the elements)`. */
async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  await settled(page);
  const axe = new AxeBuilder({ page });
  if (within) axe.include(within);
  const { violations } = await axe.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

async function check(visit: PageVisit, width: number): Promise<string[]> {
  const context = await contextFor(browser, visit, household.owner, width);
  const page = await context.newPage();
  await open(page, visit);
  const found = (await seriousViolations(page)).map((violation) => `${visit.path} at ${width} px: ${violation}`);
  await context.close();
  return found;
}

async function member(width = 1280): Promise<Page> {
  const context = await newContext(browser, { width });
  await context.addInitScript((token) => localStorage.setItem('token', token), household.owner.token);
  return context.newPage();
}

describe('accessibility (axe-core: no serious or critical violation)', () => {
  it.each([
    ['a guest', false],
    ['a signed-in member', true],
  ])('on every page %s opens, on a desktop and on a phone', async (_who, signedIn) => {
    const found: string[] = [];
    for (const visit of everyPage(household).filter((page) => page.signedIn === signedIn)) {
      for (const width of [1280, 360]) found.push(...(await check(visit, width)));
    }
    expect(found).toEqual([]);
  }, 400_000);

  it('in the cookie banner of a first visit and in the menu drawer', async () => {
    const context = await newContext(browser, { width: 360, consent: false });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('region', { name: 'Cookie consent' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    expect(await seriousViolations(page, '.ant-drawer')).toEqual([]);
    await context.close();
  });

  it('in a list arranged by aisle, on a phone', async () => {
    const page = await member(360);
    const path = `/shopping-lists/${household.listId}`;
    await open(page, { route: '/shopping-lists/:id', path, heading: 'Weekend shop', signedIn: true });
    await page.getByRole('radiogroup', { name: 'Arrange items' }).getByText('By aisle').click();
    await page.getByRole('heading', { level: 3, name: 'Fruit & vegetables' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('in the dialogs a member opens', async () => {
    const page = await member();
    const dialogs: { path: string; heading: string | RegExp; opener: () => Promise<void> }[] = [
      { path: '/household', heading: /Household$/, opener: () => page.getByRole('button', { name: 'Invite by Email' }).click() },
      { path: '/meal-planner', heading: 'Meal Planner', opener: () => page.getByRole('button', { name: /^Add / }).first().click() },
      { path: '/shopping-lists', heading: 'Shopping Lists', opener: () => page.getByRole('button', { name: 'Create New List' }).click() },
      { path: `/shopping-lists/${household.listId}`, heading: 'Weekend shop', opener: () => page.getByRole('button', { name: 'Add Item' }).click() },
      {
        path: `/shopping-lists/${household.listId}`,
        heading: 'Weekend shop',
        opener: async () => {
          await page.getByRole('radiogroup', { name: 'Arrange items' }).getByText('By aisle').click();
          await page.getByRole('button', { name: 'Change aisle of Leek' }).click();
        },
      },
      { path: `/recipes/${household.recipeId}`, heading: 'Leek and potato soup', opener: () => page.getByRole('button', { name: 'Delete' }).click() },
      { path: '/profile', heading: 'Your Profile', opener: () => page.getByRole('button', { name: 'Remove Account' }).click() },
    ];
    const found: string[] = [];
    for (const { path, heading, opener } of dialogs) {
      await open(page, { route: path, path, heading, signedIn: true });
      await opener();
      await page.getByRole('dialog').last().waitFor();
      await page.waitForFunction(() => [...document.querySelectorAll('.ant-modal')].every((modal) => getComputedStyle(modal).opacity === '1'));
      found.push(...(await seriousViolations(page, '.ant-modal-root')).map((violation) => `${path} dialog: ${violation}`));
    }
    expect(found).toEqual([]);
    await page.context().close();
  }, 120_000);
});
