import { randomUUID } from 'node:crypto';
import type { RecipeReference, ShoppingAisle, ShoppingItem, ShoppingListSummary } from '@hearth/contracts/planning';
import { guessAisle } from '@hearth/contracts/planning/aisle-guess';
import { firstRow, rows, run, sql, type Queryable, type Sql } from '@hearth/service-kit';
import type { MergedItem } from './merge-lines';

export interface ListRow {
  id: string;
  name: string;
}

/** A list as the client sees it, without its items. */
export interface ListWithRecipesRow {
  _id: string;
  name: string;
  createdAt: Date;
  recipes: RecipeReference[];
}

/** A card of the lists page, its time as PostgreSQL gives it. */
export type ListSummaryRow = Omit<ShoppingListSummary, 'createdAt'> & { createdAt: Date };

/** A new list; `mealPlanId` names the week it was generated from. */
export async function insertList(db: Queryable, householdId: string, name: string, recipeIds: string[], mealPlanId: string | null = null): Promise<string> {
  const { id } = (await firstRow<{ id: string }>(
    db,
    sql`INSERT INTO shopping_lists (household_id, name, meal_plan_id) VALUES (${householdId}, ${name}, ${mealPlanId}) RETURNING id`,
  ))!;
  await setListRecipes(db, id, recipeIds);
  return id;
}

/** The recipes the list was made from ('Recipes Included'), in order, replacing those it had. */
export async function setListRecipes(db: Queryable, listId: string, recipeIds: string[]): Promise<void> {
  await run(db, sql`DELETE FROM shopping_list_recipes WHERE list_id = ${listId}`);
  await run(
    db,
    sql`INSERT INTO shopping_list_recipes (list_id, recipe_id, position)
        SELECT ${listId}, recipe_id, position FROM unnest(${recipeIds}::uuid[]) WITH ORDINALITY AS r(recipe_id, position)`,
  );
}

/** A list generated from a week, locked for an update: its week and the lines removed from it by hand. */
export function lockGeneratedList(db: Queryable, listId: string, householdId: string): Promise<{ id: string; name: string; mealPlanId: string | null; dismissed: string[] } | undefined> {
  return firstRow(
    db,
    sql`SELECT id, name, meal_plan_id AS "mealPlanId", dismissed_lines AS dismissed FROM shopping_lists
        WHERE id = ${listId} AND household_id = ${householdId} FOR UPDATE`,
  );
}

/** An item of a list with where it came from: the week's lines have recipes, items added by hand none. */
export interface StoredItem {
  id: string;
  ingredientId: string | null;
  name: string;
  unit: string;
  quantity: number;
  fromRecipes: boolean;
}

export function findStoredItems(db: Queryable, listId: string): Promise<StoredItem[]> {
  return rows<StoredItem>(
    db,
    sql`SELECT i.id, i.ingredient_id AS "ingredientId", i.name, i.unit, i.quantity,
               EXISTS (SELECT 1 FROM shopping_item_recipes ir WHERE ir.item_id = i.id) AS "fromRecipes"
        FROM shopping_items i WHERE i.list_id = ${listId}`,
  );
}

/** A line of the week already on the list, brought to what the week asks for now; its tick stays. */
export async function updateItemLine(db: Queryable, itemId: string, line: MergedItem): Promise<void> {
  await run(db, sql`UPDATE shopping_items SET quantity = ${line.quantity}, unit = ${line.unit} WHERE id = ${itemId}`);
  await run(db, sql`DELETE FROM shopping_item_recipes WHERE item_id = ${itemId}`);
  await run(
    db,
    sql`INSERT INTO shopping_item_recipes (item_id, recipe_id, position)
        SELECT ${itemId}, recipe_id, position FROM unnest(${line.recipeIds}::uuid[]) WITH ORDINALITY AS r(recipe_id, position)`,
  );
}

export async function deleteItems(db: Queryable, itemIds: string[]): Promise<void> {
  if (itemIds.length > 0) await run(db, sql`DELETE FROM shopping_items WHERE id = ANY(${itemIds}::uuid[])`);
}

/** Remembers a line of the week removed by hand, so updating the list from its week leaves it off. */
export async function dismissLine(db: Queryable, listId: string, key: string): Promise<void> {
  await run(
    db,
    sql`UPDATE shopping_lists SET dismissed_lines = array_append(dismissed_lines, ${key})
        WHERE id = ${listId} AND meal_plan_id IS NOT NULL AND NOT (${key} = ANY(dismissed_lines))`,
  );
}

/** An item to put on a list: a merged line, or one a member added; without an aisle, its name's guess. */
export type NewItem = MergedItem & { aisle?: ShoppingAisle };

