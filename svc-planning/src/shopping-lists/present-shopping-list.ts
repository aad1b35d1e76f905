import type { RecipeReference, ShoppingItem, ShoppingLine, ShoppingList, ShoppingListSummary } from '@hearth/contracts/planning';
import { schemaOf } from '@hearth/service-kit';
import type { EntityManager } from 'typeorm';
import type { MergedItem } from './merge-lines';

const recipesOfList = (schema: string, list: string) => `COALESCE((
  SELECT json_agg(json_build_object('_id', r.id, 'title', r.title) ORDER BY lr.position)
  FROM "${schema}".shopping_list_recipes lr JOIN "${schema}".recipes r ON r.id = lr.recipe_id WHERE lr.list_id = ${list}), '[]')`;

/** Items by name; `where` picks them (`i.list_id = $1`, or `i.id = $1 AND i.list_id = $2`). */
function findItems(manager: EntityManager, where: string, ...values: string[]): Promise<ShoppingItem[]> {
  const schema = schemaOf(manager.connection);
  return manager.query(
    `SELECT i.id AS "_id", i.name,
            CASE WHEN i.ingredient_id IS NULL THEN NULL ELSE json_build_object('_id', i.ingredient_id, 'name', i.name) END AS ingredient,
            i.quantity, i.unit, i.purchased,
            COALESCE((SELECT json_agg(json_build_object('_id', r.id, 'title', r.title) ORDER BY ir.position)
                      FROM "${schema}".shopping_item_recipes ir JOIN "${schema}".recipes r ON r.id = ir.recipe_id
                      WHERE ir.item_id = i.id), '[]') AS recipes
     FROM "${schema}".shopping_items i WHERE ${where} ORDER BY lower(i.name), i.id`,
    values,
  );
}

/** The item of the list, or undefined when the list has no such item. */
export async function presentShoppingItem(manager: EntityManager, listId: string, itemId: string): Promise<ShoppingItem | undefined> {
  const [item] = await findItems(manager, 'i.id = $1 AND i.list_id = $2', itemId, listId);
  return item;
}

/** The list as the client sees it: its recipes ('Recipes Included') and its items by name. */
export async function presentShoppingList(manager: EntityManager, listId: string): Promise<ShoppingList> {
  const schema = schemaOf(manager.connection);
  const [list]: { _id: string; name: string; createdAt: Date; recipes: RecipeReference[] }[] = await manager.query(
    `SELECT l.id AS "_id", l.name, l.created_at AS "createdAt", ${recipesOfList(schema, 'l.id')} AS recipes
     FROM "${schema}".shopping_lists l WHERE l.id = $1`,
    [listId],
  );
  return { ...list!, createdAt: list!.createdAt.toISOString(), items: await findItems(manager, 'i.list_id = $1', listId) };
}

/** The cards of the lists page, newest first. */
export async function presentShoppingListSummaries(manager: EntityManager, householdId: string): Promise<ShoppingListSummary[]> {
  const schema = schemaOf(manager.connection);
  const rows: (Omit<ShoppingListSummary, 'createdAt'> & { createdAt: Date })[] = await manager.query(
    // The counts in one pass over the household's items (one index scan per list, not two).
    `SELECT l.id AS "_id", l.name, l.created_at AS "createdAt", ${recipesOfList(schema, 'l.id')} AS recipes,
            coalesce(c.items, 0) AS "itemCount", coalesce(c.purchased, 0) AS "purchasedCount"
     FROM "${schema}".shopping_lists l
     LEFT JOIN LATERAL (
       SELECT count(*)::int AS items, count(*) FILTER (WHERE i.purchased)::int AS purchased
       FROM "${schema}".shopping_items i WHERE i.list_id = l.id
     ) c ON true
     WHERE l.household_id = $1 ORDER BY l.created_at DESC, l.id`,
    [householdId],
  );
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** Merged lines as a list's items would read, without id or tick: by name, each with its recipes. */
export function presentShoppingLines(items: MergedItem[], recipes: RecipeReference[]): ShoppingLine[] {
  const byId = new Map(recipes.map((recipe) => [recipe._id, recipe]));
  return items
    .map((item) => ({
      name: item.name,
      ingredient: item.ingredientId ? { _id: item.ingredientId, name: item.name } : null,
      quantity: item.quantity,
      unit: item.unit as ShoppingLine['unit'],
      recipes: item.recipeIds.flatMap((id) => byId.get(id) ?? []),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}
