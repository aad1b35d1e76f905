import {
  planningMessages,
  planningOwnMessages as own,
  type ListShoppingListsQuery,
  type RenameShoppingListBody,
  type MealPlanParams,
  type ShoppingLine,
  type ShoppingList,
  type ShoppingListParams,
  type ShoppingListSummary,
} from '@hearth/contracts/planning';
import type { createShoppingListBody, generateShoppingListBody } from '@hearth/contracts/planning/schemas';
import { conflict, householdToCreateIn, householdToRead, isId, notFound, type Actor, type Queryable, type Transaction } from '@hearth/service-kit';
import type { z } from 'zod';
import { findMealRecipeUses } from '../meal-plans/meal-plan-queries';
import { requireWeek } from '../meal-plans/meal-plan-use-cases';
import type { PlanningDeps } from '../planning-deps';
import { findIngredientLines, findRecipeReferences, findUsableRecipeIds, type RecipeUse } from '../recipes/recipe-queries';
import { lineKey, mergeLines } from './merge-lines';
import {
  deleteItems,
  deleteList,
  findList,
  findListItems,
  findListSummaries,
  findListWithRecipes,
  findStoredItems,
  insertItems,
  insertList,
  lockGeneratedList,
  renameList,
  setListRecipes,
  updateItemLine,
  type ListRow,
} from './shopping-list-queries';
import { presentShoppingLines, presentShoppingList, presentShoppingListSummaries } from './present-shopping-list';

type Input<S extends z.ZodType> = z.output<S>;

/** The household's list `id`; another household's list, or none, is not found. */
export async function requireList(db: Queryable, householdId: string, id: string): Promise<ListRow> {
  const list = await findList(db, id, householdId);
  if (!list) throw notFound(planningMessages.listNotFound);
  return list;
}

/** The list `listId` (one that exists) as the client sees it. */
export async function readShoppingList(db: Queryable, listId: string): Promise<ShoppingList> {
  const list = await findListWithRecipes(db, listId);
  return presentShoppingList(list!, await findListItems(db, listId));
}

/** The ingredient lines of the recipes, each counted as often as it is used and scaled to its servings, merged as a list takes them. */
const mergedLinesOf = async (db: Queryable, recipeUses: RecipeUse[]) => mergeLines(await findIngredientLines(db, recipeUses));

/**
 * A new list from recipes, each counted as often as it is used: their ingredient lines scaled and
 * merged (see mergeLines), the recipes recorded once each for 'Recipes Included'.
 */
async function buildList(
  tx: Transaction,
  actor: Actor,
  householdId: string,
  name: string,
  recipeUses: RecipeUse[],
  mealPlanId: string | null = null,
): Promise<ShoppingList> {
  const recipeIds = [...new Set(recipeUses.map((use) => use.recipeId))];
  const listId = await insertList(tx.manager, householdId, name, recipeIds, mealPlanId);
  const items = await mergedLinesOf(tx.manager, recipeUses);
  await insertItems(tx.manager, listId, items);
  tx.emit('shopping-list.created', { listId, householdId, by: actor.id, name, itemCount: items.length });
  return readShoppingList(tx.manager, listId);
}

export async function listShoppingLists(deps: PlanningDeps, actor: Actor, page: ListShoppingListsQuery): Promise<{ lists: ShoppingListSummary[]; total: number }> {
  if (!actor.householdId) return { lists: [], total: 0 };
  const { lists, total } = await findListSummaries(deps.database.manager, actor.householdId, page);
  return { lists: presentShoppingListSummaries(lists), total };
}

export async function getShoppingList(deps: PlanningDeps, actor: Actor, { id }: ShoppingListParams): Promise<ShoppingList> {
  const list = await requireList(deps.database.manager, householdToRead(actor.householdId, planningMessages.listNotFound), id);
  return readShoppingList(deps.database.manager, list.id);
}

export async function createShoppingList(
  deps: PlanningDeps,
  actor: Actor,
  { name, recipeIds, servings }: Input<typeof createShoppingListBody>,
): Promise<ShoppingList> {
  const householdId = householdToCreateIn(actor.householdId);
  const chosen = [...new Set(recipeIds)];
  return deps.database.transaction(async (tx) => {
    const usable = chosen.every(isId) ? await findUsableRecipeIds(tx.manager, chosen, householdId) : new Set<string>();
    if (chosen.some((id) => !usable.has(id))) throw notFound(own.recipeNotFound);
    return buildList(tx, actor, householdId, name, chosen.map((recipeId) => ({ recipeId, servings })));
  });
}

