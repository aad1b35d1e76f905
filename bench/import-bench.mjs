// The export import figure of `npm run bench` (issue: "a 300-recipe export imports in under a
// minute on this machine"): a Mealie recipe export of BENCH_IMPORT_RECIPES (300) distinct recipes,
// made in memory as Mealie writes it (`recipes/<slug>/<slug>.json` with 8-12 ingredient lines of
// text, several steps, times as text, a yield, a category; `recipes/<slug>/images/original.webp`,
// a small 640x480 picture different for each recipe), uploaded to POST /api/recipes/imports by a
// new account in a household of its own, then GET /api/recipes/imports/{id} until the job is no
// longer running. The time runs from sending the file to the job being done: recipes imported,
// skipped, seconds, recipes/s. The pictures' own rendering (svc-recipes' image worker, after the
// job has stored each) is waited for and timed too, so what runs next starts on a quiet stack.
// The aim is held: a job that failed, fewer recipes imported than the file has, or 60 s or more
// (the same 5 recipes/s for a larger BENCH_IMPORT_RECIPES) fails the bench.
//
// `node bench/import-bench.mjs` runs just this: it compiles the Node packages and services (tsc -b;
// no front end is needed), starts the stack (bench/stack.mjs) on a throwaway database, exchange,
// ports and temp folder (bench/throwaway.mjs), measures, and removes it all again.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoDir } from '../scripts/build.mjs';

// sharp as svc-recipes resolves it; pg and the service kit (its ZIP writer) as the services find them.
const sharp = createRequire(path.join(repoDir, 'svc-recipes', 'package.json'))('sharp');
const kitRequire = createRequire(path.join(repoDir, 'packages', 'service-kit', 'package.json'));
const { Client } = kitRequire('pg');

/** The import aim: 300 recipes in under 60 s. */
const AIM = { recipes: 300, seconds: 60 };
const POLL_MS = 250;
const JOB_TIMEOUT_MS = 600_000;
const PICTURES_TIMEOUT_MS = 300_000;

/** BENCH_IMPORT_RECIPES: how many recipes the export holds. */
export function importSize(value = '300') {
  const count = Number(value);
  if (!Number.isInteger(count) || count <= 0) throw new Error(`BENCH_IMPORT_RECIPES must be a positive whole number, not "${value}"`);
  return count;
}

/** Seconds allowed: 60, or the same rate for a larger file. */
export const importLimitSeconds = (count) => (AIM.seconds * Math.max(AIM.recipes, count)) / AIM.recipes;

