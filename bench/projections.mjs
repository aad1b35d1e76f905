// Waiting for events to land, read straight from the services' schemas: a user's membership in
// svc-recipes' and svc-planning's household projections, and recipes in svc-planning's recipe
// projection. The bench seeds and measures only once the stack has settled.
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoDir } from '../scripts/build.mjs';

const require = createRequire(path.join(repoDir, 'packages', 'service-kit', 'package.json'));
const { Client } = require('pg');

/** Runs `sql` every 50 ms until its first row's `ok` is true; fails after `timeoutMs`. */
async function until(databaseUrl, sql, params, what, timeoutMs = 30_000) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const { rows } = await client.query(sql, params);
      if (rows[0]?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
  } finally {
    await client.end();
  }
}

/** Every user of `members` ({ id, householdId }) is in that household in recipes' and planning's projections. */
export function waitForMemberships(databaseUrl, members) {
  return until(
    databaseUrl,
    `SELECT count(*) = $3 AS ok FROM unnest($1::uuid[], $2::uuid[]) AS m(user_id, household_id)
     WHERE EXISTS (SELECT 1 FROM recipes.memberships r WHERE r.user_id = m.user_id AND r.household_id = m.household_id)
       AND EXISTS (SELECT 1 FROM planning.memberships p WHERE p.user_id = m.user_id AND p.household_id = m.household_id)`,
    [members.map((m) => m.id), members.map((m) => m.householdId), members.length],
    `${members.length} memberships in the recipes and planning projections`,
  );
}

/** svc-planning's recipe projection holds every recipe of `ids`. */
export function waitForPlanningRecipes(databaseUrl, ids) {
  return until(
    databaseUrl,
    'SELECT count(*) = $2 AS ok FROM planning.recipes WHERE id = ANY($1::uuid[])',
    [ids, ids.length],
    `${ids.length} recipes in svc-planning's projection`,
  );
}
