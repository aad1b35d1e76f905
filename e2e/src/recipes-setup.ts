// What the recipe e2e tests and screenshots set up over the API: accounts with their household,
// categories, recipes and real image files.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { api, baseUrl, uniqueEmail } from './stack';

/** Keeps this run's recipes apart from every other test's in the shared database. */
export const run = `r${Date.now().toString(36)}`;

export interface Member {
  name: string;
  token: string;
  auth: Record<string, string>;
}

export async function eventually<T>(what: string, attempt: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const result = await attempt();
    if (result !== undefined) return result;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`gave up waiting for ${what}`);
}

/** A new account, once its household exists (svc-household makes it on `user.registered`). */
export async function member(name: string): Promise<Member> {
  const email = uniqueEmail(name.split(' ')[0]!.toLowerCase());
  const registered = await api('/auth/register', { method: 'POST', body: JSON.stringify({ name, email, password: 'secret123' }) });
  const { token } = (await registered.json()) as { token: string };
  const auth = { Authorization: `Bearer ${token}` };
  await eventually(`${name}'s household`, async () => ((await api('/households', { headers: auth })).ok ? true : undefined));
  return { name, token, auth };
}

export async function joinHousehold(owner: Member, joiner: Member): Promise<void> {
  const { inviteCode } = (await (await api('/households', { headers: owner.auth })).json()) as { inviteCode: string };
  const joined = await api('/households/join', { method: 'POST', headers: joiner.auth, body: JSON.stringify({ inviteCode }) });
  expect(joined.status).toBe(200);
}

export async function createCategory(who: Member, name: string): Promise<string> {
  const created = await api('/categories', { method: 'POST', headers: who.auth, body: JSON.stringify({ name }) });
  expect(created.status).toBe(201);
  return ((await created.json()) as { _id: string })._id;
}

export interface NewRecipe {
  title: string;
  category: string;
  isPrivate?: boolean;
  ingredient?: string;
  /** An uploaded image's id. */
  image?: string;
}

/** A recipe made over the API; svc-recipes answers 409 until it has heard of the creator's household. */
export async function createRecipe(who: Member, { title, category, isPrivate = false, ingredient = 'Salt', image }: NewRecipe): Promise<string> {
  const body = JSON.stringify({
    title,
    category,
    isPrivate,
    prepTime: 10,
    cookTime: 20,
    ingredients: [{ name: ingredient, quantity: 1, unit: 'pinch' }],
    instructions: 'Preparation:\n1. Chop\n\nCooking:\n1. Simmer',
    image,
  });
  return eventually(`recipe ${title}`, async () => {
    const created = await api('/recipes', { method: 'POST', headers: who.auth, body });
    if (created.status === 409) return undefined;
    expect(created.status).toBe(201);
    return ((await created.json()) as { _id: string })._id;
  });
}

/** A real JPEG, made now: a 1600×1000 gradient (the worker renders its card and detail sizes from it). */
export function aJpeg(): Promise<Buffer> {
  const width = 1600;
  const height = 1000;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = 120;
      pixels[at + 2] = (y * 255) / height;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

/** POST /recipes/upload of `file` as a JPEG; the stored image's id. */
export async function uploadImage(who: Member, file: Buffer): Promise<string> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), 'picture.jpg');
  const uploaded = await fetch(`${baseUrl}/api/recipes/upload`, { method: 'POST', headers: who.auth, body: form });
  expect(uploaded.status).toBe(201);
  return ((await uploaded.json()) as { _id: string })._id;
}

/** Waits until the recipe's image is no longer pending; its status then. */
export function imageSettled(who: Member, recipeId: string): Promise<string> {
  return eventually('the image to be processed', async () => {
    const recipe = (await (await api(`/recipes/${recipeId}`, { headers: who.auth })).json()) as { image?: { status: string } };
    return recipe.image && recipe.image.status !== 'pending' ? recipe.image.status : undefined;
  });
}

/**
 * Picks an option of an antd Select, found by the combobox's label. The option is looked for in
 * this combobox's own list (`<id>_list_<n>`): the list of a Select just used may still be fading
 * out, holding an option of the same name.
 */
export async function choose(page: Page, label: string, option: string) {
  const combobox = page.getByRole('combobox', { name: label, exact: true });
  await combobox.click();
  const id = await combobox.getAttribute('id');
  await page.locator(`.ant-select-item-option[id^="${id}_list_"][title="${option}"]`).click();
}

/**
 * The worker renders a picture in well under a second, too fast to see it pending. This holds the
 * page's copy of the recipe 'pending' (rewriting GET /api/recipes/{id} answers) until `release()`;
 * then the real answers pass. `fetches()` counts the page's requests for it.
 */
export async function holdImagePending(page: Page, recipeId: string) {
  let holding = true;
  let fetches = 0;
  await page.route(`**/api/recipes/${recipeId}`, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    fetches += 1;
    const response = await route.fetch();
    const recipe = await response.json();
    if (holding && recipe.image) recipe.image.status = 'pending';
    // Only the status and the JSON: the original length and encoding would not fit the new body.
    return route.fulfill({ status: response.status(), json: recipe });
  });
  return { release: () => (holding = false), fetches: () => fetches };
}
