import { injectApi } from '@hearth/host';
import { createApi, domainApiDefaults } from '@hearth/host/api';
import type { Category, CreateRecipeBody, Ingredient, Recipe, RecipeList, UpdateRecipeBody } from '@hearth/contracts/recipes';

/** The list's query: server-side search, category filter, `household=mine` (the dashboard) and the page. */
export interface RecipeListArgs {
  search?: string;
  category?: string;
  household?: 'mine';
  page?: number;
  limit?: number;
}

export interface IngredientSearch {
  search: string;
  limit?: number;
}

/** Only the arguments that are set, so `?search=` never reaches the server. */
function listParams(args: object): Record<string, string | number> {
  return Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string | number>;
}

/**
 * docs/product/recipes.md "Calls". Lists are tagged 'RecipeList' and each recipe by its id, so a
 * created, edited or deleted recipe refreshes every list and that recipe. Caching as every
 * domain's (docs/product/README.md "Caching"); polling while an image is pending is the pages'
 * choice (see use-poll-while-pending.ts).
 */
export const recipesApi = createApi({
  ...domainApiDefaults,
  reducerPath: 'recipesApi',
  tagTypes: ['Recipe', 'RecipeList', 'Category', 'Ingredient'],
  endpoints: (build) => ({
    getRecipes: build.query<RecipeList, RecipeListArgs>({
      query: (args) => ({ url: '/recipes', params: listParams(args) }),
      providesTags: (page) => [
        'RecipeList',
        ...(page?.recipes ?? []).map((recipe) => ({ type: 'Recipe' as const, id: recipe._id })),
      ],
    }),
    getRecipe: build.query<Recipe, string>({
      query: (id) => `/recipes/${encodeURIComponent(id)}`,
      providesTags: (_recipe, _error, id) => [{ type: 'Recipe', id }],
    }),
    createRecipe: build.mutation<Recipe, CreateRecipeBody>({
      query: (body) => ({ url: '/recipes', method: 'POST', body }),
      invalidatesTags: ['RecipeList', 'Ingredient'],
    }),
    updateRecipe: build.mutation<Recipe, { id: string; body: UpdateRecipeBody }>({
      query: ({ id, body }) => ({ url: `/recipes/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_recipe, _error, { id }) => ['RecipeList', 'Ingredient', { type: 'Recipe', id }],
    }),
    deleteRecipe: build.mutation<unknown, string>({
      query: (id) => ({ url: `/recipes/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['RecipeList'],
    }),
    getCategories: build.query<Category[], void>({ query: () => '/categories', providesTags: ['Category'] }),
    createCategory: build.mutation<Category, { name: string }>({
      query: (body) => ({ url: '/categories', method: 'POST', body }),
      invalidatesTags: ['Category'],
    }),
    /** The catalogue's names containing `search` (the ingredient fields' suggestions). */
    getIngredients: build.query<Ingredient[], IngredientSearch>({
      query: ({ search, limit }) => ({ url: '/ingredients', params: listParams({ search, limit }) }),
      providesTags: ['Ingredient'],
    }),
  }),
});

injectApi(recipesApi);

export const {
  useGetRecipesQuery,
  useGetRecipeQuery,
  useCreateRecipeMutation,
  useUpdateRecipeMutation,
  useDeleteRecipeMutation,
  useGetCategoriesQuery,
  useCreateCategoryMutation,
  useGetIngredientsQuery,
} = recipesApi;
