import { planningMessages, planningOwnMessages as own, type MealPlan } from '@hearth/contracts/planning';
import type { addMealBody, createMealPlanBody, listMealPlansQuery, mealParams, mealPlanParams, updateMealPlanBody } from '@hearth/contracts/planning/schemas';
import { weekEnd } from '@hearth/contracts/planning/schemas';
import { badRequest, notFound } from '@hearth/service-kit';
import type { EntityManager } from 'typeorm';
import type { z } from 'zod';
import { householdOf, isId, type Actor } from '../access/actor';
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

export async function listMealPlans(deps: PlanningDeps, actor: Actor, query: Input<typeof listMealPlansQuery>): Promise<MealPlan[]> {
  const { manager } = deps.database;
  return presentMealPlans(manager, await findWeekIds(manager, householdOf(actor), query));
}

export async function getMealPlan(deps: PlanningDeps, actor: Actor, { id }: Input<typeof mealPlanParams>): Promise<MealPlan> {
  const week = await requireWeek(deps.database.manager, householdOf(actor), id);
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
  const householdId = householdOf(actor);
  return deps.database.transaction(async ({ manager }) => {
    const notes = body.notes || `${planningMessages.weekNotePrefix} ${body.startDate}`;
    const { plan: week, created } = await insertOrFindWeek(manager, { householdId, startDate: body.startDate, endDate: weekEnd(body.startDate), notes });
    await checkMeals(manager, householdId, week, body.meals);
    await insertMeals(manager, week.id, body.meals);
    return { plan: await presentMealPlan(manager, week.id), created };
  });
}

/** New notes, and when meals are sent, they replace the plan's meals. */
export async function updateMealPlan(
  deps: PlanningDeps,
  actor: Actor,
  { id }: Input<typeof mealPlanParams>,
  body: Input<typeof updateMealPlanBody>,
): Promise<MealPlan> {
  const householdId = householdOf(actor);
  return deps.database.transaction(async ({ manager }) => {
    const week = await requireWeek(manager, householdId, id);
    if (body.notes !== undefined && body.notes !== null) await updateNotes(manager, week.id, body.notes);
    if (body.meals) {
      await checkMeals(manager, householdId, week, body.meals);
      await deleteMeals(manager, week.id);
      await insertMeals(manager, week.id, body.meals);
    }
    return presentMealPlan(manager, week.id);
  });
}

export async function deleteMealPlan(deps: PlanningDeps, actor: Actor, { id }: Input<typeof mealPlanParams>): Promise<void> {
  const deleted = isId(id) && (await deleteWeek(deps.database.manager, id, householdOf(actor)));
  if (!deleted) throw notFound(own.mealPlanNotFound);
}

export async function addMeal(
  deps: PlanningDeps,
  actor: Actor,
  { id }: Input<typeof mealPlanParams>,
  meal: Input<typeof addMealBody>,
): Promise<MealPlan> {
  const householdId = householdOf(actor);
  return deps.database.transaction(async ({ manager }) => {
    const week = await requireWeek(manager, householdId, id);
    await checkMeals(manager, householdId, week, [meal]);
    await insertMeals(manager, week.id, [meal]);
    return presentMealPlan(manager, week.id);
  });
}

export async function removeMeal(deps: PlanningDeps, actor: Actor, { id, mealId }: Input<typeof mealParams>): Promise<MealPlan> {
  const householdId = householdOf(actor);
  return deps.database.transaction(async ({ manager }) => {
    const week = await requireWeek(manager, householdId, id);
    if (!isId(mealId) || !(await deleteMeal(manager, week.id, mealId))) throw notFound(own.mealNotFound);
    return presentMealPlan(manager, week.id);
  });
}
