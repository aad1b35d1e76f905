import type { CurrentUser } from '@hearth/host';
import type { Meal, MealPlan, RecipeReference, ShoppingItem, ShoppingList } from '@hearth/contracts/planning';
import type { Recipe, RecipeList } from '@hearth/contracts/recipes';
import { guessAisle } from '@hearth/contracts/planning/aisle-guess';

export const olive: CurrentUser = {
  _id: '11111111-1111-4111-8111-111111111111',
  name: 'Olive Owner',
  email: 'olive@example.com',
  household: { _id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', name: 'The Olive Grove' },
};

export const pancakes: RecipeReference = { _id: 'r0000001-0000-4000-8000-000000000000', title: 'Pancakes' };
export const lasagne: RecipeReference = { _id: 'r0000002-0000-4000-8000-000000000000', title: 'Lasagne' };
export const curry: RecipeReference = { _id: 'r0000003-0000-4000-8000-000000000000', title: 'Green Curry' };

let nextId = 1;
export const anId = (prefix: string) => `${prefix}${String(nextId++).padStart(7, '0')}-0000-4000-8000-000000000000`;

export function aMeal(overrides: Partial<Meal> = {}): Meal {
  return { _id: anId('m'), date: '2026-11-02', mealType: 'dinner', recipe: lasagne, recipeImage: null, notes: '', servings: null, ...overrides };
}

export function aPlan(startDate: string, endDate: string, meals: Meal[] = [], shoppingList: MealPlan['shoppingList'] = null): MealPlan {
  return { _id: anId('p'), startDate, endDate, notes: `Meal plan for week of ${startDate}`, meals, shoppingList };
}

/** An item of a list; in the aisle svc-planning would guess from its name unless one is given. */
export function anItem(overrides: Partial<ShoppingItem> = {}): ShoppingItem {
  const name = overrides.name ?? 'Flour';
  return { _id: anId('i'), name, ingredient: null, quantity: 1, unit: 'kg', purchased: false, recipes: [], aisle: guessAisle(name), ...overrides };
}

export function aList(overrides: Partial<ShoppingList> = {}): ShoppingList {
  return { _id: anId('l'), name: 'Weekend shop', createdAt: '2026-11-01T10:00:00.000Z', recipes: [], items: [], ...overrides };
}

/** GET /recipes' answer holding `recipes` (only what the pickers read is meaningful). */
export function aRecipePage(recipes: RecipeReference[]): RecipeList {
  return {
    recipes: recipes.map((recipe) => ({ ...recipe }) as unknown as Recipe),
    total: recipes.length,
    page: 1,
    limit: 50,
  };
}
