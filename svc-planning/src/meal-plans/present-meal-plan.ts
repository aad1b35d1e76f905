import { mealTypes, type Meal, type MealPlan } from '@hearth/contracts/planning';
import { schemaOf } from '@hearth/service-kit';
import type { EntityManager } from 'typeorm';

interface MealRow extends Meal {
  planId: string;
}

/** The plans as the client sees them, in the order of `planIds`; meals by day, then meal type. */
export async function presentMealPlans(manager: EntityManager, planIds: string[]): Promise<MealPlan[]> {
  if (planIds.length === 0) return [];
  const schema = schemaOf(manager.connection);
  const plans: Omit<MealPlan, 'meals'>[] = await manager.query(
    `SELECT id AS "_id", to_char(start_date, 'YYYY-MM-DD') AS "startDate", to_char(end_date, 'YYYY-MM-DD') AS "endDate", notes
     FROM "${schema}".meal_plans WHERE id = ANY($1::uuid[])`,
    [planIds],
  );
  const meals: MealRow[] = await manager.query(
    `SELECT m.meal_plan_id AS "planId", m.id AS "_id", to_char(m.date, 'YYYY-MM-DD') AS date, m.meal_type AS "mealType",
            json_build_object('_id', r.id, 'title', r.title) AS recipe, m.notes
     FROM "${schema}".meals m JOIN "${schema}".recipes r ON r.id = m.recipe_id
     WHERE m.meal_plan_id = ANY($1::uuid[])
     ORDER BY m.date, array_position($2::text[], m.meal_type), m.created_at, m.id`,
    [planIds, mealTypes],
  );
  return planIds.flatMap((id) => {
    const plan = plans.find((row) => row._id === id);
    if (!plan) return [];
    return [{ ...plan, meals: meals.filter((meal) => meal.planId === id).map(({ planId: _planId, ...meal }) => meal) }];
  });
}

export async function presentMealPlan(manager: EntityManager, planId: string): Promise<MealPlan> {
  const [plan] = await presentMealPlans(manager, [planId]);
  return plan!;
}