// 11, 21 and 10 words, prime to each other: recipe i is (i mod 11, i mod 21, i mod 10), a different
// title for each of the first 2,310 and every word in use from the first few dozen.
const ADJECTIVES = ['Smoky', 'Lemony', 'Garlicky', 'Spiced', 'Creamy', 'Crispy', 'Herby', 'Roasted', 'Sticky', 'Honeyed', 'Charred'];
const MAINS = [
  'Chickpea', 'Chicken', 'Salmon', 'Lentil', 'Mushroom', 'Aubergine', 'Pork', 'Beef', 'Tofu', 'Cauliflower', 'Prawn',
  'Sweet Potato', 'Halloumi', 'Lamb', 'Cod', 'Squash', 'Black Bean', 'Spinach', 'Tomato', 'Courgette', 'Duck',
];
const DISHES = [
  ['Stew', 'Mains'], ['Traybake', 'Mains'], ['Curry', 'Mains'], ['Pasta', 'Pasta'], ['Salad', 'Salads'],
  ['Soup', 'Soups'], ['Tacos', 'Weeknight'], ['Risotto', 'Mains'], ['Pie', 'Baking'], ['Stir-Fry', 'Weeknight'],
];
// 30 lines: a stride of 7 (prime to 30) picks up to 30 different ones for a recipe.
const LINES = [
  '2 cups flour', '1 ½ tbsp olive oil', '400 g chopped tomatoes', '1 onion, finely chopped', '3 cloves garlic, crushed',
  '1 tsp ground cumin', '½ tsp smoked paprika', '250 ml vegetable stock', '1 tbsp tomato purée', '200 g baby spinach',
  '2 tbsp lemon juice', 'salt and pepper, to taste', '1 handful fresh parsley, chopped', '100 g feta, crumbled',
  '1 tin coconut milk (400 ml)', '2 carrots, diced', '1 red pepper, sliced', '1 tbsp soy sauce', '2 tsp honey', '50 g butter',
  '300 g basmati rice', '1 ¼ cups milk', '2 eggs', '1 tsp baking powder', '¾ cup grated parmesan', '1 lime, zested and juiced',
  '1 tbsp fresh ginger, grated', '2 spring onions, sliced', '400 g tin chickpeas, drained', '150 ml double cream',
];
const STEPS = [
  () => `Heat the oil in a large pan over a medium heat and soften the onion for 8 minutes.`,
  () => `Add the garlic and spices and cook for a minute more, stirring, until fragrant.`,
  (r) => `Add the ${r.main.toLowerCase()} and cook until lightly browned all over.`,
  (r) => `Stir in the remaining ingredients, bring to a simmer and cook for ${r.cook - 10} minutes.`,
  () => `Taste, season with salt and pepper, and loosen with a splash of water if it is too thick.`,
  (r) => `Leave the ${r.dish.toLowerCase()} to rest for 5 minutes.`,
  () => `Scatter over the herbs and serve with bread or rice.`,
];

/** Minutes as Mealie writes a time: "15 Minutes", "1 Hour", "1 Hour 10 Minutes". */
function mealieTime(minutes) {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours ? `${hours} Hour${hours > 1 ? 's' : ''}` : '', rest ? `${rest} Minutes` : ''].filter(Boolean).join(' ');
}

const slugOf = (title) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Recipe `i` as Mealie's export writes its JSON (snake_case, as its export files do). */
function mealieRecipe(i, categories) {
  const combos = ADJECTIVES.length * MAINS.length * DISHES.length;
  const [dish, categoryName] = DISHES[i % DISHES.length];
  const main = MAINS[i % MAINS.length];
  const title = `${ADJECTIVES[i % ADJECTIVES.length]} ${main} ${dish}${i >= combos ? ` No. ${Math.floor(i / combos) + 1}` : ''}`;
  const slug = slugOf(title);
  const prep = 10 + (i % 4) * 5;
  const cook = 20 + (i % 6) * 10;
  const servings = 2 + (i % 4) * 2;
  const lineCount = 8 + (i % 5);
  const lines = [`500 g ${main.toLowerCase()}${main.endsWith('pea') || main.endsWith('Bean') ? 's' : ''}`, ...Array.from({ length: lineCount - 1 }, (_, k) => LINES[(i * 3 + k * 7) % LINES.length])];
  const steps = STEPS.slice(0, 4 + (i % 4));
  const stamp = new Date(Date.UTC(2024, 0, 1) + i * 86_400_000).toISOString();
  return {
    slug,
    json: {
      id: randomUUID(),
      user_id: categories.userId,
      group_id: categories.groupId,
      name: title,
      slug,
      image: randomUUID().slice(0, 4),
      recipe_yield: `${servings} servings`,
      total_time: mealieTime(prep + cook),
      prep_time: mealieTime(prep),
      cook_time: null,
      perform_time: mealieTime(cook),
      description: `A ${dish.toLowerCase()} of ${main.toLowerCase()} for ${servings}.`,
      recipe_category: [categories.byName.get(categoryName)],
      tags: [{ id: categories.tagId, name: 'Family', slug: 'family' }],
      tools: [],
      rating: 1 + (i % 5),
      org_url: `https://cooking.example/recipes/${slug}`,
      date_added: stamp.slice(0, 10),
      date_updated: stamp,
      created_at: stamp,
      update_at: stamp,
      last_made: null,
      recipe_ingredient: lines.map((note) => ({
        quantity: 1,
        unit: null,
        food: null,
        note,
        is_food: false,
        disable_amount: true,
        display: note,
        title: null,
        original_text: null,
        reference_id: randomUUID(),
      })),
      recipe_instructions: steps.map((step) => ({ id: randomUUID(), title: '', text: step({ main, dish, cook }), ingredient_references: [] })),
      nutrition: {},
      settings: { public: false, show_nutrition: false, show_assets: false, landscape_view: false, disable_comments: true, disable_amount: true, locked: false },
      assets: [],
      notes: [],
      extras: {},
      comments: [],
    },
  };
}

