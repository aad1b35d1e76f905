import type { AddMealBody, MealPlan } from '@hearth/contracts/planning';
import { addDays } from './week';

/**
 * A week's meals as the next week's (docs/product/planning.md "Meal planner", 'Copy last week'):
 * each 7 days later, with its meal type, recipe, servings and notes. A meal whose recipe is gone
 * ('No recipe') is left behind: a meal needs a recipe.
 */
export function mealsAWeekLater(plan: MealPlan | null | undefined): AddMealBody[] {
  return (plan?.meals ?? []).flatMap((meal) =>
    meal.recipe ? [{ date: addDays(meal.date, 7), mealType: meal.mealType, recipeId: meal.recipe._id, servings: meal.servings, notes: meal.notes }] : [],
  );
}
