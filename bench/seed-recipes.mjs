// Seeds svc-recipes' schema with realistic recipes, fast, for `npm run bench` (and on its own):
// ~30 categories, ~300 ingredients, 50 households of 4 members (the household and user
// projections svc-recipes keeps from svc-household's and svc-auth's events), recipes whose titles
// come from word lists (each adjective in ~1 % of titles, so a search has real work), 5-12
// ingredient lines each, ~20 % private, created over three years. Rows go straight into the
// schema, 2,000 recipes per multi-row INSERT (unnest of arrays); search_text is built as
// svc-recipes builds it. Tops up to `count`: seeding 10,000 then 100,000 adds 90,000.
//
//   node bench/seed-recipes.mjs DATABASE_URL COUNT [SCHEMA]   (the schema svc-recipes migrated)
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoDir } from '../scripts/build.mjs';

const require = createRequire(path.join(repoDir, 'packages', 'service-kit', 'package.json'));
const { Client } = require('pg');

const ADJECTIVES = (
  'smoky zesty rustic creamy crispy spicy tangy hearty golden charred herbed honeyed lemony garlicky ' +
  'peppery buttery nutty silky fiery sticky toasted roasted braised grilled poached seared baked ' +
  'slow-cooked pan-fried steamed glazed stuffed whipped marinated pickled spiced sweet savory ' +
  'classic country farmhouse tuscan provencal sicilian andalusian moroccan persian bengali punjabi ' +
  'sichuan cantonese hokkien korean japanese thai vietnamese mexican peruvian cajun creole nordic ' +
  'alpine highland coastal island summer winter autumn spring midnight sunday weeknight holiday ' +
  'festive harvest garden market orchard meadow orchid velvet copper emerald sunlit ' +
  'one-pan sheet-pan skillet clay-pot fire-roasted wood-fired double-baked quick easy lazy ' +
  "grandma's family rainy-day picnic campfire brunch"
).split(' ');
const MAINS = (
  'chicken beef pork lamb salmon cod prawn tofu tempeh chickpea lentil bean mushroom aubergine ' +
  'courgette squash potato sweet-potato cauliflower broccoli spinach kale cabbage carrot beetroot ' +
  'tomato pepper onion leek fennel duck turkey halloumi feta ricotta egg rice noodle barley quinoa'
).split(' ');
const DISHES = (
  'stew curry soup salad pie tart bake gratin risotto pilaf pasta lasagne casserole stir-fry ' +
  'skewers tacos burrito wraps burger fritters dumplings buns bowl hash frittata omelette ' +
  'traybake ragout chowder broth pudding crumble cake bread flatbread pancakes'
).split(' ');
const BASE_INGREDIENTS = (
  'flour sugar butter milk cream egg salt pepper olive-oil garlic onion shallot ginger chili ' +
  'cumin coriander turmeric paprika cinnamon nutmeg cardamom clove saffron vanilla thyme rosemary ' +
  'basil oregano parsley mint dill bay-leaf lemon lime orange tomato potato carrot celery leek ' +
  'spinach mushroom rice pasta lentils chickpeas beans chicken beef pork lamb salmon prawns tofu ' +
  'cheese yogurt honey vinegar soy-sauce stock wine mustard'
).split(' ');
const PREPARATIONS = ['', 'fresh', 'dried', 'ground', 'chopped', 'smoked'];
const CATEGORIES = (
  'Breakfast Brunch Lunch Dinner Soups Salads Starters Sides Mains Pasta Rice Curries Stews Bakes ' +
  'Breads Cakes Cookies Desserts Drinks Sauces Snacks Vegetarian Vegan Seafood Poultry Meat Grill ' +
  'Slow-cooker Quick Holidays'
).split(' ');
const UNITS = ['g', 'kg', 'ml', 'l', 'tsp', 'tbsp', 'cup', 'whole', 'pinch', 'clove', 'slice', 'piece'];
const HOUSEHOLDS = 50;
const SEEDED_HOUSEHOLD = 'Bench household';
const MEMBERS_PER_HOUSEHOLD = 4;
const BATCH = 2_000;
const YEARS_MS = 3 * 365 * 24 * 3600 * 1000;

/** The searches the bench runs: an adjective of ~1 % of titles, and an ingredient name. */
export const SEARCH_WORDS = { title: 'smoky', ingredient: 'saffron' };

/** A small seeded generator (mulberry32): the same seed gives the same recipes. */
export function generator(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  return { next, int, pick: (list) => list[Math.floor(next() * list.length)] };
}

