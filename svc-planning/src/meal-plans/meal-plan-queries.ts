import { mealTypes, type Meal, type MealPlan, type MealType } from '@hearth/contracts/planning';
import { firstRow, rows, run, sql, type Queryable } from '@hearth/service-kit';
import type { RecipeUse } from '../recipes/recipe-queries';

export interface WeekRow {
  id: string;
  startDate: string;
  endDate: string;
}

export interface NewMeal {
  date: string;
  mealType: MealType;
  recipeId: string;
  notes: string;
  servings: number | null;
}

/** A plan without its meals, as the client sees it. */
export type MealPlanRow = Omit<MealPlan, 'meals'>;

/** A meal as the client sees it, with the plan it belongs to. */
export interface MealRow extends Meal {
  planId: string;
}

const weekColumns = sql`id, to_char(start_date, 'YYYY-MM-DD') AS "startDate", to_char(end_date, 'YYYY-MM-DD') AS "endDate"`;

/**
 * The household's plan for the week starting on `startDate`, made if there is none. Two members
 * doing this at once meet on the unique (household, start date): the second waits for the first
 * to commit, inserts nothing, and reads the first one's plan.
 */
export async function insertOrFindWeek(
  db: Queryable,
  week: { householdId: string; startDate: string; endDate: string; notes: string },
): Promise<{ plan: WeekRow; created: boolean }> {
  const inserted = await firstRow<WeekRow>(
    db,
    sql`INSERT INTO meal_plans (household_id, start_date, end_date, notes) VALUES (${week.householdId}, ${week.startDate}, ${week.endDate}, ${week.notes})
        ON CONFLICT (household_id, start_date) DO NOTHING RETURNING ${weekColumns}`,
  );
  if (inserted) return { plan: inserted, created: true };
  const existing = await firstRow<WeekRow>(
    db,
    sql`SELECT ${weekColumns} FROM meal_plans WHERE household_id = ${week.householdId} AND start_date = ${week.startDate}`,
  );
  return { plan: existing!, created: false };
}

export function findWeek(db: Queryable, planId: string, householdId: string): Promise<WeekRow | undefined> {
  return firstRow<WeekRow>(db, sql`SELECT ${weekColumns} FROM meal_plans WHERE id = ${planId} AND household_id = ${householdId}`);
}

/** The household's plans whose week overlaps the range, by start date. */
export async function findWeekIds(db: Queryable, householdId: string, range: { startDate?: string; endDate?: string }): Promise<string[]> {
  const startDate = range.startDate ?? null;
  const endDate = range.endDate ?? null;
  const weeks = await rows<{ id: string }>(
    db,
    sql`SELECT id FROM meal_plans
        WHERE household_id = ${householdId} AND (${startDate}::date IS NULL OR end_date >= ${startDate}::date) AND (${endDate}::date IS NULL OR start_date <= ${endDate}::date)
        ORDER BY start_date`,
  );
  return weeks.map((row) => row.id);
}

/** The plans of `planIds` (in no particular order). */
export function findMealPlanRows(db: Queryable, planIds: string[]): Promise<MealPlanRow[]> {
  return rows<MealPlanRow>(
    db,
    sql`SELECT p.id AS "_id", to_char(p.start_date, 'YYYY-MM-DD') AS "startDate", to_char(p.end_date, 'YYYY-MM-DD') AS "endDate", p.notes,
               (SELECT json_build_object('_id', l.id, 'name', l.name) FROM shopping_lists l
                WHERE l.meal_plan_id = p.id ORDER BY l.created_at DESC, l.id LIMIT 1) AS "shoppingList"
        FROM meal_plans p WHERE p.id = ANY(${planIds}::uuid[])`,
  );
}

/** The meals of the plans of `planIds`, with their recipes: by day, then meal type, then as added. */
export function findMealRows(db: Queryable, planIds: string[]): Promise<MealRow[]> {
  return rows<MealRow>(
    db,
    sql`SELECT m.meal_plan_id AS "planId", m.id AS "_id", to_char(m.date, 'YYYY-MM-DD') AS date, m.meal_type AS "mealType",
               json_build_object('_id', r.id, 'title', r.title) AS recipe, r.image_card_url AS "recipeImage", m.notes, m.servings
        FROM meals m JOIN recipes r ON r.id = m.recipe_id
        WHERE m.meal_plan_id = ANY(${planIds}::uuid[])
        ORDER BY m.date, array_position(${[...mealTypes]}::text[], m.meal_type), m.created_at, m.id`,
  );
}

export async function insertMeals(db: Queryable, planId: string, meals: NewMeal[]): Promise<void> {
  if (meals.length === 0) return;
  await run(
    db,
    sql`INSERT INTO meals (meal_plan_id, date, meal_type, recipe_id, notes, servings)
        SELECT ${planId}, meal.date, meal."mealType", meal."recipeId", meal.notes, meal.servings
        FROM jsonb_to_recordset(${JSON.stringify(meals.map((meal, n) => ({ ...meal, n })))}::jsonb)
          AS meal(date date, "mealType" text, "recipeId" uuid, notes text, servings int, n int)
        ORDER BY n`,
  );
}

export async function deleteMeals(db: Queryable, planId: string): Promise<void> {
  await run(db, sql`DELETE FROM meals WHERE meal_plan_id = ${planId}`);
}

export async function deleteMeal(db: Queryable, planId: string, mealId: string): Promise<boolean> {
  const { count } = await run(db, sql`DELETE FROM meals WHERE id = ${mealId} AND meal_plan_id = ${planId}`);
  return count > 0;
}

export async function updateNotes(db: Queryable, planId: string, notes: string): Promise<void> {
  await run(db, sql`UPDATE meal_plans SET notes = ${notes} WHERE id = ${planId}`);
}

/** The deleted week's start date, or undefined when the household has no such plan. */
export async function deleteWeek(db: Queryable, planId: string, householdId: string): Promise<string | undefined> {
  const deleted = await firstRow<{ startDate: string }>(
    db,
    sql`DELETE FROM meal_plans WHERE id = ${planId} AND household_id = ${householdId} RETURNING to_char(start_date, 'YYYY-MM-DD') AS "startDate"`,
  );
  return deleted?.startDate;
}

/** Every plan of the household (their meals with them). */
export async function deleteHouseholdMealPlans(db: Queryable, householdId: string): Promise<void> {
  await run(db, sql`DELETE FROM meal_plans WHERE household_id = ${householdId}`);
}

/** The recipe of every meal of the plan and the servings it is planned for, once per meal. */
export function findMealRecipeUses(db: Queryable, planId: string): Promise<RecipeUse[]> {
  return rows<RecipeUse>(db, sql`SELECT recipe_id AS "recipeId", servings FROM meals WHERE meal_plan_id = ${planId} ORDER BY date, created_at`);
}
