// What a user of the soak (bench/soak.mjs) does in one click: the screens of the SPEC with the
// calls their front ends make (parallel where the page's queries are), and the state a household
// keeps between clicks (its recipes, weeks, lists and items). Weights are how often each click is
// picked. A click only uses a recipe created SETTLE_MS ago or more, so a planning 404 means the
// recipe event was later than that, not that the soak was too quick.
import { SOAK_PASSWORD, recipeBody } from './soak-households.mjs';

const SETTLE_MS = 5_000;
const SEARCHES = ['smoky', 'curry', 'saffron', 'lemon', 'pancakes', 'roasted'];
const INGREDIENT_SEARCHES = ['sa', 'fl', 'to', 'ch', 'on'];
const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack'];
/** Lists a household keeps; generating one more deletes its oldest (the grid stays a realistic size). */
const LISTS_KEPT = 4;
/** Meals a week holds at most; adding one more removes one instead. */
const MEALS_KEPT = 21;

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const isoDay = (date) => date.toISOString().slice(0, 10);

/** This week's and next week's start (Mondays), as the planner's previous/next buttons reach them. */
function weeks() {
  const today = new Date();
  const monday = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return [0, 7].map((offset) => {
    const start = new Date(monday);
    start.setUTCDate(start.getUTCDate() + offset);
    const end = new Date(start);
    end.setUTCDate(end.getUTCDate() + 6);
    return { startDate: isoDay(start), endDate: isoDay(end), days: Array.from({ length: 7 }, (_, d) => isoDay(new Date(start.getTime() + d * 86_400_000))) };
  });
}

const settledRecipes = (household) => household.recipes.filter((recipe) => Date.now() - recipe.createdAt >= SETTLE_MS);

function rememberPlan(household, plan) {
  if (plan?._id) household.plans.set(plan.startDate, { id: plan._id, meals: plan.meals.map((meal) => meal._id) });
}

function rememberList(household, list) {
  if (!list?._id) return;
  const known = household.lists.find((entry) => entry.id === list._id);
  const itemIds = list.items.map((item) => item._id);
  if (known) known.itemIds = itemIds;
  else household.lists.push({ id: list._id, itemIds });
}

async function removeMeal({ household, call }) {
  const [id, plan] = pick([...household.plans.entries()].filter(([, p]) => p.meals.length)) ?? [];
  if (!plan) return;
  const mealId = plan.meals.splice(Math.floor(Math.random() * plan.meals.length), 1)[0];
  const answer = await call('DELETE', '/api/meal-plans/{id}/meals/{mealId}', `/api/meal-plans/${plan.id}/meals/${mealId}`);
  if (answer.body) rememberPlan(household, answer.body);
  else household.plans.delete(id);
}

