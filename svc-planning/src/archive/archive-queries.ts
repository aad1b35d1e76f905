import { mealTypes, type PlanningArchive } from '@hearth/contracts/planning';
import { firstRow, rows, run, sql, type Queryable } from '@hearth/service-kit';

type ArchivedWeek = PlanningArchive['mealPlans'][number];
type ArchivedList = Omit<PlanningArchive['shoppingLists'][number], 'createdAt'> & { createdAt: Date };

/** The household's weeks with their meals, as an export holds them (recipes by their ids here). */
export function findArchivedWeeks(db: Queryable, householdId: string): Promise<ArchivedWeek[]> {
  return rows<ArchivedWeek>(
    db,
    sql`SELECT p.id, to_char(p.start_date, 'YYYY-MM-DD') AS "startDate", p.notes,
               coalesce((SELECT json_agg(json_build_object('date', to_char(m.date, 'YYYY-MM-DD'), 'mealType', m.meal_type, 'recipe', m.recipe_id, 'notes', m.notes, 'servings', m.servings)
                                         ORDER BY m.date, array_position(${[...mealTypes]}::text[], m.meal_type), m.created_at, m.id)
                         FROM meals m WHERE m.meal_plan_id = p.id), '[]'::json) AS meals
        FROM meal_plans p WHERE p.household_id = ${householdId}
        ORDER BY p.start_date`,
  );
}

/** The household's lists with their items and ticks, oldest first. */
export function findArchivedLists(db: Queryable, householdId: string): Promise<ArchivedList[]> {
  return rows<ArchivedList>(
    db,
    sql`SELECT l.id, l.name, l.created_at AS "createdAt",
               coalesce((SELECT json_agg(lr.recipe_id ORDER BY lr.position) FROM shopping_list_recipes lr WHERE lr.list_id = l.id), '[]'::json) AS recipes,
               coalesce((SELECT json_agg(json_build_object('name', i.name, 'quantity', i.quantity, 'unit', i.unit, 'purchased', i.purchased, 'aisle', i.aisle,
                                                           'recipes', coalesce((SELECT json_agg(ir.recipe_id ORDER BY ir.position)
                                                                                FROM shopping_item_recipes ir WHERE ir.item_id = i.id), '[]'::json))
                                         ORDER BY lower(i.name), i.id)
                         FROM shopping_items i WHERE i.list_id = l.id), '[]'::json) AS items
        FROM shopping_lists l WHERE l.household_id = ${householdId}
        ORDER BY l.created_at, l.id`,
  );
}

/** Whether the household has a plan or a list: a restore goes only into a household without. */
export async function householdHasPlanning(db: Queryable, householdId: string): Promise<boolean> {
  const found = await firstRow(
    db,
    sql`SELECT 1 WHERE EXISTS (SELECT 1 FROM meal_plans WHERE household_id = ${householdId})
                    OR EXISTS (SELECT 1 FROM shopping_lists WHERE household_id = ${householdId})`,
  );
  return found !== undefined;
}

/** One restore of a household at a time (two would both find it empty). */
export async function lockHouseholdRestore(db: Queryable, householdId: string): Promise<void> {
  await run(db, sql`SELECT pg_advisory_xact_lock(hashtext('planning-restore:' || ${householdId}))`);
}

export async function insertRestoredWeek(db: Queryable, week: { id: string; householdId: string; startDate: string; endDate: string; notes: string }): Promise<void> {
  await run(
    db,
    sql`INSERT INTO meal_plans (id, household_id, start_date, end_date, notes) VALUES (${week.id}, ${week.householdId}, ${week.startDate}, ${week.endDate}, ${week.notes})`,
  );
}

export async function insertRestoredList(db: Queryable, list: { id: string; householdId: string; name: string; createdAt: string; recipeIds: string[] }): Promise<void> {
  await run(db, sql`INSERT INTO shopping_lists (id, household_id, name, created_at) VALUES (${list.id}, ${list.householdId}, ${list.name}, ${list.createdAt})`);
  await run(
    db,
    sql`INSERT INTO shopping_list_recipes (list_id, recipe_id, position)
        SELECT ${list.id}, recipe_id, position FROM unnest(${list.recipeIds}::uuid[]) WITH ORDINALITY AS r(recipe_id, position)`,
  );
}

/** Ticks as the export had them (items are inserted unticked). */
export async function tickItems(db: Queryable, itemIds: string[]): Promise<void> {
  if (itemIds.length > 0) await run(db, sql`UPDATE shopping_items SET purchased = true WHERE id = ANY(${itemIds}::uuid[])`);
}

/** The catalogue's ingredients of these names (any case), by lower-cased name. */
export async function findIngredientsNamed(db: Queryable, names: string[]): Promise<Map<string, string>> {
  const found = await rows<{ id: string; name: string }>(db, sql`SELECT id, lower(name) AS name FROM ingredients WHERE lower(name) = ANY(${names.map((name) => name.toLowerCase())}::text[])`);
  return new Map(found.map((row) => [row.name, row.id]));
}
