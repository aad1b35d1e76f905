import { useDispatch } from 'react-redux';
import { injectApi, type AuthState, type HostDispatchWith } from '@hearth/host';
import { createApi, domainApiDefaults } from '@hearth/host/api';
import type { AnswerOf, BodyOf, ParamsOf, QueryOf } from '@hearth/contracts/operations';
import type { PlanningOperations as Ops } from '@hearth/contracts/planning/operations';
import type { Ingredient, RecipeList } from '@hearth/contracts/recipes';
import type { Household } from '@hearth/contracts/household';
import { applyPending } from '../offline/apply-pending';
import { isOffline, queueOf } from '../offline/offline-sync';
import { writeListChange, type ListChange } from './list-changes';

/** A week as GET /meal-plans is asked for it: both ends. */
export type Week = Required<QueryOf<Ops['listMealPlans']>>;

/** A page of GET /shopping-lists: `page` from 1, `limit` lists to a page. */
export interface ListsPageArgs {
  page: number;
  limit: number;
}
export interface ListsPage {
  lists: AnswerOf<Ops['listShoppingLists']>;
  total: number;
}

type MealPlan = AnswerOf<Ops['getMealPlan']>;
type ShoppingList = AnswerOf<Ops['getShoppingList']>;
type Toggle = Ops['toggleShoppingItem'];
type UpdateItem = Ops['updateShoppingItem'];
/** The phone's id for a change to a list's items, sent as `Idempotency-Key`. */
interface WithChangeId {
  changeId?: string;
}

const listUrl = (id: string) => `/shopping-lists/${encodeURIComponent(id)}`;
/** A change to a list's items may carry the phone's id for it (docs/product/planning.md "Offline"). */
const changeHeaders = (changeId: string | undefined) => (changeId ? { 'Idempotency-Key': changeId } : undefined);
const planUrl = (id: string) => `/meal-plans/${encodeURIComponent(id)}`;

/**
 * docs/product/planning.md "Calls", typed by the planning contract's operations. A week is tagged
 * by its start date and every plan change refreshes it; the lists page is tagged 'ShoppingLists'
 * and refreshed by anything that changes a list's name or counts; a list is tagged by its id.
 * Calls that answer with the whole list (rename, add and remove an item) write that answer into
 * the cache instead of fetching it again; the toggle and the move to another aisle answer only the
 * item, and are applied before the server answers (rolled back if they fail). Caching as every domain's (docs/product/README.md
 * "Caching").
 */
