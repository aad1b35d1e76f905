import { householdArchive } from '@hearth/contracts/archive';
import { planningOwnMessages as own, type PlanningArchive, type PlanningRestore } from '@hearth/contracts/planning';
import { planningArchive, weekEnd } from '@hearth/contracts/planning/schemas';
import { ArchiveRefused, badRequest, conflict, derivedId, householdToCreateIn, householdToRead, noHouseholdMessage, readZip, type Actor } from '@hearth/service-kit';
import type { PlanningDeps } from '../planning-deps';
import { findUsableRecipeIds } from '../recipes/recipe-queries';
import { insertMeals } from '../meal-plans/meal-plan-queries';
import { insertItems } from '../shopping-lists/shopping-list-queries';
import {
  findArchivedLists,
  findArchivedWeeks,
  findIngredientsNamed,
  householdHasPlanning,
  insertRestoredList,
  insertRestoredWeek,
  lockHouseholdRestore,
  tickItems,
} from './archive-queries';

/** How long a restore waits for the export's recipes to reach this service's projection. */
const RECIPES_WAIT_MS = 15_000;

/** GET /meal-plans/export: `planning.json` of the household's export. Any member may export. */
export async function exportPlanning(deps: PlanningDeps, actor: Actor): Promise<PlanningArchive> {
  const householdId = householdToRead(actor.householdId, noHouseholdMessage);
  const { manager } = deps.database;
  const [mealPlans, lists] = await Promise.all([findArchivedWeeks(manager, householdId), findArchivedLists(manager, householdId)]);
  return { version: householdArchive.version as 1, mealPlans, shoppingLists: lists.map((list) => ({ ...list, createdAt: list.createdAt.toISOString() })) };
}

/** The planning part of an uploaded export: the archive's `planning.json`, or that file itself. */
function readPlanningPart(data: Buffer): PlanningArchive {
  const refused = (why?: string) => badRequest(why ? `${own.restoreFileRefused}: ${why}` : own.restoreFileRefused, { errors: { file: own.restoreFileRefused } });
  let text: string;
  if (data[0] === 0x7b) text = data.toString('utf8');
  else {
    let entries;
    try {
      entries = readZip(data);
    } catch (error) {
      throw refused(error instanceof ArchiveRefused ? error.message : undefined);
    }
    const part = entries.find((entry) => entry.name === householdArchive.planning);
    if (!part) throw refused(`it has no ${householdArchive.planning}`);
    text = part.data.toString('utf8');
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw refused();
  }
  const read = planningArchive.safeParse(json);
  if (!read.success) throw refused();
  return read.data;
}

/** Of `ids`, those in the household's reach here, waiting a while for recipes still on their way. */
async function recipesArrived(deps: PlanningDeps, ids: string[], householdId: string, waitMs: number): Promise<Set<string>> {
  const until = Date.now() + waitMs;
  for (;;) {
    const usable = await findUsableRecipeIds(deps.database.manager, ids, householdId);
    if (usable.size === ids.length || Date.now() >= until) return usable;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * POST /meal-plans/restore: an export's weeks and lists into the caller's household, which has
 * none yet. Recipes are named as svc-recipes restored them (derivedId of the household and the
 * recipe's id in the export); a meal whose recipe is not here is left out and counted. Plans and
 * lists get derived ids too, so nothing here is random about a restore.
 */
export async function restorePlanning(deps: PlanningDeps, actor: Actor, { data }: { data: Buffer }): Promise<PlanningRestore> {
  const householdId = householdToCreateIn(actor.householdId);
  const archive = readPlanningPart(data);
  if (await householdHasPlanning(deps.database.manager, householdId)) throw conflict(own.restoreNotEmpty);
  const recipeOf = (archivedId: string) => derivedId(householdId, archivedId);
  const named = new Set([
    ...archive.mealPlans.flatMap((plan) => plan.meals.map((meal) => recipeOf(meal.recipe))),
    ...archive.shoppingLists.flatMap((list) => [...list.recipes, ...list.items.flatMap((item) => item.recipes)].map(recipeOf)),
  ]);
  const present = await recipesArrived(deps, [...named], householdId, deps.restoreWaitMs ?? RECIPES_WAIT_MS);
  const here = (ids: string[]) => [...new Set(ids.map(recipeOf))].filter((id) => present.has(id));

  return deps.database.transaction(async ({ manager, emit }) => {
    await lockHouseholdRestore(manager, householdId);
    if (await householdHasPlanning(manager, householdId)) throw conflict(own.restoreNotEmpty);
    const restored: PlanningRestore = { mealPlans: 0, meals: 0, mealsWithoutRecipe: 0, shoppingLists: 0, items: 0 };
    for (const plan of archive.mealPlans) {
      const endDate = weekEnd(plan.startDate);
      if (!endDate) continue;
      const id = derivedId(householdId, plan.id);
      const meals = plan.meals.filter((meal) => meal.date >= plan.startDate && meal.date <= endDate);
      const kept = meals.filter((meal) => present.has(recipeOf(meal.recipe)));
      await insertRestoredWeek(manager, { id, householdId, startDate: plan.startDate, endDate, notes: plan.notes });
      await insertMeals(manager, id, kept.map((meal) => ({ date: meal.date, mealType: meal.mealType, recipeId: recipeOf(meal.recipe), notes: meal.notes, servings: meal.servings })));
      emit('meal-plan.changed', { planId: id, householdId, by: actor.id, startDate: plan.startDate, change: 'created' });
      restored.mealPlans += 1;
      restored.meals += kept.length;
      restored.mealsWithoutRecipe += meals.length - kept.length;
    }
    const ingredients = await findIngredientsNamed(manager, archive.shoppingLists.flatMap((list) => list.items.map((item) => item.name)));
    for (const list of archive.shoppingLists) {
      const id = derivedId(householdId, list.id);
      await insertRestoredList(manager, { id, householdId, name: list.name, createdAt: list.createdAt, recipeIds: here(list.recipes) });
      const itemIds = await insertItems(
        manager,
        id,
        list.items.map((item) => ({
          ingredientId: ingredients.get(item.name.toLowerCase()) ?? null,
          name: item.name,
          quantity: item.quantity,
          unit: item.unit,
          recipeIds: here(item.recipes),
          // An export from before aisles has none: the name's guess.
          aisle: item.aisle,
        })),
      );
      await tickItems(manager, itemIds.filter((_, n) => list.items[n]!.purchased));
      emit('shopping-list.created', { listId: id, householdId, by: actor.id, name: list.name, itemCount: list.items.length });
      restored.shoppingLists += 1;
      restored.items += list.items.length;
    }
    return restored;
  });
}
