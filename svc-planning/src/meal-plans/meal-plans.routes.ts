import type { PlanningOperations } from '@hearth/contracts/planning/operations';
import { handlersOf, signedInActor } from '@hearth/service-kit';
import type { PlanningDeps } from '../planning-deps';
import { addMeal, createMealPlan, deleteMealPlan, getMealPlan, listMealPlans, removeMeal, updateMealPlan } from './meal-plan-use-cases';

/** Meal plans, the caller's household's weeks (docs/product/planning.md "Calls"). */
export const mealPlanHandlers = (deps: PlanningDeps) =>
  handlersOf<PlanningOperations>()({
    listMealPlans: ({ query }, ctx) => listMealPlans(deps, signedInActor(ctx), query),
    // 201 for a new week, 200 for the week's existing plan: the status is the handler's to choose.
    createMealPlan: async ({ body }, ctx) => {
      const { plan, created } = await createMealPlan(deps, signedInActor(ctx), body);
      ctx.status = created ? 201 : 200;
      ctx.body = plan;
    },
    getMealPlan: ({ params }, ctx) => getMealPlan(deps, signedInActor(ctx), params),
    updateMealPlan: ({ params, body }, ctx) => updateMealPlan(deps, signedInActor(ctx), { ...params, ...body }),
    deleteMealPlan: ({ params }, ctx) => deleteMealPlan(deps, signedInActor(ctx), params),
    addMeal: ({ params, body }, ctx) => addMeal(deps, signedInActor(ctx), { ...params, ...body }),
    removeMeal: ({ params }, ctx) => removeMeal(deps, signedInActor(ctx), params),
  });
