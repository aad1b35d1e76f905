import { useNavigate } from 'react-router-dom';
import { planningMessages as messages, planningOwnMessages as own, type AddMealBody, type Meal, type MealPlan } from '@hearth/contracts/planning';
import {
  type Week,
  useAddMealMutation,
  useCreateMealPlanMutation,
  useGenerateShoppingListMutation,
  useRemoveMealMutation,
  useUpdateShoppingListFromMealPlanMutation,
} from '../../api/planning-api';
import { useAttempt } from '../../components/use-attempt';

/**
 * What the planner does with a week (docs/product/planning.md "The week's plan", "Meal planner").
 * Each returns whether it worked, and tells the user either way.
 */
export function useMealActions(week: Week, plan: MealPlan | null | undefined) {
  const attempt = useAttempt();
  const navigate = useNavigate();
  const [createMealPlan, creating] = useCreateMealPlanMutation();
  const [addMeal, adding] = useAddMealMutation();
  const [removeMeal, removing] = useRemoveMealMutation();
  const [generate, generating] = useGenerateShoppingListMutation();
  const [updateList, updating] = useUpdateShoppingListFromMealPlanMutation();

  /** The week's first meal creates its plan; POST /meal-plans answers with the plan a member made meanwhile too. */
  const add = (meal: AddMealBody, into: MealPlan | null | undefined) =>
    into ? addMeal({ plan: into, meal }).unwrap() : createMealPlan({ ...week, meals: [meal] }).unwrap();

  return {
    busy: creating.isLoading || adding.isLoading || removing.isLoading,
    generating: generating.isLoading || updating.isLoading,

    addMeal: (meal: AddMealBody) => attempt(() => add(meal, plan), messages.mealAdded, messages.mealSaveFailed),

    /** Changing a meal removes it and adds it again. */
    changeMeal: (old: Meal, meal: AddMealBody) =>
      attempt(
        async () => {
          const without = await removeMeal({ plan: plan!, mealId: old._id }).unwrap();
          await add(meal, without);
        },
        messages.mealUpdated,
        messages.mealSaveFailed,
      ),

    removeMeal: (meal: Meal) => attempt(() => removeMeal({ plan: plan!, mealId: meal._id }).unwrap(), messages.mealRemoved, messages.mealRemoveFailed),

    generate: () =>
      attempt(
        async () => {
          const list = await generate({ mealPlanId: plan!._id }).unwrap();
          navigate(`/shopping-lists/${list._id}`);
        },
        messages.listGenerated,
        messages.listGenerateFailed,
      ),

    /** The list generated from the week before, brought up to date with the week instead of made again. */
    updateList: (listId: string) =>
      attempt(
        async () => {
          const list = await updateList(listId).unwrap();
          navigate(`/shopping-lists/${list._id}`);
        },
        own.listUpdated,
        own.listUpdateFailed,
      ),
  };
}
