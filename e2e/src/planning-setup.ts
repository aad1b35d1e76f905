// What the planning e2e tests and screenshots set up over the API: a household of two, an outsider,
// recipes whose ingredient lines overlap, and the moment svc-planning has heard of them.
import type { Locator, Page } from 'playwright-core';
import { eventually, joinHousehold, type Member } from './recipes-setup';
import { api } from './stack';

/** `joiner` joins `owner`'s household with its invite code, and waits until svc-planning knows. */
export async function joinByCode(owner: Member, joiner: Member): Promise<void> {
  await joinHousehold(owner, joiner);
  const ownerLists = await (await api('/shopping-lists', { headers: owner.auth })).text();
  await eventually(`${joiner.name} in planning`, async () => ((await (await api('/shopping-lists', { headers: joiner.auth })).text()) === ownerLists ? true : undefined));
}

export interface Line {
  name: string;
  quantity: number;
  unit: string;
}

/** A household recipe made over the API (svc-recipes answers 409 until it knows the household). */
export async function recipe(who: Member, category: string, title: string, ingredients: Line[]): Promise<{ _id: string; title: string }> {
  const body = JSON.stringify({ title, category, isPrivate: false, prepTime: 10, cookTime: 20, ingredients, instructions: 'Preparation:\n1. Mix\n\nCooking:\n1. Cook' });
  const _id = await eventually(`recipe ${title}`, async () => {
    const created = await api('/recipes', { method: 'POST', headers: who.auth, body });
    if (created.status === 409) return undefined;
    expect(created.status).toBe(201);
    return ((await created.json()) as { _id: string })._id;
  });
  return { _id, title };
}

/**
 * A list made over the API from `recipeIds`, once svc-planning's projection has every one of them
 * (until then it answers 404 'Recipe not found'); it also proves the recipes can be planned.
 */
export async function listFromRecipes(who: Member, name: string, recipeIds: string[]): Promise<string> {
  return eventually(`the recipes in planning`, async () => {
    const created = await api('/shopping-lists', { method: 'POST', headers: who.auth, body: JSON.stringify({ name, recipeIds }) });
    if (created.status === 404) return undefined;
    expect(created.status).toBe(201);
    return ((await created.json()) as { _id: string })._id;
  });
}

/** Plans the week from `startDate` (POST /meal-plans) once svc-planning has heard of every recipe in it (404 until then). */
export async function planWeek(who: Member, startDate: string, meals: object[]): Promise<string> {
  return eventually('the week\'s recipes in planning', async () => {
    const planned = await api('/meal-plans', { method: 'POST', headers: who.auth, body: JSON.stringify({ startDate, meals }) });
    if (planned.status === 404) return undefined;
    expect(planned.status).toBe(201);
    return ((await planned.json()) as { _id: string })._id;
  });
}

/**
 * Picks an option of an antd Select found by its label, typing `search` first if given, and checks
 * the select shows it, as a user looks before going on (picks were lost in dialogs still zooming
 * in, until test browsers asked for reduced motion: motion.e2e.ts).
 */
export async function choose(page: Page, label: string, option: string, search?: string) {
  const dialog = page.getByRole('dialog');
  const box = dialog.getByRole('combobox', { name: label });
  await box.click();
  if (search) await box.fill(search);
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
  if (!(await shows(dialog, option))) throw new Error(`the ${label} select does not show '${option}' after it was picked`);
}

/** Whether the dialog shows `value` as a select's choice within a moment. */
export function shows(dialog: Locator, value: string): Promise<boolean> {
  return dialog
    .getByTitle(value, { exact: true })
    .waitFor({ timeout: 3000 })
    .then(() => true, () => false);
}
