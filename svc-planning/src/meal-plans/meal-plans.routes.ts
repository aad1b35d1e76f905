import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { endpoint } from '@hearth/service-kit';
import {
  addMealBody,
  createMealPlanBody,
  listMealPlansQuery,
  mealParams,
  mealPlanParams,
  updateMealPlanBody,
} from '@hearth/contracts/planning/schemas';
import { actorOf } from '../access/actor';
import type { PlanningDeps } from '../planning-deps';
import { addMeal, createMealPlan, deleteMealPlan, getMealPlan, listMealPlans, removeMeal, updateMealPlan } from './meal-plan-use-cases';

/** docs/product/planning.md "Calls", meal plans: the caller's household's weeks. */
export function mealPlanRoutes(router: Router, deps: PlanningDeps, signedIn: Middleware[]): void {
  router.get(
    '/meal-plans',
    ...signedIn,
    endpoint({ query: listMealPlansQuery }, async ({ query }, ctx) => {
      ctx.body = await listMealPlans(deps, actorOf(ctx), query);
    }),
  );

  router.post(
    '/meal-plans',
    ...signedIn,
    endpoint({ body: createMealPlanBody }, async ({ body }, ctx) => {
      const { plan, created } = await createMealPlan(deps, actorOf(ctx), body);
      ctx.status = created ? 201 : 200;
      ctx.body = plan;
    }),
  );

  router.get(
    '/meal-plans/:id',
    ...signedIn,
    endpoint({ params: mealPlanParams }, async ({ params }, ctx) => {
      ctx.body = await getMealPlan(deps, actorOf(ctx), params);
    }),
  );

  router.put(
    '/meal-plans/:id',
    ...signedIn,
    endpoint({ params: mealPlanParams, body: updateMealPlanBody }, async ({ params, body }, ctx) => {
      ctx.body = await updateMealPlan(deps, actorOf(ctx), params, body);
    }),
  );

  router.delete(
    '/meal-plans/:id',
    ...signedIn,
    endpoint({ params: mealPlanParams }, async ({ params }, ctx) => {
      await deleteMealPlan(deps, actorOf(ctx), params);
      ctx.status = 204;
    }),
  );

  router.post(
    '/meal-plans/:id/meals',
    ...signedIn,
    endpoint({ params: mealPlanParams, body: addMealBody }, async ({ params, body }, ctx) => {
      ctx.status = 201;
      ctx.body = await addMeal(deps, actorOf(ctx), params, body);
    }),
  );

  router.delete(
    '/meal-plans/:id/meals/:mealId',
    ...signedIn,
    endpoint({ params: mealParams }, async ({ params }, ctx) => {
      ctx.body = await removeMeal(deps, actorOf(ctx), params);
    }),
  );
}