/** A 640x480 photo-like picture as raw RGB (gradients and grain); each recipe's differs in one corner. */
function basePixels(width, height) {
  const pixels = Buffer.alloc(width * height * 3);
  let noise = 1;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      noise = (noise * 1103515245 + 12345) & 0x7fffffff;
      const grain = (noise >> 16) % 24;
      const i = (y * width + x) * 3;
      pixels[i] = ((x * 255) / width + grain) & 255;
      pixels[i + 1] = ((y * 255) / height + grain) & 255;
      pixels[i + 2] = (((x + y) * 128) / (width + height) + 60 + grain) & 255;
    }
  }
  return pixels;
}

/**
 * The export file, as Mealie's "export recipes" writes it; `{ file, recipes, pictureBytes }`.
 * Pictures are WebP as Mealie stores them (svc-recipes turns them into JPEG first), each a
 * different file (the same bytes would be one stored picture).
 */
export async function makeMealieExport(count) {
  // The built kit (dist/): loaded only now, after the bench has compiled it.
  const { writeZip } = kitRequire('@hearth/service-kit');
  const width = 640;
  const height = 480;
  const base = basePixels(width, height);
  const categories = { userId: randomUUID(), groupId: randomUUID(), tagId: randomUUID(), byName: new Map() };
  for (const [, name] of DISHES) categories.byName.set(name, { id: randomUUID(), name, slug: slugOf(name) });
  const recipes = Array.from({ length: count }, (_, i) => mealieRecipe(i, categories));
  const pictures = new Array(count);
  // Encoded a few at a time: sharp works on its own threads.
  let next = 0;
  const encode = async () => {
    while (next < count) {
      const i = next;
      next += 1;
      const pixels = Buffer.from(base);
      // A 16x16 corner square whose colour is the recipe's number.
      for (let y = 0; y < 16; y += 1) {
        for (let x = 0; x < 16; x += 1) pixels.writeUIntBE(i & 0xffffff, (y * width + x) * 3, 3);
      }
      pictures[i] = await sharp(pixels, { raw: { width, height, channels: 3 } }).webp({ quality: 80 }).toBuffer();
    }
  };
  await Promise.all(Array.from({ length: Math.min(4, os.availableParallelism()) }, encode));
  const entries = recipes.flatMap((recipe, i) => [
    { name: `recipes/${recipe.slug}/${recipe.slug}.json`, data: JSON.stringify(recipe.json, null, 2) },
    { name: `recipes/${recipe.slug}/images/original.webp`, data: pictures[i] },
  ]);
  const pictureBytes = pictures.reduce((sum, picture) => sum + picture.length, 0) / count;
  return { file: writeZip(entries), recipes: count, pictureBytes, titles: new Set(recipes.map((recipe) => recipe.json.name)).size };
}