export const planningApi = createApi({
  ...domainApiDefaults,
  reducerPath: 'planningApi',
  tagTypes: ['Week', 'ShoppingLists', 'ShoppingList', 'RecipeOptions', 'Ingredients', 'Members'],
  endpoints: (build) => ({
    /** The week's plan, or null: one call for the 7 days (GET /meal-plans filters by range). */
    getWeekPlan: build.query<MealPlan | null, Week>({
      query: (week) => ({ url: '/meal-plans', params: { ...week } }),
      transformResponse: (plans: AnswerOf<Ops['listMealPlans']>, _meta, week) => plans.find((plan) => plan.startDate === week.startDate) ?? null,
      providesTags: (_plan, _error, week) => [{ type: 'Week', id: week.startDate }],
    }),
    /** The week's first meal: creates the plan with it, or adds it to the plan a member made meanwhile (200). */
    createMealPlan: build.mutation<AnswerOf<Ops['createMealPlan']>, BodyOf<Ops['createMealPlan']>>({
      query: (body) => ({ url: '/meal-plans', method: 'POST', body }),
      invalidatesTags: (_plan, _error, body) => [{ type: 'Week', id: body.startDate }],
    }),
    addMeal: build.mutation<AnswerOf<Ops['addMeal']>, { plan: MealPlan; meal: BodyOf<Ops['addMeal']> }>({
      query: ({ plan, meal }) => ({ url: `${planUrl(plan._id)}/meals`, method: 'POST', body: meal }),
      invalidatesTags: (_plan, _error, { plan }) => [{ type: 'Week', id: plan.startDate }],
    }),
    removeMeal: build.mutation<AnswerOf<Ops['removeMeal']>, { plan: MealPlan; mealId: ParamsOf<Ops['removeMeal']>['mealId'] }>({
      query: ({ plan, mealId }) => ({ url: `${planUrl(plan._id)}/meals/${encodeURIComponent(mealId)}`, method: 'DELETE' }),
      invalidatesTags: (_plan, _error, { plan }) => [{ type: 'Week', id: plan.startDate }],
    }),
    generateShoppingList: build.mutation<AnswerOf<Ops['generateShoppingList']>, BodyOf<Ops['generateShoppingList']>>({
      query: (body) => ({ url: '/shopping-lists/generate-from-meal-plan', method: 'POST', body }),
      // The week names its newest generated list.
      invalidatesTags: ['ShoppingLists', 'Week'],
    }),
    updateShoppingListFromMealPlan: build.mutation<AnswerOf<Ops['updateShoppingListFromMealPlan']>, ParamsOf<Ops['updateShoppingListFromMealPlan']>['id']>({
      query: (id) => ({ url: `${listUrl(id)}/update-from-meal-plan`, method: 'POST' }),
      invalidatesTags: (_list, _error, id) => ['ShoppingLists', { type: 'ShoppingList', id }],
    }),

    /** A page of the household's lists, newest first, and how many it has in all (the `X-Total-Count` header). */
    getShoppingLists: build.query<ListsPage, ListsPageArgs>({
      query: (page) => ({ url: '/shopping-lists', params: { ...page } }),
      transformResponse: (lists: AnswerOf<Ops['listShoppingLists']>, meta) => ({ lists, total: Number(meta?.response?.headers.get('X-Total-Count') ?? lists.length) }),
      providesTags: ['ShoppingLists'],
    }),
    getShoppingList: build.query<ShoppingList, ParamsOf<Ops['getShoppingList']>['id']>({
      query: (id) => listUrl(id),
      providesTags: (_list, _error, id) => [{ type: 'ShoppingList', id }],
      // The changes still waiting to be sent show on top of the server's copy (after a reload too).
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        const userId = (getState() as unknown as { auth: AuthState }).auth.user?._id;
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        const pending = userId ? await queueOf(userId).forList(id) : [];
        if (pending.length) dispatch(planningApi.util.updateQueryData('getShoppingList', id, (list) => applyPending(list, pending)));
      },
    }),
    createShoppingList: build.mutation<AnswerOf<Ops['createShoppingList']>, BodyOf<Ops['createShoppingList']>>({
      query: (body) => ({ url: '/shopping-lists', method: 'POST', body }),
      invalidatesTags: ['ShoppingLists'],
    }),
    deleteShoppingList: build.mutation<unknown, ParamsOf<Ops['deleteShoppingList']>['id']>({
      query: (id) => ({ url: listUrl(id), method: 'DELETE' }),
      invalidatesTags: (_answer, _error, id) => ['ShoppingLists', { type: 'ShoppingList', id }],
    }),
    renameShoppingList: build.mutation<AnswerOf<Ops['renameShoppingList']>, ParamsOf<Ops['renameShoppingList']> & BodyOf<Ops['renameShoppingList']>>({
      query: ({ id, name }) => ({ url: listUrl(id), method: 'PUT', body: { name } }),
      onQueryStarted: (_args, api) => storeAnsweredList(api),
      invalidatesTags: ['ShoppingLists'],
    }),
    addShoppingItem: build.mutation<AnswerOf<Ops['addShoppingItem']>, ParamsOf<Ops['addShoppingItem']> & { item: BodyOf<Ops['addShoppingItem']> } & WithChangeId>({
      query: ({ id, item, changeId }) => ({ url: `${listUrl(id)}/items`, method: 'POST', body: item, headers: changeHeaders(changeId) }),
      onQueryStarted: (_args, api) => storeAnsweredList(api),
      invalidatesTags: ['ShoppingLists'],
    }),
    removeShoppingItem: build.mutation<AnswerOf<Ops['removeShoppingItem']>, ParamsOf<Ops['removeShoppingItem']> & WithChangeId>({
      query: ({ id, itemId, changeId }) => ({ url: `${listUrl(id)}/items/${encodeURIComponent(itemId)}`, method: 'DELETE', headers: changeHeaders(changeId) }),
      onQueryStarted: (_args, api) => storeAnsweredList(api),
      invalidatesTags: ['ShoppingLists'],
    }),
    /** Sets the state the member chose, as of `changedAt` (now unless replayed): the later change wins. */
    toggleShoppingItem: build.mutation<AnswerOf<Toggle>, ParamsOf<Toggle> & BodyOf<Toggle> & Required<Pick<BodyOf<Toggle>, 'purchased'>> & WithChangeId>({
      query: ({ id, itemId, purchased, changedAt, changeId }) => ({
        url: `${listUrl(id)}/items/${encodeURIComponent(itemId)}/toggle`,
        method: 'PATCH',
        body: { purchased, changedAt: changedAt ?? new Date().toISOString() },
        headers: changeHeaders(changeId),
      }),
      onQueryStarted: ({ id, itemId, purchased, changedAt }, api) =>
        applyBeforeAnswer(api, id, { kind: 'tick', itemId, purchased, at: changedAt ?? new Date().toISOString() }),
      invalidatesTags: (_item, error) => (error ? [] : ['ShoppingLists']),
    }),
    /** Moves an item to another aisle, on screen at once; the server's answer has the last word. */
    updateShoppingItem: build.mutation<AnswerOf<UpdateItem>, ParamsOf<UpdateItem> & BodyOf<UpdateItem> & WithChangeId>({
      query: ({ id, itemId, aisle, changeId }) => ({
        url: `${listUrl(id)}/items/${encodeURIComponent(itemId)}`,
        method: 'PATCH',
        body: { aisle },
        headers: changeHeaders(changeId),
      }),
      onQueryStarted: ({ id, itemId, aisle }, api) => applyBeforeAnswer(api, id, { kind: 'aisle', itemId, aisle }),
    }),

    /** The meal dialog's and the create dialog's recipes: the household's, or any usable one by search. */
    getRecipeOptions: build.query<RecipeList, string>({
      query: (search) => ({ url: '/recipes', params: search ? { search, limit: 50 } : { household: 'mine', limit: 50 } }),
      providesTags: ['RecipeOptions'],
    }),
    /** Who is who in the household, to say which member made a live change. */
    getHouseholdMembers: build.query<Household['members'], void>({
      query: () => '/households',
      transformResponse: (household: Household) => household.members,
      providesTags: ['Members'],
    }),
    /** The add-item dialog's catalogue search (docs/product/recipes.md, the ingredient calls). */
    searchIngredients: build.query<Ingredient[], string>({
      query: (search) => ({ url: '/ingredients', params: search ? { search } : {} }),
      providesTags: ['Ingredients'],
    }),
  }),
});

