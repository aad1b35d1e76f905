import type { MealType } from '@hearth/contracts/planning';
import { schemaOf } from '@hearth/service-kit';
import type { EntityManager } from 'typeorm';

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
}

const weekColumns = `id, to_char(start_date, 'YYYY-MM-DD') AS "startDate", to_char(end_date, 'YYYY-MM-DD') AS "endDate"`;

/**
 * The household's plan for the week starting on `startDate`, made if there is none. Two members
 * doing this at once meet on the unique (household, start date): the second waits for the first
 * to commit, inserts nothing, and reads the first one's plan.
 */
export async function insertOrFindWeek(
  manager: EntityManager,
  week: { householdId: string; startDate: string; endDate: string; notes: string },
): Promise<{ plan: WeekRow; created: boolean }> {
  const schema = schemaOf(manager.connection);
  const [inserted] = await manager.query(
    `INSERT INTO "${schema}".meal_plans (household_id, start_date, end_date, notes) VALUES ($1, $2, $3, $4)
     ON CONFLICT (household_id, start_date) DO NOTHING RETURNING ${weekColumns}`,
    [week.householdId, week.startDate, week.endDate, week.notes],
  );
  if (inserted) return { plan: inserted, created: true };
  const [existing] = await manager.query(`SELECT ${weekColumns} FROM "${schema}".meal_plans WHERE household_id = $1 AND start_date = $2`, [
    week.householdId,
    week.startDate,
  ]);
  return { plan: existing, created: false };
}

export async function findWeek(manager: EntityManager, planId: string, householdId: string): Promise<WeekRow | undefined> {
  const [row] = await manager.query(`SELECT ${weekColumns} FROM "${schemaOf(manager.connection)}".meal_plans WHERE id = $1 AND household_id = $2`, [
    planId,
    householdId,
  ]);
  return row;
}

/** The household's plans whose week overlaps the range, by start date. */
export async function findWeekIds(manager: EntityManager, householdId: string, range: { startDate?: string; endDate?: string }): Promise<string[]> {
  const rows: { id: string }[] = await manager.query(
    `SELECT id FROM "${schemaOf(manager.connection)}".meal_plans
     WHERE household_id = $1 AND ($2::date IS NULL OR end_date >= $2::date) AND ($3::date IS NULL OR start_date <= $3::date)
     ORDER BY start_date`,
    [householdId, range.startDate ?? null, range.endDate ?? null],
  );
  return rows.map((row) => row.id);
}

export async function insertMeals(manager: EntityManager, planId: string, meals: NewMeal[]): Promise<void> {
  if (meals.length === 0) return;
  await manager.query(
    `INSERT INTO "${schemaOf(manager.connection)}".meals (meal_plan_id, date, meal_type, recipe_id, notes)
     SELECT $1, meal.date, meal."mealType", meal."recipeId", meal.notes
     FROM jsonb_to_recordset($2::jsonb) AS meal(date date, "mealType" text, "recipeId" uuid, notes text, n int)
     ORDER BY n`,
    [planId, JSON.stringify(meals.map((meal, n) => ({ ...meal, n })))],
  );
}

export async function deleteMeals(manager: EntityManager, planId: string): Promise<void> {
  await manager.query(`DELETE FROM "${schemaOf(manager.connection)}".meals WHERE meal_plan_id = $1`, [planId]);
}

export async function deleteMeal(manager: EntityManager, planId: string, mealId: string): Promise<boolean> {
  const rows = await manager.query(`DELETE FROM "${schemaOf(manager.connection)}".meals WHERE id = $1 AND meal_plan_id = $2 RETURNING id`, [
    mealId,
    planId,
  ]);
  return rows[1] > 0;
}

export async function updateNotes(manager: EntityManager, planId: string, notes: string): Promise<void> {
  await manager.query(`UPDATE "${schemaOf(manager.connection)}".meal_plans SET notes = $2 WHERE id = $1`, [planId, notes]);
}

/** The deleted week's start date, or undefined when the household has no such plan. */
export async function deleteWeek(manager: EntityManager, planId: string, householdId: string): Promise<string | undefined> {
  const [rows] = await manager.query(
    `DELETE FROM "${schemaOf(manager.connection)}".meal_plans WHERE id = $1 AND household_id = $2 RETURNING to_char(start_date, 'YYYY-MM-DD') AS "startDate"`,
    [planId, householdId],
  );
  return rows[0]?.startDate;
}

/** The recipe of every meal of the plan, once per meal. */
export async function findMealRecipeIds(manager: EntityManager, planId: string): Promise<string[]> {
  const rows: { recipeId: string }[] = await manager.query(
    `SELECT recipe_id AS "recipeId" FROM "${schemaOf(manager.connection)}".meals WHERE meal_plan_id = $1 ORDER BY date, created_at`,
    [planId],
  );
  return rows.map((row) => row.recipeId);
}
