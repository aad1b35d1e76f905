// The recipes API as a test scripts it: msw handlers for the calls a page makes, recording what was asked.
import { http, HttpResponse } from 'msw';
import type { Category, Ingredient, Recipe, RecipeList } from '@hearth/contracts/recipes';
import { server } from '@hearth/frontend-build/test/msw-server';
import { aPage, categories as allCategories } from './fixtures';

export { server };

/** GET /categories answers with these. */
export function serveCategories(categories: Category[] = allCategories) {
  server.use(http.get('/api/categories', () => HttpResponse.json(categories)));
}

/** GET /recipes answers through `answer`; returns the query strings it was asked with. */
export function serveRecipeList(answer: (query: URLSearchParams) => RecipeList = () => aPage([])) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('/api/recipes', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      return HttpResponse.json(answer(query));
    }),
  );
  return asked;
}

/** GET /recipes/{id} answers with `recipe` (its id in the path); returns how often it was asked. */
export function serveRecipe(recipe: Recipe) {
  const asked = { count: 0 };
  server.use(
    http.get(`/api/recipes/${recipe._id}`, () => {
      asked.count += 1;
      return HttpResponse.json(recipe);
    }),
  );
  return asked;
}

/** GET /ingredients?search= answers with the names of `catalogue` containing the search; returns the searches asked. */
export function serveIngredients(catalogue: Ingredient[] = []) {
  const searches: string[] = [];
  server.use(
    http.get('/api/ingredients', ({ request }) => {
      const search = new URL(request.url).searchParams.get('search') ?? '';
      searches.push(search);
      return HttpResponse.json(catalogue.filter((ingredient) => ingredient.name.toLowerCase().includes(search.toLowerCase())));
    }),
  );
  return searches;
}
