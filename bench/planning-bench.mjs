// The planning figures of `npm run bench`: through the gateway, GET of a 200-item
// shopping list, PATCH .../toggle (each request the next of its 200 items, so concurrent ticks
// spread over the list as a household's would), and POST generate-from-meal-plan for a week of 28
// meals (each request a new list). Seeded by bench/seed-planning.mjs in the bench user's household.
import { seedPlanning } from './seed-planning.mjs';

export { seedPlanning };

/** The autocannon targets; `seeded` is what seedPlanning returned. */
export function planningTargets(token, seeded) {
  const headers = { authorization: `Bearer ${token}` };
  const listPath = `/api/shopping-lists/${seeded.listId}`;
  const togglePath = (itemId) => `${listPath}/items/${itemId}/toggle`;
  let next = 0;
  return [
    { name: 'shopping-list', request: `GET /api/shopping-lists/{id} (${seeded.itemIds.length} items)`, path: listPath, options: { headers } },
    {
      name: 'toggle',
      request: 'PATCH /api/shopping-lists/{id}/items/{itemId}/toggle',
      path: togglePath(seeded.itemIds[0]),
      options: {
        method: 'PATCH',
        headers,
        requests: [
          {
            method: 'PATCH',
            setupRequest: (request) => ({ ...request, path: togglePath(seeded.itemIds[(next += 1) % seeded.itemIds.length]) }),
          },
        ],
      },
    },
    {
      name: 'generate',
      request: `POST /api/shopping-lists/generate-from-meal-plan (${seeded.meals} meals)`,
      path: '/api/shopping-lists/generate-from-meal-plan',
      options: {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ mealPlanId: seeded.mealPlanId, name: 'Bench: generated' }),
      },
    },
  ];
}

/** Checks the seeded list and the week answer as the bench expects, before measuring them. */
export async function checkPlanningSeed(baseUrl, token, seeded) {
  const headers = { authorization: `Bearer ${token}` };
  const list = await fetch(`${baseUrl}/api/shopping-lists/${seeded.listId}`, { headers });
  const body = await list.json();
  if (!list.ok || body.items?.length !== seeded.itemIds.length) {
    throw new Error(`GET /api/shopping-lists/{id} answered ${list.status} with ${body.items?.length ?? 0} items, not ${seeded.itemIds.length}`);
  }
  const generated = await fetch(`${baseUrl}/api/shopping-lists/generate-from-meal-plan`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ mealPlanId: seeded.mealPlanId }),
  });
  const made = await generated.json();
  if (generated.status !== 201 || !made.items?.length) throw new Error(`generate-from-meal-plan answered ${generated.status}: ${JSON.stringify(made).slice(0, 200)}`);
  return { generatedItems: made.items.length, generatedRecipes: made.recipes.length };
}

/** The planning lines of the summary: figures only, no aims asserted. */
export function formatPlanningSummary(runs, seeded, check) {
  const find = (name) => runs.find((run) => run.name === name);
  const figures = (run) =>
    run ? `${run.requestsPerSecond.toFixed(0)} req/s, p99 ${run.latencyMs.p99 ?? '-'} ms, ${((run.ratioToBaseline ?? 0) * 100).toFixed(1)} % of hello` : 'not measured';
  return [
    `Planning (a ${seeded.itemIds.length}-item list; a week of ${seeded.meals} meals, ${seeded.ingredientLines} ingredient lines → ${check.generatedItems} items):`,
    `  GET the list: ${figures(find('shopping-list'))}`,
    `  toggle an item: ${figures(find('toggle'))}`,
    `  generate from the week: p99 ${find('generate')?.latencyMs.p99 ?? '-'} ms (${find('generate')?.requestsPerSecond.toFixed(1) ?? '-'} req/s)`,
  ].join('\n');
}
