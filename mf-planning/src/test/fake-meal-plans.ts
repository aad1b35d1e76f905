// svc-planning's meal-plan calls, faked in memory: enough of its behaviour for the planner's tests.
import { http, HttpResponse } from 'msw';
import type { AddMealBody, MealPlan, RecipeReference } from '@hearth/contracts/planning';
import { anId } from './fixtures';
import { server } from './serve';

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

export function fakeMealPlans(plans: MealPlan[], recipes: RecipeReference[]) {
  const meal = (body: AddMealBody) => ({
    _id: anId('m'),
    date: body.date,
    mealType: body.mealType!,
    recipe: recipes.find((recipe) => recipe._id === body.recipeId) ?? null,
    // The fake knows no pictures: a meal it adds has none.
    recipeImage: null,
    notes: body.notes ?? '',
    servings: body.servings ?? null,
  });
  const planOf = (id: unknown) => plans.find((plan) => plan._id === id);

  server.use(
    http.get('/api/meal-plans', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const [from, to] = [query.get('startDate')!, query.get('endDate')!];
      return HttpResponse.json(plans.filter((plan) => plan.startDate <= to && plan.endDate >= from));
    }),
    http.post('/api/meal-plans', async ({ request }) => {
      const body = (await request.json()) as { startDate: string; meals: AddMealBody[] };
      const existing = plans.find((plan) => plan.startDate === body.startDate);
      const plan = existing ?? { _id: anId('p'), startDate: body.startDate, endDate: addDays(body.startDate, 6), notes: `Meal plan for week of ${body.startDate}`, meals: [], shoppingList: null };
      if (!existing) plans.push(plan);
      plan.meals.push(...body.meals.map(meal));
      return HttpResponse.json(plan, { status: existing ? 200 : 201 });
    }),
    http.post('/api/meal-plans/:id/meals', async ({ params, request }) => {
      const plan = planOf(params.id);
      if (!plan) return HttpResponse.json({ message: 'Meal plan not found' }, { status: 404 });
      plan.meals.push(meal((await request.json()) as AddMealBody));
      return HttpResponse.json(plan, { status: 201 });
    }),
    http.delete('/api/meal-plans/:id/meals/:mealId', ({ params }) => {
      const plan = planOf(params.id);
      if (!plan) return HttpResponse.json({ message: 'Meal plan not found' }, { status: 404 });
      plan.meals = plan.meals.filter((candidate) => candidate._id !== params.mealId);
      return HttpResponse.json(plan);
    }),
  );
  return plans;
}
