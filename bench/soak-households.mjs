// The soak's people (bench/soak.mjs), made through the API as the product makes them: in each
// household an owner registers (registering makes their household) and the others register and
// join with its invite code; each owner then creates a few recipes. Returns once every membership
// and recipe has reached the services that need it (their projections, read in the database).
import { waitForMemberships, waitForPlanningRecipes } from './projections.mjs';

export const SOAK_PASSWORD = 'bench-soak-password-1';
const RECIPES_PER_HOUSEHOLD = 3;

async function request(baseUrl, method, path, token, body) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : null;
}

async function register(baseUrl, email, name) {
  const { token, user } = await request(baseUrl, 'POST', '/api/auth/register', undefined, { name, email, password: SOAK_PASSWORD });
  return { id: user._id, email, name, token };
}

/** The household registering made, once svc-household has it. */
async function ownHousehold(baseUrl, token) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl}/api/households`, { headers: { authorization: `Bearer ${token}` } });
    if (response.ok) return response.json();
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('a new account got no household within 30 s');
}

/** A recipe as the create wizard sends it. */
export function recipeBody(title, category, variant) {
  const lines = [
    { name: 'flour', quantity: 200 + variant, unit: 'g' },
    { name: 'milk', quantity: 0.3, unit: 'l' },
    { name: 'egg', quantity: 2, unit: 'whole' },
    { name: 'saffron', quantity: 1, unit: 'pinch' },
  ];
  return {
    title,
    category,
    prepTime: 10,
    cookTime: 20 + (variant % 30),
    ingredients: lines.slice(0, 2 + (variant % 3)),
    instructions: 'Mix everything.\nRest for ten minutes.\nCook until golden.',
    isPrivate: variant % 2 === 0,
  };
}

/** A category id to file recipes under (the seeded catalogue's, or a new one). */
async function someCategory(baseUrl, token) {
  const categories = await request(baseUrl, 'GET', '/api/categories', token);
  if (categories.length) return categories.map((category) => category._id);
  return [(await request(baseUrl, 'POST', '/api/categories', token, { name: 'Soak' }))._id];
}

/**
 * `households` households of `members` people each. Every user: { id, email, name, token, owner,
 * household }; every household: { id, inviteCode, recipes: [{ id, createdAt }], plans, lists }.
 */
export async function setUpHouseholds(baseUrl, databaseUrl, { households: householdCount, members: memberCount, tag }) {
  const households = [];
  const users = [];
  for (let h = 0; h < householdCount; h += 1) {
    const owner = await register(baseUrl, `soak.${tag}.h${h}.owner@bench.example.com`, `Soak owner ${h + 1}`);
    const joined = await ownHousehold(baseUrl, owner.token);
    const household = { id: joined._id, name: joined.name, inviteCode: joined.inviteCode, recipes: [], plans: new Map(), lists: [] };
    households.push(household);
    users.push({ ...owner, owner: true, household });
    for (let m = 1; m < memberCount; m += 1) {
      const member = await register(baseUrl, `soak.${tag}.h${h}.m${m}@bench.example.com`, `Soak cook ${h + 1}.${m}`);
      await ownHousehold(baseUrl, member.token);
      await request(baseUrl, 'POST', '/api/households/join', member.token, { inviteCode: household.inviteCode });
      users.push({ ...member, owner: false, household });
    }
  }
  await waitForMemberships(databaseUrl, users.map((user) => ({ id: user.id, householdId: user.household.id })));

  const categories = await someCategory(baseUrl, users[0].token);
  const created = [];
  for (const [index, user] of users.filter((u) => u.owner).entries()) {
    for (let r = 0; r < RECIPES_PER_HOUSEHOLD; r += 1) {
      const variant = index * RECIPES_PER_HOUSEHOLD + r;
      const recipe = await request(baseUrl, 'POST', '/api/recipes', user.token, recipeBody(`Soak pancakes ${tag} ${variant}`, categories[variant % categories.length], variant));
      user.household.recipes.push({ id: recipe._id, createdAt: 0, isPrivate: recipe.isPrivate });
      created.push(recipe._id);
    }
  }
  await waitForPlanningRecipes(databaseUrl, created);
  // Public recipes for the detail page: the list's first page as a guest sees it.
  const { recipes: publicRecipes } = await request(baseUrl, 'GET', '/api/recipes?limit=50');
  return { users, households, categories, publicRecipeIds: publicRecipes.map((recipe) => recipe._id) };
}
