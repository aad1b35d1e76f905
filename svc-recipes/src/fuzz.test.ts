import { randomUUID } from 'node:crypto';
import {
  createCategoryBody,
  createIngredientBody,
  createRecipeBody,
  listIngredientsQuery,
  listRecipesQuery,
  updateRecipeBody,
} from '@hearth/contracts/recipes/schemas';
import { FuzzTarget, fuzzSettings, uncoveredRoutes, type FuzzRow } from '@hearth/service-kit/testing';
import { startRecipesService, type RecipesHarness } from './test/recipes-harness';

/** Every svc-recipes route, from its contract, fed bad input. */
const recipe = {
  title: 'Tomato soup',
  category: randomUUID(),
  prepTime: 15,
  cookTime: 30,
  ingredients: [{ name: 'Tomato', quantity: 4, unit: 'whole' }],
  instructions: 'Chop, then simmer for a long while.',
  isPrivate: false,
  image: randomUUID(),
};
const references = ['category', 'image'];
const rows: FuzzRow[] = [
  { route: 'POST /api/recipes/upload', access: 'signed-in' },
  { route: 'GET /api/images/:name', access: 'public' },
  { route: 'GET /api/recipes', access: 'public', query: listRecipesQuery },
  { route: 'GET /api/recipes/:id', access: 'public' },
  { route: 'POST /api/recipes', access: 'signed-in', body: createRecipeBody, example: recipe, references },
  { route: 'PUT /api/recipes/:id', access: 'signed-in', body: updateRecipeBody, example: recipe, references },
  { route: 'DELETE /api/recipes/:id', access: 'signed-in' },
  { route: 'GET /api/categories', access: 'public' },
  { route: 'GET /api/categories/:id', access: 'public' },
  { route: 'POST /api/categories', access: 'signed-in', body: createCategoryBody, example: { name: 'Soups' } },
  { route: 'GET /api/ingredients', access: 'public', query: listIngredientsQuery },
  { route: 'GET /api/ingredients/:id', access: 'public' },
  { route: 'POST /api/ingredients', access: 'signed-in', body: createIngredientBody, example: { name: 'Tomato' } },
];

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
