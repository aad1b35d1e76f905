import {
  planningMessages,
  planningOwnMessages as own,
  type ListMealPlansQuery,
  type MealParams,
  type MealPlan,
  type MealPlanParams,
} from '@hearth/contracts/planning';
import type { addMealBody, createMealPlanBody, updateMealPlanBody } from '@hearth/contracts/planning/schemas';
import { badRequest, householdToCreateIn, householdToRead, isId, notFound } from '@hearth/service-kit';
import type { EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { Actor } from '../access/actor';
import type { PlanningDeps } from '../planning-deps';
import { findUsableRecipeIds } from '../recipes/recipe-queries';
import {
  deleteMeal,
  deleteMeals,
  deleteWeek,
  findWeek,
  findWeekIds,
  insertMeals,
  insertOrFindWeek,
  updateNotes,
  type NewMeal,
  type WeekRow,
} from './meal-plan-queries';
import { presentMealPlan, presentMealPlans } from './present-meal-plan';

type Input<S extends z.ZodType> = z.output<S>;

/** The household's plan `id`; any other id, or another household's plan, is not found. */
export async function requireWeek(manager: EntityManager, householdId: string, id: string): Promise<WeekRow> {
  const week = isId(id) ? await findWeek(manager, id, householdId) : undefined;
  if (!week) throw notFound(own.mealPlanNotFound);
  return week;
}

/** Each meal on a day of the plan's week, with a recipe the household may use. */
async function checkMeals(manager: EntityManager, householdId: string, week: WeekRow, meals: NewMeal[]): Promise<void> {
  const outside = meals.findIndex((meal) => meal.date < week.startDate || meal.date > week.endDate);
  if (outside >= 0) throw badRequest(own.dateOutsideWeek, { errors: { [`meals.${outside}.date`]: own.dateOutsideWeek } });
  const recipeIds = [...new Set(meals.map((meal) => meal.recipeId))];
  const usable = recipeIds.every(isId) ? await findUsableRecipeIds(manager, recipeIds, householdId) : new Set<string>();
  if (recipeIds.some((id) => !usable.has(id))) throw notFound(own.recipeNotFound);
}

/** What every meal-plan event says about the week and who changed it. */
function onWeek(actor: Actor, householdId: string, week: WeekRow) {
  return { planId: week.id, householdId, by: actor.id, startDate: week.startDate };
}

export async function listMealPlans(deps: PlanningDeps, actor: Actor, query: ListMealPlansQuery): Promise<MealPlan[]> {
  const { manager } = deps.database;
  if (!actor.householdId) return [];
  return presentMealPlans(manager, await findWeekIds(manager, actor.householdId, query));
}

export async function getMealPlan(deps: PlanningDeps, actor: Actor, { id }: MealPlanParams): Promise<MealPlan> {
  const week = await requireWeek(deps.database.manager, householdToRead(actor.householdId, own.mealPlanNotFound), id);
  return presentMealPlan(deps.database.manager, week.id);
}

/**
 * The week starting on `startDate`, made with the note 'Meal plan for week of {date}' unless it
 * exists already; the meals sent are added to it either way.
 */
export async function createMealPlan(
  deps: PlanningDeps,
  actor: Actor,
  body: Input<typeof createMealPlanBody>,
): Promise<{ plan: MealPlan; created: boolean }> {
  const householdId = householdToCreateIn(actor.householdId);
  return deps.database.transaction(async ({ manager, emit }) => {
    const notes = body.notes || `${planningMessages.weekNotePrefix} ${body.startDate}`;
    const { plan: week, created } = await insertOrFindWeek(manager, { householdId, startDate: body.startDate, endDate: body.endDate, notes });
    await checkMeals(manager, householdId, week, body.meals);
    await insertMeals(manager, week.id, body.meals);
    if (created || body.meals.length > 0) emit('meal-plan.changed', { ...onWeek(actor, householdId, week), change: created ? 'created' : 'updated' });
    return { plan: await presentMealPlan(manager, week.id), created };
  });
}

/** New notes, and when meals are sent, they replace the plan's meals. */
export async function updateMealPlan(
  deps: PlanningDeps,
  actor: Actor,
  { id }: MealPlanParams,
  body: Input<typeof updateMealPlanBody>,
): Promise<MealPlan> {
  const householdId = householdToRead(actor.householdId, own.mealPlanNotFound);
  return deps.database.transaction(async ({ manager, emit }) => {
    const week = await requireWeek(manager, householdId, id);
    if (body.notes !== undefined && body.notes !== null) await updateNotes(manager, week.id, body.notes);
    if (body.meals) {
      await checkMeals(manager, householdId, week, body.meals);
      await deleteMeals(manager, week.id);
      await insertMeals(manager, week.id, body.meals);
    }
    emit('meal-plan.changed', { ...onWeek(actor, householdId, week), change: 'updated' });
    return presentMealPlan(manager, week.id);
  });
}

export async function deleteMealPlan(deps: PlanningDeps, actor: Actor, { id }: MealPlanParams): Promise<void> {
  const householdId = householdToRead(actor.householdId, own.mealPlanNotFound);
  await deps.database.transaction(async ({ manager, emit }) => {
    const startDate = isId(id) ? await deleteWeek(manager, id, householdId) : undefined;
    if (!startDate) throw notFound(own.mealPlanNotFound);
    emit('meal-plan.changed', { planId: id, householdId, by: actor.id, startDate, change: 'deleted' });
  });
}

export async function addMeal(
  deps: PlanningDeps,
  actor: Actor,
  { id }: MealPlanParams,
  meal: Input<typeof addMealBody>,
): Promise<MealPlan> {
  const householdId = householdToRead(actor.householdId, own.mealPlanNotFound);
  return deps.database.transaction(async ({ manager, emit }) => {
    const week = await requireWeek(manager, householdId, id);
    await checkMeals(manager, householdId, week, [meal]);
    await insertMeals(manager, week.id, [meal]);
    emit('meal-plan.meal.added', { ...onWeek(actor, householdId, week), date: meal.date, mealType: meal.mealType });
    return presentMealPlan(manager, week.id);
  });
}

export async function removeMeal(deps: PlanningDeps, actor: Actor, { id, mealId }: MealParams): Promise<MealPlan> {
  const householdId = householdToRead(actor.householdId, own.mealPlanNotFound);
  return deps.database.transaction(async ({ manager, emit }) => {
    const week = await requireWeek(manager, householdId, id);
    if (!isId(mealId) || !(await deleteMeal(manager, week.id, mealId))) throw notFound(own.mealNotFound);
    emit('meal-plan.meal.removed', { ...onWeek(actor, householdId, week), mealId });
    return presentMealPlan(manager, week.id);
  });
}
