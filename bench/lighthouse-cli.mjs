// `node bench/lighthouse-cli.mjs http://127.0.0.1:8080`: Lighthouse on a Hearth that is already
// running (npm start, the stack). It registers a new member first and, through the API, gives the
// household a recipe, this week's plan with it and a shopping list, then prints the table of
// bench/lighthouse.mjs (and its rows as JSON with --json).
import { formatLighthouse, measureLighthouse } from './lighthouse.mjs';

const baseUrl = (process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'http://127.0.0.1:8080').replace(/\/$/, '');

async function api(path, { token, ...init } = {}) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  const body = response.status === 204 ? undefined : await response.json();
  return { status: response.status, body };
}

/** Retries `attempt` while the services are still applying each other's events (409/404 until then). */
async function eventually(what, attempt) {
  for (let i = 0; i < 100; i++) {
    const result = await attempt();
    if (result !== undefined) return result;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`gave up waiting for ${what}`);
}

function expectStatus(what, { status, body }, ...expected) {
  if (!expected.includes(status)) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  return body;
}

/** A member whose household has a recipe, this week's plan and a shopping list. */
async function seed() {
  const email = `lighthouse.${Date.now().toString(36)}@example.com`;
  const { token } = expectStatus('register', await api('/auth/register', { method: 'POST', body: JSON.stringify({ name: 'Lighthouse Cook', email, password: 'secret123' }) }), 201, 200);
  await eventually('the household', async () => ((await api('/households', { token })).status === 200 ? true : undefined));
  const category = expectStatus('category', await api('/categories', { token, method: 'POST', body: JSON.stringify({ name: `Soups ${Date.now().toString(36)}` }) }), 201);
  const recipe = JSON.stringify({
    title: 'Leek and potato soup',
    category: category._id,
    isPrivate: false,
    prepTime: 15,
    cookTime: 30,
    ingredients: [
      { name: 'Leek', quantity: 2, unit: 'whole' },
      { name: 'Potato', quantity: 500, unit: 'g' },
      { name: 'Stock', quantity: 1, unit: 'l' },
    ],
    instructions: 'Preparation:\n1. Slice the leeks\n2. Dice the potatoes\n\nCooking:\n1. Soften the leeks\n2. Simmer with the stock for 25 minutes\n3. Blend',
  });
  const recipeId = await eventually('the recipe', async () => {
    const created = await api('/recipes', { token, method: 'POST', body: recipe });
    return created.status === 409 ? undefined : expectStatus('recipe', created, 201)._id;
  });
  const listId = await eventually('the shopping list', async () => {
    const created = await api('/shopping-lists', { token, method: 'POST', body: JSON.stringify({ name: 'Weekend shop', recipeIds: [recipeId] }) });
    // 404 "Recipe not found" until svc-planning has applied the recipe's event.
    return [404, 409].includes(created.status) ? undefined : expectStatus('shopping list', created, 201)._id;
  });
  const today = new Date();
  const sunday = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() - today.getDay())).toISOString().slice(0, 10);
  const meals = ['breakfast', 'lunch', 'dinner'].map((mealType) => ({ date: sunday, mealType, recipeId }));
  expectStatus('meal plan', await api('/meal-plans', { token, method: 'POST', body: JSON.stringify({ startDate: sunday, meals }) }), 201, 200);
  return { token, recipeId, listId };
}

const { token, recipeId, listId } = await seed();
const rows = await measureLighthouse({ baseUrl, token, recipeId, listId });
console.log(formatLighthouse(rows));
if (process.argv.includes('--json')) console.log(JSON.stringify(rows, null, 2));
