// The planning API as a test scripts it: msw handlers that record what the page asked.
import { http, HttpResponse } from 'msw';
import type { Ingredient } from '@hearth/contracts/recipes';
import type { RecipeReference } from '@hearth/contracts/planning';
import { server } from '@hearth/frontend-build/test/msw-server';
import { aRecipePage } from './fixtures';

export { server };

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** Every call the page made under /api, in order. */
export function recordCalls(): Call[] {
  const calls: Call[] = [];
  server.events.removeAllListeners('request:start');
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    calls.push({ method: request.method, path: url.pathname, query: url.searchParams, body: text ? JSON.parse(text) : undefined });
  });
  return calls;
}

/** GET /recipes: the household's recipes, or those whose title holds `search`. */
export function serveRecipeOptions(recipes: RecipeReference[]) {
  server.use(
    http.get('/api/recipes', ({ request }) => {
      const search = new URL(request.url).searchParams.get('search')?.toLowerCase() ?? '';
      return HttpResponse.json(aRecipePage(recipes.filter((recipe) => recipe.title.toLowerCase().includes(search))));
    }),
  );
}

/** GET /ingredients?search= */
export function serveIngredients(ingredients: Ingredient[]) {
  server.use(
    http.get('/api/ingredients', ({ request }) => {
      const search = new URL(request.url).searchParams.get('search')?.toLowerCase() ?? '';
      return HttpResponse.json(ingredients.filter((ingredient) => ingredient.name.toLowerCase().includes(search)));
    }),
  );
}

/** An answer of `status` with no message, so the page shows its own fallback text. */
export const failure = (status = 500) => HttpResponse.json({}, { status });
