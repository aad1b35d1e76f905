import { randomUUID } from 'node:crypto';
import { schemaOf } from '@hearth/service-kit';
import type { EntityManager } from 'typeorm';
import type { MergedItem } from './merge-lines';

export interface ListRow {
  id: string;
  name: string;
}

export async function insertList(manager: EntityManager, householdId: string, name: string, recipeIds: string[]): Promise<string> {
  const schema = schemaOf(manager.connection);
  const [{ id }] = await manager.query(`INSERT INTO "${schema}".shopping_lists (household_id, name) VALUES ($1, $2) RETURNING id`, [householdId, name]);
  await manager.query(
    `INSERT INTO "${schema}".shopping_list_recipes (list_id, recipe_id, position)
     SELECT $1, recipe_id, position FROM unnest($2::uuid[]) WITH ORDINALITY AS r(recipe_id, position)`,
    [id, recipeIds],
  );
  return id;
}

/** Adds the items with the recipes they came from; answers their ids, in order. */
export async function insertItems(manager: EntityManager, listId: string, items: MergedItem[]): Promise<string[]> {
  if (items.length === 0) return [];
  const schema = schemaOf(manager.connection);
  const rows = items.map((item) => ({ ...item, id: randomUUID() }));
  await manager.query(
    `INSERT INTO "${schema}".shopping_items (id, list_id, name, ingredient_id, quantity, unit)
     SELECT item.id, $1, item.name, item."ingredientId", item.quantity, item.unit
     FROM jsonb_to_recordset($2::jsonb) AS item(id uuid, name text, "ingredientId" uuid, quantity double precision, unit text)`,
    [listId, JSON.stringify(rows)],
  );
  const sources = rows.flatMap((item) => item.recipeIds.map((recipeId, position) => ({ itemId: item.id, recipeId, position })));
  if (sources.length > 0) {
    await manager.query(
      `INSERT INTO "${schema}".shopping_item_recipes (item_id, recipe_id, position)
       SELECT source."itemId", source."recipeId", source.position
       FROM jsonb_to_recordset($1::jsonb) AS source("itemId" uuid, "recipeId" uuid, position int)`,
      [JSON.stringify(sources)],
    );
  }
  return rows.map((item) => item.id);
}

export async function findList(manager: EntityManager, listId: string, householdId: string): Promise<ListRow | undefined> {
  const [row] = await manager.query(`SELECT id, name FROM "${schemaOf(manager.connection)}".shopping_lists WHERE id = $1 AND household_id = $2`, [
    listId,
    householdId,
  ]);
  return row;
}

export async function renameList(manager: EntityManager, listId: string, householdId: string, name: string): Promise<boolean> {
  const rows = await manager.query(
    `UPDATE "${schemaOf(manager.connection)}".shopping_lists SET name = $3 WHERE id = $1 AND household_id = $2 RETURNING id`,
    [listId, householdId, name],
  );
  return rows[1] > 0;
}

export async function deleteList(manager: EntityManager, listId: string, householdId: string): Promise<boolean> {
  const rows = await manager.query(`DELETE FROM "${schemaOf(manager.connection)}".shopping_lists WHERE id = $1 AND household_id = $2 RETURNING id`, [
    listId,
    householdId,
  ]);
  return rows[1] > 0;
}

/** The removed item's name, or undefined when the list has no such item. */
export async function deleteItem(manager: EntityManager, listId: string, itemId: string): Promise<string | undefined> {
  const [rows] = await manager.query(`DELETE FROM "${schemaOf(manager.connection)}".shopping_items WHERE id = $1 AND list_id = $2 RETURNING name`, [
    itemId,
    listId,
  ]);
  return rows[0]?.name;
}

/**
 * Flips `purchased` in one statement: two members ticking the same item at once are applied one
 * after the other (the row lock), never both from the same old value.
 */
export async function toggleItem(
  manager: EntityManager,
  listId: string,
  itemId: string,
): Promise<{ name: string; purchased: boolean } | undefined> {
  const [rows] = await manager.query(
    `UPDATE "${schemaOf(manager.connection)}".shopping_items SET purchased = NOT purchased, purchased_changed_at = now()
     WHERE id = $1 AND list_id = $2 RETURNING name, purchased`,
    [itemId, listId],
  );
  return rows[0];
}

/**
 * Sets `purchased` as a change made at `changedAt` (never later than now): applied only if no
 * later change to the item's purchased state is recorded, so the later change wins whatever the
 * order they arrive in. Undefined when the list has no such item.
 */
export async function setPurchased(
  manager: EntityManager,
  listId: string,
  itemId: string,
  purchased: boolean,
  changedAt: Date,
): Promise<{ name: string; purchased: boolean; changed: boolean } | undefined> {
  const [row] = await manager.query(
    `WITH item AS (SELECT id, name, purchased, purchased_changed_at FROM "${schemaOf(manager.connection)}".shopping_items WHERE id = $1 AND list_id = $2 FOR UPDATE),
     updated AS (
       UPDATE "${schemaOf(manager.connection)}".shopping_items AS target
       SET purchased = $3, purchased_changed_at = least($4::timestamptz, now())
       FROM item
       WHERE target.id = item.id AND (item.purchased_changed_at IS NULL OR item.purchased_changed_at <= least($4::timestamptz, now()))
       RETURNING target.purchased
     )
     SELECT item.name, coalesce((SELECT purchased FROM updated), item.purchased) AS purchased, item.purchased IS DISTINCT FROM coalesce((SELECT purchased FROM updated), item.purchased) AS changed
     FROM item`,
    [itemId, listId, purchased, changedAt.toISOString()],
  );
  return row;
}

/**
 * Records a change a phone sent with its own id; false when that id was applied before (a
 * replay). In the change's transaction: a change that fails records nothing.
 */
export async function claimChange(manager: EntityManager, changeId: string, householdId: string): Promise<boolean> {
  const rows = await manager.query(
    `INSERT INTO "${schemaOf(manager.connection)}".applied_changes (id, household_id) VALUES ($1, $2) ON CONFLICT (household_id, id) DO NOTHING RETURNING id`,
    [changeId, householdId],
  );
  return rows.length > 0;
}

/** Forgets change ids older than `days`: a phone replays within days, not months. */
export async function pruneAppliedChanges(manager: EntityManager, days: number): Promise<void> {
  await manager.query(`DELETE FROM "${schemaOf(manager.connection)}".applied_changes WHERE applied_at < now() - make_interval(days => $1)`, [days]);
}