/** Every recipe of the week's meals for the servings planned, once per meal; a recipe deleted since adds nothing. */
async function plannedRecipeUses(db: Queryable, householdId: string, mealPlanId: string) {
  const week = await requireWeek(db, householdId, mealPlanId);
  const planned = await findMealRecipeUses(db, week.id);
  const usable = await findUsableRecipeIds(db, [...new Set(planned.map((use) => use.recipeId))], householdId);
  return { week, uses: planned.filter((use) => usable.has(use.recipeId)) };
}

export async function generateFromMealPlan(
  deps: PlanningDeps,
  actor: Actor,
  { mealPlanId, name }: Input<typeof generateShoppingListBody>,
): Promise<ShoppingList> {
  const householdId = householdToCreateIn(actor.householdId);
  return deps.database.transaction(async (tx) => {
    if (!isId(mealPlanId)) throw notFound(own.mealPlanNotFound);
    const { week, uses } = await plannedRecipeUses(tx.manager, householdId, mealPlanId);
    const listName = name ?? `${own.generatedListNamePrefix} ${week.startDate}`;
    return buildList(tx, actor, householdId, listName, uses, week.id);
  });
}

/**
 * POST /shopping-lists/{id}/update-from-meal-plan: the list generated from a week brought up to
 * what the week asks for now. The week's lines are merged as generating merges them; a line
 * already on the list keeps its item (and tick) with the quantity now asked for, a new one is
 * added, one no meal asks for any more is dropped. Items added by hand stay, and a line of the
 * week removed by hand stays off.
 */
export async function updateFromMealPlan(deps: PlanningDeps, actor: Actor, { id }: ShoppingListParams): Promise<ShoppingList> {
  const householdId = householdToRead(actor.householdId, planningMessages.listNotFound);
  return deps.database.transaction(async (tx) => {
    const list = await lockGeneratedList(tx.manager, id, householdId);
    if (!list) throw notFound(planningMessages.listNotFound);
    if (!list.mealPlanId) throw conflict(own.listNotFromWeek);
    const { uses } = await plannedRecipeUses(tx.manager, householdId, list.mealPlanId);
    const dismissed = new Set(list.dismissed);
    const wanted = new Map((await mergedLinesOf(tx.manager, uses)).map((line) => [lineKey(line), line]));
    const onList = new Map((await findStoredItems(tx.manager, list.id)).filter((item) => item.fromRecipes).map((item) => [lineKey(item), item]));

    const gone = [...onList].filter(([key]) => !wanted.has(key)).map(([, item]) => item.id);
    const added = [...wanted].filter(([key]) => !onList.has(key) && !dismissed.has(key)).map(([, line]) => line);
    const kept = [...wanted].flatMap(([key, line]) => (onList.has(key) ? [{ item: onList.get(key)!, line }] : []));
    await deleteItems(tx.manager, gone);
    await insertItems(tx.manager, list.id, added);
    for (const { item, line } of kept) await updateItemLine(tx.manager, item.id, line);
    await setListRecipes(tx.manager, list.id, [...new Set(uses.map((use) => use.recipeId))]);

    const changed = kept.filter(({ item, line }) => item.quantity !== line.quantity || item.unit !== line.unit).length;
    tx.emit('shopping-list.updated-from-week', { listId: list.id, householdId, by: actor.id, name: list.name, added: added.length, changed, removed: gone.length });
    return readShoppingList(tx.manager, list.id);
  });
}

/** What `generateFromMealPlan` would put on the list, without making it. */
export async function previewMealPlanLines(deps: PlanningDeps, actor: Actor, { id }: MealPlanParams): Promise<ShoppingLine[]> {
  const { manager } = deps.database;
  const { uses } = await plannedRecipeUses(manager, householdToRead(actor.householdId, own.mealPlanNotFound), id);
  const items = await mergedLinesOf(manager, uses);
  return presentShoppingLines(items, await findRecipeReferences(manager, [...new Set(uses.map((use) => use.recipeId))]));
}

export async function renameShoppingList(
  deps: PlanningDeps,
  actor: Actor,
  { id, name }: ShoppingListParams & RenameShoppingListBody,
): Promise<ShoppingList> {
  const householdId = householdToRead(actor.householdId, planningMessages.listNotFound);
  return deps.database.transaction(async (tx) => {
    if (!(await renameList(tx.manager, id, householdId, name))) throw notFound(planningMessages.listNotFound);
    tx.emit('shopping-list.renamed', { listId: id, householdId, by: actor.id, name });
    return readShoppingList(tx.manager, id);
  });
}

export async function deleteShoppingList(deps: PlanningDeps, actor: Actor, { id }: ShoppingListParams): Promise<void> {
  const householdId = householdToRead(actor.householdId, planningMessages.listNotFound);
  await deps.database.transaction(async (tx) => {
    if (!(await deleteList(tx.manager, id, householdId))) throw notFound(planningMessages.listNotFound);
    tx.emit('shopping-list.deleted', { listId: id, householdId, by: actor.id });
  });
}