async function withClient(databaseUrl, work) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function json(response, what) {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** A new account; registering makes its household, which the recipes projection must know. */
async function newMember(baseUrl, databaseUrl, tag) {
  const body = { name: 'Import Bench', email: `import.${tag}@bench.example.com`, password: 'bench-password-1' };
  const { token, user } = await json(
    await fetch(`${baseUrl}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    'POST /api/auth/register',
  );
  const headers = { authorization: `Bearer ${token}` };
  const deadline = Date.now() + 30_000;
  let household;
  while (!household && Date.now() < deadline) {
    const response = await fetch(`${baseUrl}/api/households`, { headers });
    if (response.ok) household = await response.json();
    else {
      await response.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  if (!household) throw new Error('the import bench account got no household within 30 s');
  // svc-recipes knows the membership by an event: until then the import would be refused.
  await withClient(databaseUrl, async (client) => {
    while (Date.now() < deadline) {
      const { rowCount } = await client.query('SELECT 1 FROM recipes.memberships WHERE user_id = $1 AND household_id = $2', [user._id, household._id]);
      if (rowCount) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error("the import bench account's household did not reach svc-recipes within 30 s");
  });
  return { token, householdId: household._id };
}

/** The household's recipes: how many, with a category, and their pictures by status. */
async function pictureStatus(client, householdId) {
  const { rows } = await client.query(
    `SELECT count(*)::int AS recipes, count(r.category_id)::int AS "withCategory", count(i.id)::int AS "withPicture",
            count(*) FILTER (WHERE i.status = 'ready')::int AS ready, count(*) FILTER (WHERE i.status = 'pending')::int AS pending,
            count(*) FILTER (WHERE i.status = 'failed')::int AS failed
     FROM recipes.recipes r LEFT JOIN recipes.images i ON i.id = r.image_id WHERE r.household_id = $1`,
    [householdId],
  );
  return rows[0];
}

/**
 * The measurement. `shouldStop` (Ctrl-C) ends the wait early. Returns the figures, with
 * `problems`: why the aim was missed (empty when it was met); assertImportAim throws on them.
 */
export async function measureImport({ baseUrl, databaseUrl, tag, count = 300, shouldStop = () => false, log = () => {} }) {
  const limitSeconds = importLimitSeconds(count);
  log('making the file... ');
  const made = await makeMealieExport(count);
  if (made.titles !== count) throw new Error(`the export has ${made.titles} different titles, not ${count}`);
  log(`${(made.file.length / 1e6).toFixed(1)} MB; importing... `);
  const member = await newMember(baseUrl, databaseUrl, tag);
  const headers = { authorization: `Bearer ${member.token}` };

  const form = new FormData();
  form.append('file', new Blob([made.file], { type: 'application/zip' }), 'mealie_export.zip');
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/recipes/imports`, { method: 'POST', headers, body: form });
  if (response.status !== 202) throw new Error(`POST /api/recipes/imports answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  let job = await response.json();
  const acceptedSeconds = (performance.now() - started) / 1000;
  const deadline = Date.now() + JOB_TIMEOUT_MS;
  while (job.status === 'running') {
    if (shouldStop() || Date.now() > deadline) {
      await fetch(`${baseUrl}/api/recipes/imports/${job._id}`, { method: 'DELETE', headers }).then((r) => r.arrayBuffer());
      throw new Error(shouldStop() ? 'interrupted' : `the import was still running after ${JOB_TIMEOUT_MS / 1000} s (${job.done} of ${job.total} done)`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    job = await json(await fetch(`${baseUrl}/api/recipes/imports/${job._id}`, { headers }), 'GET /api/recipes/imports/{id}');
  }
  const seconds = (performance.now() - started) / 1000;

  // The pictures the job stored, rendered by the image worker meanwhile or after.
  const pictures = await withClient(databaseUrl, async (client) => {
    const until = Date.now() + PICTURES_TIMEOUT_MS;
    let status = await pictureStatus(client, member.householdId);
    while (status.pending > 0 && Date.now() < until && !shouldStop()) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = await pictureStatus(client, member.householdId);
    }
    return status;
  });
  const picturesSeconds = pictures.pending === 0 ? (performance.now() - started) / 1000 : null;

  const skippedReasons = {};
  for (const { reason } of job.skipped) skippedReasons[reason] = (skippedReasons[reason] ?? 0) + 1;
  const result = {
    format: job.format,
    status: job.status,
    recipes: count,
    fileBytes: made.file.length,
    pictureBytes: Math.round(made.pictureBytes),
    imported: job.imported.length,
    skipped: job.skipped.length,
    skippedReasons,
    acceptedSeconds: Number(acceptedSeconds.toFixed(2)),
    seconds: Number(seconds.toFixed(2)),
    recipesPerSecond: Number((job.imported.length / seconds).toFixed(2)),
    limitSeconds,
    withCategory: pictures.withCategory,
    pictures: {
      stored: pictures.withPicture,
      ready: pictures.ready,
      pending: pictures.pending,
      failed: pictures.failed,
      allDoneSeconds: picturesSeconds === null ? null : Number(picturesSeconds.toFixed(2)),
    },
    problems: [],
  };
  if (job.status !== 'done') result.problems.push(`the import ended "${job.status}"`);
  if (result.imported < count) result.problems.push(`${result.imported} of ${count} recipes imported`);
  if (seconds >= limitSeconds) result.problems.push(`it took ${seconds.toFixed(1)} s, not under ${limitSeconds} s`);
  log(`${result.imported} imported in ${seconds.toFixed(1)} s\n`);
  return result;
}

/** Throws when the import missed its aim. */
export function assertImportAim(result) {
  if (result.problems.length) throw new Error(`import of a ${result.recipes}-recipe Mealie export: ${result.problems.join('; ')}`);
}

/** The summary lines. */
export function formatImport(result) {
  const reasons = Object.entries(result.skippedReasons).map(([reason, n]) => `${n} x ${reason}`).join(', ');
  const { pictures } = result;
  return [
    `import of a ${result.recipes}-recipe Mealie export: ${result.imported} imported in ${result.seconds.toFixed(1)} s (${result.recipesPerSecond.toFixed(1)} recipes/s)`,
    `  aim: all of them in under ${result.limitSeconds} s; the file ${(result.fileBytes / 1e6).toFixed(1)} MB (a ${(result.pictureBytes / 1e3).toFixed(0)} kB ` +
      `WebP picture each), accepted (202) after ${result.acceptedSeconds.toFixed(1)} s; ${result.skipped} skipped${reasons ? ` (${reasons})` : ''}`,
    `  ${result.withCategory} with a category, ${pictures.stored} with a picture: ${pictures.ready} ready, ${pictures.failed} failed, ${pictures.pending} pending` +
      (pictures.allDoneSeconds === null ? ' when the bench stopped waiting' : `, the last ${pictures.allDoneSeconds.toFixed(1)} s after the upload began`),
    ...result.problems.map((problem) => `! ${problem}`),
  ].join('\n');
}

/** `node bench/import-bench.mjs`: this bench alone on a stack of its own. */
async function standalone() {
  const { startThrowawayStack } = await import('./stack.mjs');
  const count = importSize(process.env.BENCH_IMPORT_RECIPES);
  const cleanups = [];
  let interrupted = false;
  const onSignal = (signal) => {
    if (interrupted) process.exit(130);
    interrupted = true;
    console.error(`${signal}: stopping and cleaning up...`);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  let status = 1;
  try {
    const stack = await startThrowawayStack('bench_import', cleanups);
    const log = (text) => process.stdout.write(text);
    log(`Import of a ${count}-recipe Mealie export: `);
    const result = await measureImport({ baseUrl: stack.baseUrl, databaseUrl: stack.databaseUrl, tag: stack.run, count, shouldStop: () => interrupted, log });
    console.log(`\n${formatImport(result)}`);
    assertImportAim(result);
    status = 0;
  } catch (error) {
    console.error(`\nimport bench failed: ${error.message}`);
  } finally {
    for (const [what, undo] of cleanups.reverse()) await undo().catch((error) => console.error(`could not ${what}: ${error.message}`));
  }
  process.exit(status);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await standalone();
