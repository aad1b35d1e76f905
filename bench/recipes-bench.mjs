// The recipes figures of `npm run bench` (bench/run.mjs starts svc-recipes behind the gateway):
// the routes GET /api/recipes is measured on (first page, a search of a title word and of an
// ingredient name, a category), the seeding before each size (bench/seed-recipes.mjs, straight
// into svc-recipes' schema, with the bench user put into one of the seeded households), and the
// time from POST /api/recipes/upload of a 3000x2000 JPEG to the image being `ready`.
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoDir } from '../scripts/build.mjs';
import { joinHousehold, SEARCH_WORDS, seedRecipes } from './seed-recipes.mjs';

// sharp as svc-recipes resolves it.
const require = createRequire(path.join(repoDir, 'svc-recipes', 'package.json'));
const sharp = require('sharp');

/** BENCH_RECIPES: the sizes measured, in order (each tops the same tables up). */
export function recipeSizes(value = '10000,100000') {
  const sizes = value.split(',').map((part) => Number(part.trim()));
  if (!sizes.length || sizes.some((size) => !Number.isInteger(size) || size <= 0)) {
    throw new Error(`BENCH_RECIPES must be recipe counts separated by commas, not "${value}"`);
  }
  return sizes;
}

/** The user id a token was issued to (its `sub`). */
export function tokenSubject(token) {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')).sub;
}

/** Seeds up to `count` recipes and makes `userId` a member of the first seeded household. */
export async function seedForBench(databaseUrl, count, userId) {
  const seeded = await seedRecipes(databaseUrl, { count });
  await joinHousehold(databaseUrl, { userId, householdId: seeded.householdId });
  return seeded;
}

/** The list requests, as the signed-in bench user (so the visibility test includes a household). */
export function recipeTargets(count, token, category) {
  const headers = { authorization: `Bearer ${token}` };
  const size = count.toLocaleString('en-US');
  const target = (name, query, what) => ({
    name: `${name}@${count}`,
    request: `GET /api/recipes${query ? '?' : ''}${what} (${size})`,
    path: `/api/recipes${query}`,
    options: { headers },
    recipes: count,
  });
  return [
    target('recipes', '', ''),
    target('recipes-search-title', `?search=${SEARCH_WORDS.title}`, `search=${SEARCH_WORDS.title}`),
    target('recipes-search-ingredient', `?search=${SEARCH_WORDS.ingredient}`, `search=${SEARCH_WORDS.ingredient}`),
    target('recipes-category', `?category=${category}`, 'category=<largest>'),
  ];
}

/** A 3000x2000 photo-like JPEG (gradients and grain, ~1-2 MB), different for each `variant`. */
async function makeJpeg(variant) {
  const width = 3000;
  const height = 2000;
  const pixels = Buffer.alloc(width * height * 3);
  let noise = variant * 7919 + 1;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      noise = (noise * 1103515245 + 12345) & 0x7fffffff;
      const grain = (noise >> 16) % 24;
      const i = (y * width + x) * 3;
      pixels[i] = ((x * 255) / width + variant * 40 + grain) & 255;
      pixels[i + 1] = ((y * 255) / height + grain) & 255;
      pixels[i + 2] = (((x + y) * 128) / (width + height) + 60 + grain) & 255;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

async function json(response, what) {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${text}`);
  return JSON.parse(text);
}

/**
 * Upload to `ready`, as the front end sees it: POST /api/recipes/upload, a recipe made with the
 * image, then GET /api/recipes/{id} every 20 ms until its image is ready. Median of `trials`.
 */
export async function measureUploadToReady(baseUrl, token, category, { trials = 5, timeoutMs = 60_000 } = {}) {
  const headers = { authorization: `Bearer ${token}` };
  const samples = [];
  let bytes = 0;
  let recipeId;
  for (let trial = 0; trial < trials; trial += 1) {
    const jpeg = await makeJpeg(trial);
    bytes = jpeg.length;
    const form = new FormData();
    form.append('image', new Blob([jpeg], { type: 'image/jpeg' }), `bench-${trial}.jpg`);
    const started = process.hrtime.bigint();
    const image = await json(await fetch(`${baseUrl}/api/recipes/upload`, { method: 'POST', headers, body: form }), 'POST /api/recipes/upload');
    const recipe = await json(
      await fetch(`${baseUrl}/api/recipes`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          title: `Bench upload ${trial}`,
          category,
          prepTime: 5,
          cookTime: 10,
          instructions: 'Upload, then wait for the picture.',
          ingredients: [{ name: 'flour', quantity: 1, unit: 'cup' }],
          image: image._id,
        }),
      }),
      'POST /api/recipes',
    );
    const deadline = Date.now() + timeoutMs;
    let status = image.status;
    while (status === 'pending' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      status = (await json(await fetch(`${baseUrl}/api/recipes/${recipe._id}`, { headers }), 'GET /api/recipes/{id}')).image?.status;
    }
    if (status !== 'ready') throw new Error(`the uploaded image ended "${status}" instead of ready`);
    recipeId = recipe._id;
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  const sorted = [...samples].sort((a, b) => a - b);
  return { trials, jpegBytes: bytes, medianMs: sorted[Math.floor(sorted.length / 2)], samplesMs: samples, recipeId };
}

/** Each list route's change from the first size to the last, for the summary. */
export function formatRecipeSummary(runs, sizes, upload) {
  const lines = ['Recipes list (aim: >= 20 % of hello and p99 <= 25 ms; the largest size within 10 % of the smallest):'];
  const first = sizes[0];
  const last = sizes[sizes.length - 1];
  for (const run of runs.filter((r) => r.recipes === first)) {
    const route = run.name.split('@')[0];
    const other = runs.find((r) => r.name === `${route}@${last}`);
    const figures = (r) => `${r.requestsPerSecond.toFixed(0)} req/s, p99 ${r.latencyMs.p99 ?? '-'} ms`;
    const change = other && first !== last ? `; at ${last.toLocaleString('en-US')}: ${figures(other)} (${(((other.requestsPerSecond / run.requestsPerSecond) - 1) * 100).toFixed(1)} % req/s)` : '';
    lines.push(`  ${route} at ${first.toLocaleString('en-US')}: ${figures(run)}${change}`);
  }
  if (upload) {
    lines.push(
      `Upload to ready (${(upload.jpegBytes / 1e6).toFixed(1)} MB 3000x2000 JPEG, median of ${upload.trials}): ${upload.medianMs.toFixed(0)} ms ` +
        `(each: ${upload.samplesMs.map((ms) => ms.toFixed(0)).join(', ')} ms)`,
    );
  }
  return lines.join('\n');
}
