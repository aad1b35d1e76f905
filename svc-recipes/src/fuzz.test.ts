import { recipesApi } from '@hearth/contracts/recipes/operations';
import { FuzzTarget, fuzzRows, fuzzSettings, uncoveredRoutes } from '@hearth/service-kit/testing';
import { startRecipesService, type RecipesHarness } from './test/recipes-harness';

/** Every svc-recipes operation, from its contract, fed bad input. */
const rows = fuzzRows(recipesApi);

let recipes: RecipesHarness;
let target: FuzzTarget;
beforeAll(async () => {
  recipes = await startRecipesService();
  const member = await recipes.person('Ada');
  target = new FuzzTarget(recipes, member.token);
  await target.start();
});
afterAll(async () => {
  await target.stop();
  await recipes.stop();
});

describe('svc-recipes under bad input', () => {
  it('has a fuzz row for every route it answers', () => {
    expect(uncoveredRoutes(recipes.service, rows)).toEqual({ withoutRow: [], unknownRows: [] });
  });

  it.each(rows.map((row) => [row.route, row] as const))('%s refuses bad input with a clean 4xx and changes nothing', async (_route, row) => {
    await target.fuzz(row, fuzzSettings(30));
  });
});