/** Adds the items with the recipes they came from; answers their ids, in order. */
export async function insertItems(db: Queryable, listId: string, items: NewItem[]): Promise<string[]> {
  if (items.length === 0) return [];
  const withIds = items.map((item) => ({ ...item, aisle: item.aisle ?? guessAisle(item.name), id: randomUUID() }));
  await run(
    db,
    sql`INSERT INTO shopping_items (id, list_id, name, ingredient_id, quantity, unit, aisle)
        SELECT item.id, ${listId}, item.name, item."ingredientId", item.quantity, item.unit, item.aisle
        FROM jsonb_to_recordset(${JSON.stringify(withIds)}::jsonb) AS item(id uuid, name text, "ingredientId" uuid, quantity double precision, unit text, aisle text)`,
  );
  const sources = withIds.flatMap((item) => item.recipeIds.map((recipeId, position) => ({ itemId: item.id, recipeId, position })));
  if (sources.length > 0) {
    await run(
      db,
      sql`INSERT INTO shopping_item_recipes (item_id, recipe_id, position)
          SELECT source."itemId", source."recipeId", source.position
          FROM jsonb_to_recordset(${JSON.stringify(sources)}::jsonb) AS source("itemId" uuid, "recipeId" uuid, position int)`,
    );
  }
  return withIds.map((item) => item.id);
}

export function findList(db: Queryable, listId: string, householdId: string): Promise<ListRow | undefined> {
  return firstRow<ListRow>(db, sql`SELECT id, name FROM shopping_lists WHERE id = ${listId} AND household_id = ${householdId}`);
}

/** The recipes list `l` was made from ('Recipes Included'), in the order given. */
const recipesOfList = sql`COALESCE((
  SELECT json_agg(json_build_object('_id', r.id, 'title', r.title) ORDER BY lr.position)
  FROM shopping_list_recipes lr JOIN recipes r ON r.id = lr.recipe_id WHERE lr.list_id = l.id), '[]')`;

export function findListWithRecipes(db: Queryable, listId: string): Promise<ListWithRecipesRow | undefined> {
  return firstRow<ListWithRecipesRow>(
    db,
    sql`SELECT l.id AS "_id", l.name, l.created_at AS "createdAt", ${recipesOfList} AS recipes
        FROM shopping_lists l WHERE l.id = ${listId}`,
  );
}

/**
 * One page of the household's lists with their counts, newest first, and how many lists it has:
 * the counts are taken for the page's lists only. A page past the last has no row to carry the
 * total, so it is counted on its own then.
 */
