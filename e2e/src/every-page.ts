// Every page of the product (docs/product/README.md "Who may see what"), as a guest and signed
// in, with what it needs to show something real: a household with a recipe, a week's plan, a
// shopping list and a pending invitation. The page-weight and accessibility tests visit them all.
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { newContext } from './browser';
import { listFromRecipes, recipe } from './planning-setup';
import { createCategory, member, type Member } from './recipes-setup';
import { api, uniqueEmail } from './stack';

export interface PageVisit {
  /** The route as the route table writes it, e.g. `/recipes/:id`: the key of its budget. */
  route: string;
  /** The address visited. */
  path: string;
  signedIn: boolean;
  /** The page's h1, seen once the page has rendered. */
  heading: string | RegExp;
}

export interface Household {
  owner: Member;
  recipeId: string;
  listId: string;
  mealPlanId: string;
  inviteCode: string;
  invitationToken: string;
}

/** The first day of this week in Chromium's en-US locale (a Sunday), as the planner shows it. */
function thisWeeksSunday(): string {
  const today = new Date();
  const sunday = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() - today.getDay()));
  return sunday.toISOString().slice(0, 10);
}

export async function seedHousehold(): Promise<Household> {
  const owner = await member('Page Weigher');
  const soups = await createCategory(owner, `Soups ${Date.now().toString(36)}`);
  const { _id: recipeId } = await recipe(owner, soups, 'Leek and potato soup', [
    { name: 'Leek', quantity: 2, unit: 'whole' },
    { name: 'Potato', quantity: 500, unit: 'g' },
  ]);
  const listId = await listFromRecipes(owner, 'Weekend shop', [recipeId]);
  const startDate = thisWeeksSunday();
  const planned = await api('/meal-plans', {
    method: 'POST',
    headers: owner.auth,
    body: JSON.stringify({ startDate, meals: [{ date: startDate, mealType: 'dinner', recipeId, notes: 'With bread' }] }),
  });
  expect([200, 201]).toContain(planned.status);
  const mealPlanId = ((await planned.json()) as { _id: string })._id;
  const { inviteCode } = (await (await api('/households', { headers: owner.auth })).json()) as { inviteCode: string };
  const invited = await api('/invitations', { method: 'POST', headers: owner.auth, body: JSON.stringify({ email: uniqueEmail('invitee') }) });
  expect(invited.status).toBe(201);
  const invitationToken = new URL(((await invited.json()) as { inviteLink: string }).inviteLink).pathname.split('/join-household/')[1]!;
  return { owner, recipeId, listId, mealPlanId, inviteCode, invitationToken };
}

/** Every route of the route table, with the heading each shows; the 404 page stands for any other path. */
export function everyPage(household: Household): PageVisit[] {
  const { recipeId, listId, inviteCode, invitationToken } = household;
  const both = (route: string, path: string, heading: string | RegExp): PageVisit[] => [
    { route, path, heading, signedIn: false },
    { route, path, heading, signedIn: true },
  ];
  return [
    ...both('/', '/', 'Welcome to Hearth'),
    ...both('/recipes', '/recipes', 'Recipes'),
    ...both('/recipes/:id', `/recipes/${recipeId}`, 'Leek and potato soup'),
    ...both('/cookie-policy', '/cookie-policy', 'Cookie Policy'),
    ...both('/terms-and-conditions', '/terms-and-conditions', 'Terms and Conditions'),
    ...both('/privacy', '/privacy', 'Privacy Policy'),
    ...both('/join-household/:invitationToken', `/join-household/${invitationToken}`, /invited you to join/),
    ...both('/join', `/join?code=${inviteCode}`, /join/i),
    ...both('*', '/no-such-page', 'Page Not Found'),
    { route: '/login', path: '/login', heading: 'Sign In', signedIn: false },
    { route: '/register', path: '/register', heading: 'Create Account', signedIn: false },
    { route: '/forgot-password', path: '/forgot-password', heading: 'Forgot Password', signedIn: false },
    { route: '/reset-password/:resettoken', path: '/reset-password/a-reset-token', heading: 'Reset Password', signedIn: false },
    { route: '/dashboard', path: '/dashboard', heading: "Page Weigher's Household", signedIn: true },
    { route: '/profile', path: '/profile', heading: 'Your Profile', signedIn: true },
    { route: '/recipes/create', path: '/recipes/create', heading: 'Create a Recipe', signedIn: true },
    { route: '/recipes/edit/:id', path: `/recipes/edit/${recipeId}`, heading: 'Edit Recipe', signedIn: true },
    { route: '/household', path: '/household', heading: "Page Weigher's Household", signedIn: true },
    { route: '/meal-planner', path: '/meal-planner', heading: 'Meal Planner', signedIn: true },
    { route: '/shopping-lists', path: '/shopping-lists', heading: 'Shopping Lists', signedIn: true },
    { route: '/shopping-lists/:id', path: `/shopping-lists/${listId}`, heading: 'Weekend shop', signedIn: true },
  ];
}

/** A fresh browser profile (nothing cached), signed in as `who` when the visit needs it. */
export async function contextFor(browser: Browser, visit: PageVisit, who: Member, width = 1280): Promise<BrowserContext> {
  const context = await newContext(browser, { width });
  if (visit.signedIn) await context.addInitScript((token) => localStorage.setItem('token', token), who.token);
  return context;
}

/** The planning pages' live stream: open for as long as the page is. */
const longLived = (request: Request) => new URL(request.url()).pathname === '/api/live';

/**
 * Opens the page and waits until it shows its heading and has gone quiet: no script and no call
 * to the API on its way for half a second, so what the page shows once its data is in (cards,
 * tags, pagination) has loaded too. Not "network idle": the planning pages keep a live
 * connection open.
 */
export async function open(page: Page, visit: PageVisit): Promise<void> {
  const inFlight = new Set<unknown>();
  const track = (request: Request) => ['script', 'fetch', 'xhr'].includes(request.resourceType()) && !longLived(request) && inFlight.add(request);
  const done = (request: Request) => inFlight.delete(request);
  page.on('request', track);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  await page.goto(visit.path);
  await page.getByRole('heading', { level: 1, name: visit.heading }).first().waitFor();
  // The top bar names the signed-in user (hidden at 400 px wide or less, where the drawer does).
  if (visit.signedIn && (page.viewportSize()?.width ?? 1280) > 400) await page.getByTestId('top-bar-user').waitFor();
  // Quiet for half a second: a chunk that loads another (a page, then its shared libraries), or an
  // answer that renders more, is followed.
  for (let quiet = 0; quiet < 5; quiet = inFlight.size === 0 ? quiet + 1 : 0) await page.waitForTimeout(100);
  page.off('request', track);
  page.off('requestfinished', done);
  page.off('requestfailed', done);
}