/**
 * A change to one item shown before the server answers, then the item as the server answered it
 * (its word wins: another member may have changed it at the same moment); undone if the server
 * refuses. Without a network it stays: it waits in the queue (useItemActions) and is sent later.
 */
async function applyBeforeAnswer(
  { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: ShoppingList['items'][number] }> },
  listId: string,
  change: ListChange,
) {
  const optimistic = dispatch(planningApi.util.updateQueryData('getShoppingList', listId, (list) => writeListChange(list, change))) as { undo(): void };
  try {
    const { data: answered } = await queryFulfilled;
    dispatch(
      planningApi.util.updateQueryData('getShoppingList', listId, (list) => {
        list.items = list.items.map((item) => (item._id === answered._id ? answered : item));
      }),
    );
  } catch (failure) {
    const { error } = failure as { error?: unknown };
    if (!isOffline(error)) optimistic.undo();
  }
}

/** Calls that answer with the whole list write it into that list's cache entry. */
async function storeAnsweredList(api: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: ShoppingList }> }) {
  try {
    const { data: list } = await api.queryFulfilled;
    api.dispatch(planningApi.util.upsertQueryData('getShoppingList', list._id, list));
  } catch {
    // The page shows the failure; the cache keeps what it had.
  }
}

injectApi(planningApi);

/** The host's dispatch with this slice injected: its thunks (`updateQueryData`, `initiate`) type-check. */
export type PlanningDispatch = HostDispatchWith<{ [planningApi.reducerPath]: ReturnType<typeof planningApi.reducer> }>;
export const usePlanningDispatch = useDispatch.withTypes<PlanningDispatch>();

export const {
  useGetWeekPlanQuery,
  useCreateMealPlanMutation,
  useAddMealMutation,
  useRemoveMealMutation,
  useGenerateShoppingListMutation,
  useUpdateShoppingListFromMealPlanMutation,
  useGetShoppingListsQuery,
  useGetShoppingListQuery,
  useCreateShoppingListMutation,
  useDeleteShoppingListMutation,
  useRenameShoppingListMutation,
  useAddShoppingItemMutation,
  useRemoveShoppingItemMutation,
  useToggleShoppingItemMutation,
  useUpdateShoppingItemMutation,
  useGetRecipeOptionsQuery,
  useSearchIngredientsQuery,
} = planningApi;