const words = (name) => name.replace(/-/g, ' ');

/** The ingredient catalogue: every base ingredient, plain and in each preparation (~330 names). */
export const INGREDIENT_NAMES = BASE_INGREDIENTS.flatMap((base) => PREPARATIONS.map((prep) => (prep ? `${prep} ${words(base)}` : words(base))));
const capitalized = (text) => text.replace(/(^|\s)\p{L}/gu, (letter) => letter.toUpperCase());

/**
 * Categories, ingredients, and the seeded households with their users and memberships, once (the
 * running services may have put real households in the projections already); returns what
 * recipes refer to.
 */
async function seedCatalogues(client, s) {
  await client.query(`INSERT INTO ${s}.categories (name) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING`, [CATEGORIES]);
  await client.query(`INSERT INTO ${s}.ingredients (name) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING`, [INGREDIENT_NAMES]);
  const seededHouseholds = `SELECT id FROM ${s}.households WHERE name LIKE '${SEEDED_HOUSEHOLD} %'`;
  const [{ count }] = (await client.query(`SELECT count(*)::int AS count FROM (${seededHouseholds}) h`)).rows;
  if (count === 0) {
    const households = Array.from({ length: HOUSEHOLDS }, (_, index) => ({ id: randomUUID(), name: `${SEEDED_HOUSEHOLD} ${index + 1}` }));
    const members = households.flatMap((household, h) =>
      Array.from({ length: MEMBERS_PER_HOUSEHOLD }, (_, m) => ({ id: randomUUID(), name: `Cook ${h + 1}.${m + 1}`, householdId: household.id })),
    );
    await client.query(`INSERT INTO ${s}.households (id, name) SELECT * FROM unnest($1::uuid[], $2::text[])`, [
      households.map((h) => h.id),
      households.map((h) => h.name),
    ]);
    await client.query(`INSERT INTO ${s}.users (id, name) SELECT * FROM unnest($1::uuid[], $2::text[])`, [members.map((m) => m.id), members.map((m) => m.name)]);
    await client.query(`INSERT INTO ${s}.memberships (user_id, household_id) SELECT * FROM unnest($1::uuid[], $2::uuid[])`, [
      members.map((m) => m.id),
      members.map((m) => m.householdId),
    ]);
  }
  const rows = async (sql) => (await client.query(sql)).rows;
  return {
    categories: (await rows(`SELECT id FROM ${s}.categories ORDER BY name`)).map((row) => row.id),
    ingredients: await rows(`SELECT id, name FROM ${s}.ingredients ORDER BY name`),
    members: await rows(`SELECT user_id AS id, household_id AS "householdId" FROM ${s}.memberships WHERE household_id IN (${seededHouseholds}) ORDER BY user_id`),
  };
}

/** `size` recipes and their lines, as the arrays of two multi-row INSERTs. */
function generateBatch(random, catalogues, size, now) {
  const recipes = { id: [], title: [], category: [], createdBy: [], household: [], private: [], prep: [], cook: [], instructions: [], search: [], createdAt: [] };
  const lines = { recipe: [], position: [], ingredient: [], quantity: [], unit: [] };
  for (let i = 0; i < size; i += 1) {
    const id = randomUUID();
    const member = random.pick(catalogues.members);
    let title = `${words(random.pick(ADJECTIVES))} ${words(random.pick(MAINS))} ${random.pick(DISHES)}`;
    const chosen = new Set();
    const lineCount = random.int(5, 12);
    while (chosen.size < lineCount) chosen.add(random.pick(catalogues.ingredients));
    const ingredients = [...chosen];
    if (random.next() < 0.3) title += ` with ${ingredients[0].name}`;
    title = capitalized(title);
    ingredients.forEach((ingredient, position) => {
      lines.recipe.push(id);
      lines.position.push(position);
      lines.ingredient.push(ingredient.id);
      lines.quantity.push(random.int(1, 40) * 25 / 100);
      lines.unit.push(random.pick(UNITS));
    });
    const createdAt = new Date(now - random.next() * YEARS_MS);
    recipes.id.push(id);
    recipes.title.push(title);
    recipes.category.push(random.next() < 0.05 ? null : random.pick(catalogues.categories));
    recipes.createdBy.push(member.id);
    recipes.household.push(member.householdId);
    recipes.private.push(random.next() < 0.2);
    recipes.prep.push(random.int(0, 12) * 5);
    recipes.cook.push(random.int(0, 24) * 5);
    recipes.instructions.push(
      `Prepare the ${ingredients.map((g) => g.name).slice(0, 3).join(', ')}.\nCook gently for ${random.int(5, 60)} minutes, stirring now and then.\nSeason to taste and serve.`,
    );
    // As svc-recipes' recipe-writes.ts: the title and the ingredient names, lower-cased, one per line.
    recipes.search.push([title, ...ingredients.map((g) => g.name)].join('\n').toLowerCase());
    recipes.createdAt.push(createdAt);
  }
  return { recipes, lines };
}

