import type { ImportJob, PlanningRestore } from '../../../api/backup-calls';

/** '1 recipe', '2 recipes'. */
const count = (n: number, thing: string) => `${n} ${thing}${n === 1 ? '' : 's'}`;

/** The recipes step as it goes: 'Restoring recipes: 12 of 40'. */
export const recipesProgress = (job: ImportJob | null) =>
  job && job.total > 0 ? `Restoring recipes: ${job.done} of ${job.total}` : 'Restoring recipes…';

export const PLANNING_PROGRESS = 'Restoring meal plans and shopping lists…';

/** 'Restored 40 recipes, 12 meal plans (80 meals) and 3 shopping lists'. */
export const restoredSummary = (job: ImportJob, planning: PlanningRestore) =>
  `Restored ${count(job.imported.length, 'recipe')}, ${count(planning.mealPlans, 'meal plan')} (${count(planning.meals, 'meal')}) and ${count(planning.shoppingLists, 'shopping list')}`;

/** The recipes step succeeded, the plans' did not. */
export const recipesOnlySummary = (job: ImportJob) => `Restored ${count(job.imported.length, 'recipe')}`;

/** Meals whose recipe the household does not have after the restore. */
export const mealsLeftOut = (n: number) => (n === 1 ? '1 meal left out: its recipe was not restored' : `${n} meals left out: their recipe was not restored`);
