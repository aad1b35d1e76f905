import { recipesOwnMessages } from '@hearth/contracts/recipes';
import { recipeListResponse } from '@hearth/contracts/recipes/schemas';
import { expectToMatchContract } from '@hearth/service-kit/testing';
import { startRecipesService, type Person, type RecipesHarness } from '../test/recipes-harness';

let svc: RecipesHarness;
let cook: Person;
let other: Person;
let soups: string;
let cakes: string;

beforeAll(async () => {
  svc = await startRecipesService();
  cook = await svc.person('Cook');
  other = await svc.person('Other');
  soups = await svc.category('Soups', cook);
  cakes = await svc.category('Cakes', cook);
  // Created one after the other: the list is newest first.
  for (let i = 1; i <= 25; i++) {
    await svc.createRecipe(i % 5 === 0 ? other : cook, {
      title: `Recipe ${String(i).padStart(2, '0')}`,
      category: i % 2 === 0 ? soups : cakes,
      ingredients: [{ name: i === 7 ? 'Saffron_threads' : 'Flour', quantity: 1, unit: 'cup' }],
    });
  }
  await svc.createRecipe(cook, { title: 'Carrot 100% cake', category: cakes, isPrivate: true });
});
afterAll(() => svc.stop());

const list = async (query: string, person?: Person) => {
  const request = svc.http.get(`/api/recipes${query}`);
  const response = await (person ? request.set(svc.auth(person)) : request);
  expect(response.status).toBe(200);
  return expectToMatchContract(recipeListResponse, response.body);
};
const titlesOf = (page: { recipes: { title: string }[] }) => page.recipes.map((recipe) => recipe.title);

describe('GET /recipes pages', () => {
  it('pages newest first with the total; the default size is 20', async () => {
    const first = await list('');
    expect(first).toMatchObject({ total: 25, page: 1, limit: 20 });
    expect(titlesOf(first)[0]).toBe('Recipe 25');
    const second = await list('?page=2&limit=10');
    expect(titlesOf(second)).toEqual(['Recipe 15', 'Recipe 14', 'Recipe 13', 'Recipe 12', 'Recipe 11', 'Recipe 10', 'Recipe 09', 'Recipe 08', 'Recipe 07', 'Recipe 06']);
    const beyond = await list('?page=9&limit=10');
    expect(beyond).toMatchObject({ recipes: [], total: 25, page: 9 });
  });

  it.each([
    ['?limit=0', 'limit', recipesOwnMessages.limitInvalid],
    ['?limit=101', 'limit', recipesOwnMessages.limitInvalid],
    ['?limit=abc', 'limit', recipesOwnMessages.limitInvalid],
    ['?page=0', 'page', recipesOwnMessages.pageInvalid],
    ['?page=1.5', 'page', recipesOwnMessages.pageInvalid],
    ['?household=all', 'household', recipesOwnMessages.householdFilterInvalid],
    [`?search=${'x'.repeat(101)}`, 'search', recipesOwnMessages.searchTooLong],
  ])('refuses %s with 400', async (query, field, message) => {
    const response = await svc.http.get(`/api/recipes${query}`);
    expect(response.status).toBe(400);
    expect(response.body.errors[field]).toBe(message);
  });

  it('searches titles and ingredient names, case-insensitively, with LIKE wildcards taken literally', async () => {
    expect(titlesOf(await list('?search=recipe%2007'))).toEqual(['Recipe 07']);
    expect(titlesOf(await list('?search=SAFFRON'))).toEqual(['Recipe 07']);
    expect(titlesOf(await list('?search=r_c'))).toEqual([]);
    expect(titlesOf(await list('?search=100%25', cook))).toEqual(['Carrot 100% cake']);
    expect(titlesOf(await list('?search=100%25'))).toEqual([]);
    expect((await list('?search=flour&limit=5')).total).toBe(24);
  });

  it('filters by category, and by the caller household with household=mine (the dashboard)', async () => {
    const soupPage = await list(`?category=${soups}&limit=100`);
    expect(soupPage.total).toBe(12);
    expect(soupPage.recipes.every((recipe) => recipe.category?._id === soups)).toBe(true);
    expect((await list('?category=not-an-id')).total).toBe(0);
    expect((await list(`?category=${cakes}&search=carrot`, cook)).total).toBe(1);

    const mine = await list('?household=mine&limit=6', other);
    expect(mine.total).toBe(5);
    expect(mine.recipes.every((recipe) => recipe.household._id === other.householdId)).toBe(true);
    expect((await list('?household=mine', cook)).total).toBe(21);
    const guest = await svc.http.get('/api/recipes?household=mine');
    expect(guest.status).toBe(401);
  });

  it('treats blank filters as absent', async () => {
    expect((await list('?search=&category=&household=')).total).toBe(25);
  });
});
