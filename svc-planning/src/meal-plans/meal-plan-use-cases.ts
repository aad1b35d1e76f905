import {
  planningMessages,
  planningOwnMessages as own,
  type ListMealPlansQuery,
  type MealParams,
  type MealPlan,
  type MealPlanParams,
} from '@hearth/contracts/planning';
import type { addMealBody, createMealPlanBody, updateMealPlanBody } from '@hearth/contracts/planning/schemas';
import { badRequest, householdToCreateIn, householdToRead, isId, notFound, type Actor, type Queryable } from '@hearth/service-kit';
import type { z } from 'zod';
import type { PlanningDeps } from '../planning-deps';
import { findUsableRecipeIds } from '../recipes/recipe-queries';
import {
  deleteMeal,
  deleteMeals,
  deleteWeek,
  findMealPlanRows,
  findMealRows,
  findWeek,
  findWeekIds,
  insertMeals,
  insertOrFindWeek,
  updateNotes,
  type NewMeal,
  type WeekRow,
} from './meal-plan-queries';
import { presentMealPlans } from './present-meal-plan';

type Input<S extends z.ZodType> = z.output<S>;

/** The household's plan `id`; another household's plan, or none, is not found. */
export async function requireWeek(db: Queryable, householdId: string, id: string): Promise<WeekRow> {
  const week = await findWeek(db, id, householdId);
  if (!week) throw notFound(own.mealPlanNotFound);
  return week;
}

/** The plans of `planIds` as the client sees them, in that order. */
async function readMealPlans(db: Queryable, planIds: string[]): Promise<MealPlan[]> {
  if (planIds.length === 0) return [];
  return presentMealPlans(planIds, await findMealPlanRows(db, planIds), await findMealRows(db, planIds));
}

const readMealPlan = async (db: Queryable, planId: string): Promise<MealPlan> => (await readMealPlans(db, [planId]))[0]!;

/** Each meal on a day of the plan's week, with a recipe the household may use. */
async function checkMeals(db: Queryable, householdId: string, week: WeekRow, meals: NewMeal[]): Promise<void> {
  const outside = meals.findIndex((meal) => meal.date < week.startDate || meal.date > week.endDate);
  if (outside >= 0) throw badRequest(own.dateOutsideWeek, { errors: { [`meals.${outside}.date`]: own.dateOutsideWeek } });
  const recipeIds = [...new Set(meals.map((meal) => meal.recipeId))];
  const usable = recipeIds.every(isId) ? await findUsableRecipeIds(db, recipeIds, householdId) : new Set<string>();
  if (recipeIds.some((id) => !usable.has(id))) throw notFound(own.recipeNotFound);
}

/** What every meal-plan event says about the week and who changed it. */
function onWeek(actor: Actor, householdId: string, week: WeekRow) {
  return { planId: week.id, householdId, by: actor.id, startDate: week.startDate };
}

export async function listMealPlans(deps: PlanningDeps, actor: Actor, query: ListMealPlansQuery): Promise<MealPlan[]> {
  const { manager } = deps.database;
  if (!actor.householdId) return [];
  return readMealPlans(manager, await findWeekIds(manager, actor.householdId, query));
}

export async function getMealPlan(deps: PlanningDeps, actor: Actor, { id }: MealPlanParams): Promise<MealPlan> {
  const week = await requireWeek(deps.database.manager, householdToRead(actor.householdId, own.mealPlanNotFound), id);
  return readMealPlan(deps.database.manager, week.id);
}

/**
 * The week starting on `startDate`, made with the note 'Meal plan for week of {date}' unless it
 * exists already; the meals sent are added to it either way.
 */
export async function createMealPlan(
  deps: PlanningDeps,
  actor: Actor,
  input: Input<typeof createMealPlanBody>,
): Promise<{ plan: MealPlan; created: boolean }> {
  const householdId = householdToCreateIn(actor.householdId);
  return deps.database.transaction(async ({ manager, emit }) => {
    const notes = input.notes || `${planningMessages.weekNotePrefix} ${input.startDate}`;
    const { plan: week, created } = await insertOrFindWeek(manager, { householdId, startDate: input.startDate, endDate: input.endDate, notes });
    await checkMeals(manager, householdId, week, input.meals);
    await insertMeals(manager, week.id, input.meals);
    if (created || input.meals.length > 0) emit('meal-plan.changed', { ...onWeek(actor, householdId, week), change: created ? 'created' : 'updated' });
    return { plan: await readMealPlan(manager, week.id), created };
  });
}

/** New notes, and when meals are sent, they replace the plan's meals. */
export async function updateMealPlan(
  deps: PlanningDeps,
  actor: Actor,
  { id, notes, meals }: MealPlanParams & Input<typeof updateMealPlanBody>,
): Promise<MealPlan> {
  const householdId = householdToRead(actor.householdId, own.mealPlanNotFound);
  return deps.database.transaction(async ({ manager, emit }) => {
    const week = await requireWeek(manager, householdId, id);
    if (notes !== undefined && notes !== null) await updateNotes(manager, week.id, notes);
    if (meals) {
      await checkMeals(manager, householdId, week, meals);
      await deleteMeals(manager, week.id);
      await insertMeals(manager, week.id, meals);
    }
    emit('meal-plan.changed', { ...onWeek(actor, householdId, week), change: 'updated' });
    return readMealPlan(manager, week.id);
  });
}

export async function deleteMealPlan(deps: PlanningDeps, actor: Actor, { id }: MealPlanParams): Promise<void> {
  const householdId = householdToRead(actor.householdId, own.mealPlanNotFound);
  await deps.database.transaction(async ({ manager, emit }) => {
    const startDate = await deleteWeek(manager, id, householdId);
    if (!startDate) throw notFound(own.mealPlanNotFound);
    emit('meal-plan.changed', { planId: id, householdId, by: actor.id, startDate, change: 'deleted' });
  });
}

export async function addMeal(deps: PlanningDeps, actor: Actor, { id, ...meal }: MealPlanParams & Input<typeof addMealBody>): Promise<MealPlan> {
  const householdId = householdToRead(actor.householdId, own.mealPlanNotFound);
  return deps.database.transaction(async ({ manager, emit }) => {
    const week = await requireWeek(manager, householdId, id);
    await checkMeals(manager, householdId, week, [meal]);
    await insertMeals(manager, week.id, [meal]);
    emit('meal-plan.meal.added', { ...onWeek(actor, householdId, week), date: meal.date, mealType: meal.mealType });
    return readMealPlan(manager, week.id);
  });
}

export async function removeMeal(deps: PlanningDeps, actor: Actor, { id, mealId }: MealParams): Promise<MealPlan> {
  const householdId = householdToRead(actor.householdId, own.mealPlanNotFound);
  return deps.database.transaction(async ({ manager, emit }) => {
    const week = await requireWeek(manager, householdId, id);
    if (!(await deleteMeal(manager, week.id, mealId))) throw notFound(own.mealNotFound);
    emit('meal-plan.meal.removed', { ...onWeek(actor, householdId, week), mealId });
    return readMealPlan(manager, week.id);
  });
}
