import type { MealPlan } from '@hearth/contracts/planning';
import type { MealPlanRow, MealRow } from './meal-plan-queries';

/** The plans as the client sees them, in the order of `planIds`; each with its meals in the order given. */
export function presentMealPlans(planIds: string[], plans: MealPlanRow[], meals: MealRow[]): MealPlan[] {
  return planIds.flatMap((id) => {
    const plan = plans.find((row) => row._id === id);
    if (!plan) return [];
    return [{ ...plan, meals: meals.filter((meal) => meal.planId === id).map(({ planId: _planId, ...meal }) => meal) }];
  });
}
