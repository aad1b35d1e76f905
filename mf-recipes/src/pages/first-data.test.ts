import { urlsAskedBy } from '@hearth/frontend-build/test/first-reads';
import { firstReadUrls } from '@hearth/host/early-answers';
import pagesFile from '../../pages.json';
import { aRecipe, desserts, olive } from '../test/fixtures';
import { serveCategories, serveRecipe, serveRecipeList } from '../test/serve';
import { prefetch as recipeDetail } from './recipe-detail/RecipeDetailPage';
import { prefetch as recipeList } from './recipe-list/RecipeListPage';

/**
 * pages.json's "firstData" is what the shell's first chunk asks for before the page's code has
 * arrived; the page's own first requests take those answers only when the URLs are the same. For
 * each address, the URLs the page's prefetch asks for are the ones its declaration gives.
 */
const declared = (path: string) => pagesFile.pages.find((page) => page.path === path)!.firstData ?? [];

const recipe = aRecipe({ title: 'Leek Soup' });

describe("each page's first reads, as pages.json declares them", () => {
  beforeEach(() => {
    serveCategories();
    serveRecipeList();
    serveRecipe(recipe);
  });

  it.each(['', 'page=2', `search=leek+soup&category=${desserts._id}&page=3`, 'search=%C3%A9t%C3%A9&page=1', 'category='])(
    '/recipes?%s',
    async (query) => {
      const address = { params: {}, searchParams: new URLSearchParams(query) };
      const expected = firstReadUrls(declared('/recipes'), address).sort();
      expect(expected).toHaveLength(2);
      expect(await urlsAskedBy(recipeList, address, olive, 2)).toEqual(expected);
    },
  );

  it('/recipes/:id', async () => {
    const address = { params: { id: recipe._id }, searchParams: new URLSearchParams() };
    const expected = firstReadUrls(declared('/recipes/:id'), address);
    expect(expected).toEqual([`/api/recipes/${recipe._id}`]);
    expect(await urlsAskedBy(recipeDetail, address, olive, 1)).toEqual(expected);
  });
});