export async function findListSummaries(db: Queryable, householdId: string, { page, limit }: { page: number; limit: number }): Promise<{ lists: ListSummaryRow[]; total: number }> {
  const found = await rows<ListSummaryRow & { total: number }>(
    db,
    // The counts in one pass over each list's items (one index scan per list, not two).
    sql`WITH page AS (
          SELECT id, name, created_at, count(*) OVER ()::int AS total
          FROM shopping_lists WHERE household_id = ${householdId}
          ORDER BY created_at DESC, id LIMIT ${limit} OFFSET ${(page - 1) * limit}
        )
        SELECT l.id AS "_id", l.name, l.created_at AS "createdAt", ${recipesOfList} AS recipes,
               coalesce(c.items, 0) AS "itemCount", coalesce(c.purchased, 0) AS "purchasedCount", l.total
        FROM page l
        LEFT JOIN LATERAL (
          SELECT count(*)::int AS items, count(*) FILTER (WHERE i.purchased)::int AS purchased
          FROM shopping_items i WHERE i.list_id = l.id
        ) c ON true
        ORDER BY l.created_at DESC, l.id`,
  );
  if (found.length === 0 && page > 1) {
    const counted = await firstRow<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM shopping_lists WHERE household_id = ${householdId}`);
    return { lists: [], total: counted?.total ?? 0 };
  }
  return { lists: found.map(({ total: _, ...list }) => list), total: found[0]?.total ?? 0 };
}

/**
 * Items as the client sees them, by name; `where` picks them (a condition on `i`). Each item's
 * recipes are aggregated from one join over the picked items' sources, not a subquery per item:
 * read right after a list is made, when PostgreSQL's statistics do not know its items yet, a
 * 200-item list took ~35 ms as a join to a grouped subquery and ~3 ms as a subquery per item,
 * ~1 ms like this; with current statistics all three take 1–3 ms.
 */
function findItems(db: Queryable, where: Sql): Promise<ShoppingItem[]> {
  return rows<ShoppingItem>(
    db,
    sql`SELECT i.id AS "_id", i.name,
               CASE WHEN i.ingredient_id IS NULL THEN NULL ELSE json_build_object('_id', i.ingredient_id, 'name', i.name) END AS ingredient,
               i.quantity, i.unit, i.purchased,
               COALESCE(json_agg(json_build_object('_id', r.id, 'title', r.title) ORDER BY ir.position) FILTER (WHERE r.id IS NOT NULL), '[]') AS recipes,
               i.aisle
        FROM shopping_items i
        LEFT JOIN shopping_item_recipes ir ON ir.item_id = i.id
        LEFT JOIN recipes r ON r.id = ir.recipe_id
        WHERE ${where}
        GROUP BY i.id
        ORDER BY lower(i.name), i.id`,
  );
}

export const findListItems = (db: Queryable, listId: string) => findItems(db, sql`i.list_id = ${listId}`);

/** The item of the list, or undefined when the list has no such item. */
export async function findListItem(db: Queryable, listId: string, itemId: string): Promise<ShoppingItem | undefined> {
  const [item] = await findItems(db, sql`i.id = ${itemId} AND i.list_id = ${listId}`);
  return item;
}

export async function renameList(db: Queryable, listId: string, householdId: string, name: string): Promise<boolean> {
  const { count } = await run(db, sql`UPDATE shopping_lists SET name = ${name} WHERE id = ${listId} AND household_id = ${householdId}`);
  return count > 0;
}

export async function deleteList(db: Queryable, listId: string, householdId: string): Promise<boolean> {
  const { count } = await run(db, sql`DELETE FROM shopping_lists WHERE id = ${listId} AND household_id = ${householdId}`);
  return count > 0;
}

/** Every list of the household (their items with them). */
export async function deleteHouseholdShoppingLists(db: Queryable, householdId: string): Promise<void> {
  await run(db, sql`DELETE FROM shopping_lists WHERE household_id = ${householdId}`);
}

/** The removed item, or undefined when the list has no such item. */
export function deleteItem(db: Queryable, listId: string, itemId: string): Promise<Omit<StoredItem, 'quantity'> | undefined> {
  // The statement's snapshot still sees the item's recipes, which the delete cascades to.
  return firstRow(
    db,
    sql`WITH gone AS (DELETE FROM shopping_items WHERE id = ${itemId} AND list_id = ${listId} RETURNING id, ingredient_id, name, unit)
        SELECT gone.id, gone.ingredient_id AS "ingredientId", gone.name, gone.unit,
               EXISTS (SELECT 1 FROM shopping_item_recipes ir WHERE ir.item_id = gone.id) AS "fromRecipes"
        FROM gone`,
  );
}

/**
 * Flips `purchased` in one statement: two members ticking the same item at once are applied one
 * after the other (the row lock), never both from the same old value.
 */
export function toggleItem(db: Queryable, listId: string, itemId: string): Promise<{ name: string; purchased: boolean } | undefined> {
  return firstRow(
    db,
    sql`UPDATE shopping_items SET purchased = NOT purchased, purchased_changed_at = now()
        WHERE id = ${itemId} AND list_id = ${listId} RETURNING name, purchased`,
  );
}

/** Moves the item to `aisle`; its name and whether that changed anything, or undefined when the list has no such item. */
export function setItemAisle(db: Queryable, listId: string, itemId: string, aisle: ShoppingAisle): Promise<{ name: string; changed: boolean } | undefined> {
  return firstRow(
    db,
    sql`WITH item AS (SELECT id, name, aisle FROM shopping_items WHERE id = ${itemId} AND list_id = ${listId} FOR UPDATE),
        updated AS (UPDATE shopping_items AS target SET aisle = ${aisle} FROM item WHERE target.id = item.id AND item.aisle <> ${aisle} RETURNING target.id)
        SELECT item.name, EXISTS (SELECT 1 FROM updated) AS changed FROM item`,
  );
}

/**
 * Sets `purchased` as a change made at `changedAt` (never later than now): applied only if no
 * later change to the item's purchased state is recorded, so the later change wins whatever the
 * order they arrive in. Undefined when the list has no such item.
 */
export function setPurchased(
  db: Queryable,
  listId: string,
  itemId: string,
  purchased: boolean,
  changedAt: Date,
): Promise<{ name: string; purchased: boolean; changed: boolean } | undefined> {
  const at = sql`least(${changedAt.toISOString()}::timestamptz, now())`;
  return firstRow(
    db,
    sql`WITH item AS (SELECT id, name, purchased, purchased_changed_at FROM shopping_items WHERE id = ${itemId} AND list_id = ${listId} FOR UPDATE),
        updated AS (
          UPDATE shopping_items AS target
          SET purchased = ${purchased}, purchased_changed_at = ${at}
          FROM item
          WHERE target.id = item.id AND (item.purchased_changed_at IS NULL OR item.purchased_changed_at <= ${at})
          RETURNING target.purchased
        )
        SELECT item.name, coalesce((SELECT purchased FROM updated), item.purchased) AS purchased, item.purchased IS DISTINCT FROM coalesce((SELECT purchased FROM updated), item.purchased) AS changed
        FROM item`,
  );
}

/**
 * Records a change a phone sent with its own id; false when that id was applied before (a
 * replay). In the change's transaction: a change that fails records nothing.
 */
export async function claimChange(db: Queryable, changeId: string, householdId: string): Promise<boolean> {
  const claimed = await rows(
    db,
    sql`INSERT INTO applied_changes (id, household_id) VALUES (${changeId}, ${householdId}) ON CONFLICT (household_id, id) DO NOTHING RETURNING id`,
  );
  return claimed.length > 0;
}

/** Forgets change ids older than `days`: a phone replays within days, not months. */
export async function pruneAppliedChanges(db: Queryable, days: number): Promise<void> {
  await run(db, sql`DELETE FROM applied_changes WHERE applied_at < now() - make_interval(days => ${days})`);
}