/** Polls `check` every 20 ms (unrecorded requests) until it holds; the milliseconds it took, or null after 30 s. */
async function timeUntil(check) {
  const started = performance.now();
  while (performance.now() - started < 30_000) {
    if (await check()) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return null;
}

/** Whether `member` can read the household's private recipe (svc-recipes) and its lists (svc-planning). */
async function canRead(shared, member, privateRecipe) {
  const read = (path) =>
    fetch(`${shared.baseUrl}${path}`, { headers: { authorization: `Bearer ${member.token}` } }).then(async (response) => ({
      status: response.status,
      body: await response.json().catch(() => null),
    }));
  const [recipe, lists] = await Promise.all([read(`/api/recipes/${privateRecipe.id}`), read('/api/shopping-lists')]);
  // Without a household the lists read as empty (200 []); the household's own are what it reads.
  return { recipes: recipe.status === 200, planning: lists.status === 200 && Array.isArray(lists.body) && lists.body.length > 0 };
}

/**
 * The owner removes a member, who then joins again with the invite code: the time until the
 * removal reaches svc-recipes and svc-planning (the member loses the household's private recipe
 * and lists), then until the join does (they can read them again). The member sits out of other
 * clicks meanwhile.
 */
async function removeAndRejoin({ user, household, shared, call }) {
  const member = shared.users.find((u) => u.household === household && !u.owner && !shared.busy.has(u));
  const privateRecipe = household.recipes.find((recipe) => recipe.isPrivate && recipe.createdAt === 0);
  // The lists tell when planning lets the member in or out: a household without one has nothing to show.
  if (!user.owner || !member || !privateRecipe || household.lists.length === 0) return call('GET', '/api/households', '/api/households');
  shared.busy.add(member);
  try {
    const removed = await call('DELETE', '/api/households/members/{id}', `/api/households/members/${member.id}`);
    if (removed.status !== 200) return undefined;
    const lostMs = await timeUntil(async () => {
      const access = await canRead(shared, member, privateRecipe);
      return !access.recipes && !access.planning;
    });
    const joined = await call('POST', '/api/households/join', '/api/households/join', { inviteCode: household.inviteCode }, { as: member });
    if (joined.status !== 200) return undefined;
    const readMs = await timeUntil(async () => {
      const access = await canRead(shared, member, privateRecipe);
      return access.recipes && access.planning;
    });
    shared.membership.push({ lostMs, readMs });
    return undefined;
  } finally {
    shared.busy.delete(member);
  }
}

/** [name, weight, click({ user, household, shared, call })] */
export const SCREENS = [
  [
    'sign in',
    2,
    async ({ user, call }) => {
      const answer = await call('POST', '/api/auth/login', '/api/auth/login', { email: user.email, password: SOAK_PASSWORD }, { signedOut: true });
      if (answer.body?.token) user.token = answer.body.token;
      await call('GET', '/api/auth/me', '/api/auth/me');
    },
  ],
  [
    'dashboard',
    8,
    ({ call }) => Promise.all([call('GET', '/api/households', '/api/households'), call('GET', '/api/recipes?household=mine', '/api/recipes?household=mine&limit=6')]),
  ],
  ['recipe list', 10, ({ call }) => Promise.all([call('GET', '/api/recipes', '/api/recipes'), call('GET', '/api/categories', '/api/categories')])],
  ['recipe search', 8, ({ call }) => call('GET', '/api/recipes?search=', `/api/recipes?search=${pick(SEARCHES)}`)],
  [
    'recipe detail',
    12,
    ({ household, shared, call }) => {
      const ids = [...household.recipes.map((recipe) => recipe.id), ...shared.publicRecipeIds];
      return call('GET', '/api/recipes/{id}', `/api/recipes/${pick(ids)}`);
    },
  ],
  [
    'create recipe',
    3,
    async ({ household, shared, call }) => {
      await call('GET', '/api/categories', '/api/categories');
      await call('GET', '/api/ingredients?search=', `/api/ingredients?search=${pick(INGREDIENT_SEARCHES)}`);
      const variant = (shared.counter += 1);
      const made = await call('POST', '/api/recipes', '/api/recipes', recipeBody(`Soak stew ${variant}`, pick(shared.categories), variant));
      if (!made.body?._id) return;
      household.recipes.push({ id: made.body._id, createdAt: Date.now(), isPrivate: made.body.isPrivate });
      await call('GET', '/api/recipes/{id}', `/api/recipes/${made.body._id}`);
    },
  ],
  [
    'edit recipe',
    2,
    async ({ household, shared, call }) => {
      const recipe = pick(household.recipes);
      await call('GET', '/api/recipes/{id}', `/api/recipes/${recipe.id}`);
      await call('PUT', '/api/recipes/{id}', `/api/recipes/${recipe.id}`, { title: `Soak renamed ${(shared.counter += 1)}` });
    },
  ],
  [
    'planner week',
    10,
    async ({ household, call }) => {
      const week = pick(weeks());
      const answer = await call('GET', '/api/meal-plans?startDate&endDate', `/api/meal-plans?startDate=${week.startDate}&endDate=${week.endDate}`);
      const plan = answer.body?.find?.((p) => p.startDate === week.startDate);
      if (plan) rememberPlan(household, plan);
    },
  ],
  [
    'add meal',
    6,
    async (click) => {
      const { household, call } = click;
      const week = pick(weeks());
      const known = household.plans.get(week.startDate);
      if (known && known.meals.length >= MEALS_KEPT) return removeMeal(click);
      // The dialog's recipe options.
      await call('GET', '/api/recipes?household=mine', '/api/recipes?household=mine&limit=50');
      const recipes = settledRecipes(household);
      if (!recipes.length) return undefined;
      const meal = { date: pick(week.days), mealType: pick(MEAL_TYPES), recipeId: pick(recipes).id, notes: '' };
      const answer = known
        ? await call('POST', '/api/meal-plans/{id}/meals', `/api/meal-plans/${known.id}/meals`, meal)
        : await call('POST', '/api/meal-plans', '/api/meal-plans', { startDate: week.startDate, endDate: week.endDate, meals: [meal] });
      rememberPlan(household, answer.body);
      return undefined;
    },
  ],
  ['remove meal', 3, removeMeal],
  [
    'generate list',
    2,
    async ({ user, household, call }) => {
      const plan = [...household.plans.values()].find((p) => p.meals.length);
      if (!plan) return;
      if (user.owner && household.lists.length >= LISTS_KEPT) {
        const oldest = household.lists.shift();
        await call('DELETE', '/api/shopping-lists/{id}', `/api/shopping-lists/${oldest.id}`);
      }
      const made = await call('POST', '/api/shopping-lists/generate-from-meal-plan', '/api/shopping-lists/generate-from-meal-plan', { mealPlanId: plan.id });
      if (!made.body?._id) return;
      rememberList(household, made.body);
      await call('GET', '/api/shopping-lists/{id}', `/api/shopping-lists/${made.body._id}`);
    },
  ],
  [
    'create list',
    1,
    async ({ household, shared, call }) => {
      const recipes = settledRecipes(household).slice(-2).map((recipe) => recipe.id);
      const made = await call('POST', '/api/shopping-lists', '/api/shopping-lists', { name: `Soak list ${(shared.counter += 1)}`, recipeIds: recipes });
      rememberList(household, made.body);
    },
  ],
  // As the lists page asks: its first page of 24.
  ['shopping lists', 8, ({ call }) => call('GET', '/api/shopping-lists?page=1&limit=24', '/api/shopping-lists')],
  [
    'shopping list',
    8,
    async ({ household, call }) => {
      const list = pick(household.lists);
      if (!list) return;
      const answer = await call('GET', '/api/shopping-lists/{id}', `/api/shopping-lists/${list.id}`);
      rememberList(household, answer.body);
    },
  ],
  [
    'toggle',
    10,
    async ({ household, call }) => {
      const list = pick(household.lists.filter((l) => l.itemIds.length));
      if (!list) return;
      await call('PATCH', '/api/shopping-lists/{id}/items/{itemId}/toggle', `/api/shopping-lists/${list.id}/items/${pick(list.itemIds)}/toggle`, {});
    },
  ],
  [
    'add item',
    3,
    async ({ household, call }) => {
      const list = pick(household.lists);
      if (!list) return;
      await call('GET', '/api/ingredients?search=', `/api/ingredients?search=${pick(INGREDIENT_SEARCHES)}`);
      const answer = await call('POST', '/api/shopping-lists/{id}/items', `/api/shopping-lists/${list.id}/items`, { name: 'Soak extra', quantity: 1, unit: 'whole' });
      rememberList(household, answer.body);
    },
  ],
  ['household page', 5, ({ call }) => Promise.all([call('GET', '/api/households', '/api/households'), call('GET', '/api/invitations', '/api/invitations')])],
  [
    'profile',
    2,
    ({ user, shared, call }) => call('PUT', '/api/auth/update-profile', '/api/auth/update-profile', { name: `${user.name} ${(shared.counter += 1) % 100}`, email: user.email }),
  ],
  // Picked by anyone, done only by owners (about a third of users).
  ['member removed and rejoins', 3, removeAndRejoin],
  [
    'rename household',
    1,
    async ({ user, shared, call }) => {
      if (!user.owner) return call('GET', '/api/households', '/api/households');
      return call('PUT', '/api/households', '/api/households', { name: `Soak household ${(shared.counter += 1)}` });
    },
  ],
];

/** A screen picked by weight. */
export function pickScreen() {
  const total = SCREENS.reduce((sum, [, weight]) => sum + weight, 0);
  let at = Math.random() * total;
  for (const screen of SCREENS) {
    at -= screen[1];
    if (at < 0) return screen;
  }
  return SCREENS[SCREENS.length - 1];
}