async function insertBatch(client, s, { recipes, lines }) {
  await client.query(
    `INSERT INTO ${s}.recipes (id, title, category_id, created_by, household_id, is_private, prep_time, cook_time, instructions, search_text, created_at, updated_at)
     SELECT id, title, category_id, created_by, household_id, is_private, prep_time, cook_time, instructions, search_text, created_at, created_at
     FROM unnest($1::uuid[], $2::text[], $3::uuid[], $4::uuid[], $5::uuid[], $6::boolean[], $7::int[], $8::int[], $9::text[], $10::text[], $11::timestamptz[])
       AS t(id, title, category_id, created_by, household_id, is_private, prep_time, cook_time, instructions, search_text, created_at)`,
    [recipes.id, recipes.title, recipes.category, recipes.createdBy, recipes.household, recipes.private, recipes.prep, recipes.cook, recipes.instructions, recipes.search, recipes.createdAt],
  );
  await client.query(
    `INSERT INTO ${s}.recipe_ingredients (recipe_id, position, ingredient_id, quantity, unit)
     SELECT * FROM unnest($1::uuid[], $2::int[], $3::uuid[], $4::float8[], $5::text[])`,
    [lines.recipe, lines.position, lines.ingredient, lines.quantity, lines.unit],
  );
}

/**
 * Adds recipes to `schema` until it holds `count`, then VACUUM ANALYZE (as autovacuum would leave
 * a settled table: statistics for the planner, the visibility map for index-only scans).
 * Returns what the bench needs: a household to sign into, a category, and how many match the searches.
 */
export async function seedRecipes(databaseUrl, { count, schema = 'recipes', seed = 42 }) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const s = `"${schema}"`;
    const started = process.hrtime.bigint();
    const catalogues = await seedCatalogues(client, s);
    const [{ existing }] = (await client.query(`SELECT count(*)::int AS existing FROM ${s}.recipes`)).rows;
    const random = generator(seed + existing);
    const now = Date.now();
    for (let done = existing; done < count; done += BATCH) {
      await insertBatch(client, s, generateBatch(random, catalogues, Math.min(BATCH, count - done), now));
    }
    await client.query(`VACUUM ANALYZE ${s}.recipes, ${s}.recipe_ingredients, ${s}.ingredients, ${s}.categories`);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const share = async (word) =>
      (await client.query(`SELECT avg((search_text LIKE $1)::int)::float AS share FROM ${s}.recipes`, [`%${word}%`])).rows[0].share;
    const [{ category }] = (
      await client.query(`SELECT category_id AS category FROM ${s}.recipes WHERE category_id IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`)
    ).rows;
    return {
      recipes: Math.max(count, existing),
      added: Math.max(0, count - existing),
      seconds,
      householdId: catalogues.members[0].householdId,
      category,
      searchShare: { [SEARCH_WORDS.title]: await share(SEARCH_WORDS.title), [SEARCH_WORDS.ingredient]: await share(SEARCH_WORDS.ingredient) },
    };
  } finally {
    await client.end();
  }
}

/** Puts `userId` into `householdId` in the projection, as `household.member.joined` would. */
export async function joinHousehold(databaseUrl, { userId, householdId, schema = 'recipes' }) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO "${schema}".memberships (user_id, household_id) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET household_id = EXCLUDED.household_id`,
      [userId, householdId],
    );
  } finally {
    await client.end();
  }
}

// `node bench/seed-recipes.mjs DATABASE_URL COUNT [SCHEMA]`
if (import.meta.url === `file://${process.argv[1]}`) {
  const [databaseUrl, count, schema = 'recipes'] = process.argv.slice(2);
  if (!databaseUrl || !(Number(count) > 0)) {
    console.error('usage: node bench/seed-recipes.mjs DATABASE_URL COUNT [SCHEMA]');
    process.exit(2);
  }
  const seeded = await seedRecipes(databaseUrl, { count: Number(count), schema });
  console.log(`${seeded.recipes} recipes (${seeded.added} added in ${seeded.seconds.toFixed(1)} s); search shares ${JSON.stringify(seeded.searchShare)}`);
}
