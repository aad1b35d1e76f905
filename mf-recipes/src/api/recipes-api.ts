import type { AnswerOf, BodyOf, ParamsOf, ValidInput } from '@hearth/contracts/operations';
import type { RecipesOperations as Ops } from '@hearth/contracts/recipes/operations';
import { injectApi } from '@hearth/host';
import { createApi, domainApiDefaults } from '@hearth/host/api';

/*
 * The list queries' fields are typed as their schemas read them, each optional: `QueryOf` would
 * type each `unknown`, since those schemas take a blank value for an absent one.
 */

/** The list's query: server-side search, category filter, `household=mine` (the dashboard) and the page. */
export type RecipeListArgs = Partial<ValidInput<Ops['listRecipes']>['query']>;

/** The ingredient fields' suggestions: always a search. */
export type IngredientSearch = Partial<ValidInput<Ops['listIngredients']>['query']> & { search: string };

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
  tagTypes: ['Recipe', 'RecipeList', 'Category', 'Ingredient', 'Import'],
  endpoints: (build) => ({
    getRecipes: build.query<AnswerOf<Ops['listRecipes']>, RecipeListArgs>({
      query: (args) => ({ url: '/recipes', params: listParams(args) }),
      providesTags: (page) => [
        'RecipeList',
        ...(page?.recipes ?? []).map((recipe) => ({ type: 'Recipe' as const, id: recipe._id })),
      ],
    }),
    getRecipe: build.query<AnswerOf<Ops['getRecipe']>, ParamsOf<Ops['getRecipe']>['id']>({
      query: (id) => `/recipes/${encodeURIComponent(id)}`,
      providesTags: (_recipe, _error, id) => [{ type: 'Recipe', id }],
    }),
    createRecipe: build.mutation<AnswerOf<Ops['createRecipe']>, BodyOf<Ops['createRecipe']>>({
      query: (body) => ({ url: '/recipes', method: 'POST', body }),
      invalidatesTags: ['RecipeList', 'Ingredient'],
    }),
    updateRecipe: build.mutation<AnswerOf<Ops['updateRecipe']>, { id: ParamsOf<Ops['updateRecipe']>['id']; body: BodyOf<Ops['updateRecipe']> }>({
      query: ({ id, body }) => ({ url: `/recipes/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_recipe, _error, { id }) => ['RecipeList', 'Ingredient', { type: 'Recipe', id }],
    }),
    importRecipe: build.mutation<AnswerOf<Ops['importRecipe']>, BodyOf<Ops['importRecipe']>>({
      query: (body) => ({ url: '/recipes/import', method: 'POST', body }),
    }),
    /** POST /recipes/imports: another app's export file (or a Hearth backup), imported in the background. */
    startImport: build.mutation<AnswerOf<Ops['startImport']>, File>({
      query: (file) => {
        const form = new FormData();
        form.append('file', file);
        return { url: '/recipes/imports', method: 'POST', body: form };
      },
    }),
    /** How an import goes; the page polls it while it runs. */
    getImport: build.query<AnswerOf<Ops['getImport']>, ParamsOf<Ops['getImport']>['id']>({
      query: (id) => `/recipes/imports/${encodeURIComponent(id)}`,
      providesTags: (_job, _error, id) => [{ type: 'Import', id }],
    }),
    cancelImport: build.mutation<AnswerOf<Ops['cancelImport']>, ParamsOf<Ops['cancelImport']>['id']>({
      query: (id) => ({ url: `/recipes/imports/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_job, _error, id) => [{ type: 'Import', id }],
    }),
    deleteRecipe: build.mutation<unknown, ParamsOf<Ops['deleteRecipe']>['id']>({
      query: (id) => ({ url: `/recipes/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['RecipeList'],
    }),
    getCategories: build.query<AnswerOf<Ops['listCategories']>, void>({ query: () => '/categories', providesTags: ['Category'] }),
    createCategory: build.mutation<AnswerOf<Ops['createCategory']>, BodyOf<Ops['createCategory']>>({
      query: (body) => ({ url: '/categories', method: 'POST', body }),
      invalidatesTags: ['Category'],
    }),
    /** The catalogue's names containing `search` (the ingredient fields' suggestions). */
    getIngredients: build.query<AnswerOf<Ops['listIngredients']>, IngredientSearch>({
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
  useImportRecipeMutation,
  useStartImportMutation,
  useGetImportQuery,
  useCancelImportMutation,
  useGetCategoriesQuery,
  useCreateCategoryMutation,
  useGetIngredientsQuery,
} = recipesApi;
