/**
 * Families sharing Hearth at once, across every domain: 20 users in 5 households read and change
 * their household's recipes, meal plan and shopping lists while probing other households' private
 * recipes and lists. Every answer is checked against the household of the token that asked.
 */
import { call, eventually, registerUser, runChecked, type CheckedRequest, type LoadTally, type RegisteredUser } from './load-http';

export interface HouseholdLoadOptions {
  baseUrl: string;
  households?: number;
  membersPerHousehold?: number;
  requests?: number;
  inFlight?: number;
}

export interface HouseholdLoadReport extends LoadTally {
  requests: number;
  /** After the load: a household missing what its members created, or holding another's. */
  finalMismatches: string[];
  seconds: number;
}

interface Family {
  index: number;
  /** In every name this household writes; no tag contains another. */
  tag: string;
  householdId: string;
  members: RegisteredUser[];
  privateRecipes: string[];
  lists: string[];
  items: { list: string; item: string }[];
  planId: string;
  weekStart: string;
  category: string;
  created: { recipes: number; lists: number };
}

type Body = Record<string, unknown>;
interface Named {
  _id: string;
  name?: string;
  title?: string;
}

const WEEK_START = '2030-01-07';
const day = (offset: number) => new Date(Date.parse(`${WEEK_START}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

function expectStatus(answer: { status: number; body: Body }, status: number, what: string): Body {
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

async function categoryId(base: string, token: string, name: string): Promise<string> {
  const answer = await call(base, 'POST', '/categories', token, { name });
  if (answer.status === 201) return answer.body._id as string;
  return (expectStatus(answer, 409, 'category').category as Named)._id;
}

function recipeBody(title: string, category: string, isPrivate: boolean) {
  return {
    title,
    category,
    prepTime: 10,
    cookTime: 20,
    isPrivate,
    instructions: 'Preparation:\n1. Weigh everything.\n\nCooking:\n1. Cook it through.',
    ingredients: [
      { name: 'Flour', quantity: 200, unit: 'g' },
      { name: 'Milk', quantity: 0.3, unit: 'l' },
    ],
  };
}

/** One household: its members joined by code, two private recipes and a public one, a list, a week's plan. */
async function setUpFamily(base: string, index: number, run: string, size: number, category: string): Promise<Family> {
  const tag = `[hh${index}-${run}]`;
  const members = await Promise.all(Array.from({ length: size }, (_, m) => registerUser(base, `h${index}m${m}-${run}`)));
  const owner = members[0]!;
  const household = expectStatus(await call(base, 'PUT', '/households', owner.token, { name: `Home ${tag}` }), 200, 'rename');
  for (const member of members.slice(1)) {
    expectStatus(await call(base, 'POST', '/households/join', member.token, { inviteCode: household.inviteCode }), 200, 'join');
  }
  // A new household reaches svc-recipes as an event; until then a recipe is refused with 409.
  const createRecipe = async (title: string, isPrivate: boolean) => {
    const created = await eventually(async () => {
      const answer = await call(base, 'POST', '/recipes', owner.token, recipeBody(title, category, isPrivate));
      return answer.status === 409 ? undefined : answer;
    }, `household ${index} known to svc-recipes`);
    return expectStatus(created, 201, 'recipe')._id as string;
  };
  const privateRecipes = [await createRecipe(`Stew ${tag}`, true), await createRecipe(`Pie ${tag}`, true)];
  await createRecipe(`Public bread ${run} ${index}`, false);
  // The recipes reach planning as events too.
  const list = await eventually(async () => {
    const answer = await call(base, 'POST', '/shopping-lists', owner.token, { name: `List ${tag}`, recipeIds: privateRecipes });
    return answer.status === 201 ? answer.body : undefined;
  }, `household ${index}'s recipes known to planning`);
  const plan = await call(base, 'POST', '/meal-plans', owner.token, {
    startDate: WEEK_START,
    meals: [{ date: day(0), mealType: 'dinner', recipeId: privateRecipes[0], notes: tag }],
  });
  if (plan.status !== 201 && plan.status !== 200) throw new Error(`meal plan: ${plan.status} ${JSON.stringify(plan.body)}`);
  // The joins reach recipes and planning as events: every member sees the household's recipes and list.
  for (const member of members) {
    await eventually(async () => {
      const recipes = await call(base, 'GET', '/recipes?household=mine&limit=1', member.token);
      const lists = await call(base, 'GET', '/shopping-lists', member.token);
      const listed = Array.isArray(lists.body) && lists.body.some((summary: Named) => summary._id === list._id);
      return recipes.body.total === privateRecipes.length + 1 && listed ? true : undefined;
    }, `member ${member.email} in household ${index} for every service`);
  }
  return {
    index,
    tag,
    householdId: household._id as string,
    members,
    privateRecipes,
    lists: [list._id as string],
    items: (list.items as Named[]).map((item) => ({ list: list._id as string, item: item._id })),
    planId: plan.body._id as string,
    weekStart: WEEK_START,
    category,
    created: { recipes: 0, lists: 1 },
  };
}

/** The first tag of another household that `body` carries, if any. */
function foreignTag(body: unknown, family: Family, families: Family[]): string | undefined {
  const text = JSON.stringify(body);
  return families.find((other) => other !== family && text.includes(other.tag))?.tag;
}

/** Every recipe of a list answer is public or this household's. */
function checkRecipes(body: Body, family: Family, mineOnly: boolean): string | undefined {
  for (const recipe of body.recipes as { _id: string; isPrivate: boolean; household: Named }[]) {
    const own = recipe.household._id === family.householdId;
    if (mineOnly && !own) return `recipe ${recipe._id} of household ${recipe.household._id} in "mine"`;
    if (recipe.isPrivate && !own) return `private recipe ${recipe._id} of household ${recipe.household._id}`;
  }
  return undefined;
}

function pickRequest(families: Family[], counter: number): CheckedRequest {
  const family = families[counter % families.length]!;
  const round = Math.floor(counter / families.length);
  const member = family.members[round % family.members.length]!;
  const user = family.index * 100 + (round % family.members.length);
  const other = families[(family.index + 1 + (round % (families.length - 1))) % families.length]!;
  const base = { user, token: member.token };
  const noForeignTag = (body: Body) => foreignTag(body, family, families) && `carries ${foreignTag(body, family, families)}`;
  switch (round % 12) {
    case 0:
      return { ...base, label: 'GET /recipes', method: 'GET', path: '/recipes?limit=50', check: (body) => checkRecipes(body, family, false) };
    case 1:
      return { ...base, label: 'GET /recipes?household=mine', method: 'GET', path: '/recipes?household=mine&limit=50', check: (body) => checkRecipes(body, family, true) };
    case 2: {
      const id = family.privateRecipes[round % family.privateRecipes.length]!;
      return { ...base, label: 'GET /recipes/{own}', method: 'GET', path: `/recipes/${id}`, check: (body) => ((body.household as Named)._id === family.householdId ? undefined : `recipe of ${(body.household as Named)._id}`) };
    }
    case 3:
      return { ...base, label: "GET /recipes/{another's private}", method: 'GET', path: `/recipes/${other.privateRecipes[0]}`, expect: 404 };
    case 4:
      return { ...base, label: 'GET /shopping-lists', method: 'GET', path: '/shopping-lists', check: (body) => noForeignTag(body) || ((body as unknown as Named[]).every((list) => list.name?.includes(family.tag)) ? undefined : 'a list without this household\'s tag') };
    case 5: {
      const list = family.lists[round % family.lists.length]!;
      return { ...base, label: 'GET /shopping-lists/{own}', method: 'GET', path: `/shopping-lists/${list}`, check: (body) => noForeignTag(body) || ((body.name as string).includes(family.tag) ? undefined : `list "${String(body.name)}"`) };
    }
    case 6:
      return { ...base, label: "GET /shopping-lists/{another's}", method: 'GET', path: `/shopping-lists/${other.lists[0]}`, expect: 404 };
    case 7: {
      const { list, item } = family.items[round % family.items.length]!;
      return { ...base, label: 'PATCH …/toggle', method: 'PATCH', path: `/shopping-lists/${list}/items/${item}/toggle`, body: {}, check: (body) => (body._id === item ? undefined : `item ${String(body._id)}`) };
    }
    case 8:
      return {
        ...base,
        label: 'GET /meal-plans',
        method: 'GET',
        path: `/meal-plans?startDate=${family.weekStart}&endDate=${day(6)}`,
        check: (body) => noForeignTag(body) || ((body as unknown as Named[]).every((plan) => plan._id === family.planId) ? undefined : 'a plan of another household'),
      };
    case 9:
      return {
        ...base,
        label: 'POST /meal-plans/{own}/meals',
        method: 'POST',
        path: `/meal-plans/${family.planId}/meals`,
        body: { date: day(round % 7), mealType: 'lunch', recipeId: family.privateRecipes[0], notes: family.tag },
        expect: 201,
        check: (body) => noForeignTag(body) || (body._id === family.planId ? undefined : `plan ${String(body._id)}`),
      };
    case 10:
      return {
        ...base,
        label: 'POST /shopping-lists',
        method: 'POST',
        path: '/shopping-lists',
        body: { name: `List ${round} ${family.tag}` },
        expect: 201,
        check: (body) => noForeignTag(body),
        done: () => void family.created.lists++,
      };
    default:
      return {
        ...base,
        label: 'POST /recipes',
        method: 'POST',
        path: '/recipes',
        body: recipeBody(`Soup ${round} ${family.tag}`, family.category, true),
        expect: 201,
        check: (body) => ((body.household as Named)._id === family.householdId ? undefined : `created in ${(body.household as Named)._id}`),
        done: () => void family.created.recipes++,
      };
  }
}

export async function runHouseholdLoad(options: HouseholdLoadOptions): Promise<HouseholdLoadReport> {
  const { baseUrl, households = 5, membersPerHousehold = 4, requests = 2400, inFlight = 50 } = options;
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const setupUser = await registerUser(baseUrl, `setup-${run}`);
  await eventually(async () => ((await call(baseUrl, 'GET', '/recipes?household=mine&limit=1', setupUser.token)).status === 200 ? true : undefined), 'the recipes service knows the setup user');
  const category = await categoryId(baseUrl, setupUser.token, `Load ${run}`);
  const families = await Promise.all(Array.from({ length: households }, (_, index) => setUpFamily(baseUrl, index, run, membersPerHousehold, category)));

  const started = Date.now();
  const tally = await runChecked(baseUrl, requests, inFlight, (counter) => pickRequest(families, counter));
  const report: HouseholdLoadReport = { requests, ...tally, finalMismatches: [], seconds: (Date.now() - started) / 1000 };

  // Afterwards each household holds exactly what its members made, and nothing of the others'.
  for (const family of families) {
    const token = family.members[family.members.length - 1]!.token;
    const recipes = await call(baseUrl, 'GET', '/recipes?household=mine&limit=1', token);
    const expectedRecipes = family.privateRecipes.length + 1 + family.created.recipes;
    if (recipes.body.total !== expectedRecipes) report.finalMismatches.push(`household ${family.index}: ${String(recipes.body.total)} recipes, expected ${expectedRecipes}`);
    const lists = await call(baseUrl, 'GET', '/shopping-lists', token);
    const count = Array.isArray(lists.body) ? lists.body.length : -1;
    if (count !== family.created.lists) report.finalMismatches.push(`household ${family.index}: ${count} lists, expected ${family.created.lists}`);
    const tag = foreignTag(lists.body, family, families);
    if (tag) report.finalMismatches.push(`household ${family.index}'s lists carry ${tag}`);
  }
  return report;
}
