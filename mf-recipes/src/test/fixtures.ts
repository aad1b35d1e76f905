import type { CurrentUser } from '@hearth/host';
import type { Category, Recipe, RecipeList } from '@hearth/contracts/recipes';

export const olive: CurrentUser = {
  _id: '11111111-1111-4111-8111-111111111111',
  name: 'Olive Owner',
  email: 'olive@example.com',
  household: { _id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', name: 'The Olive Grove' },
};

/** Olive's household member, who did not write her recipes. */
export const max: CurrentUser = {
  _id: '22222222-2222-4222-8222-222222222222',
  name: 'Max Member',
  email: 'max@example.com',
  household: olive.household,
};

/** Someone of another household. */
export const stranger: CurrentUser = {
  _id: '33333333-3333-4333-8333-333333333333',
  name: 'Sam Stranger',
  email: 'sam@example.com',
  household: { _id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', name: 'Next Door' },
};

export const desserts: Category = { _id: 'c1000000-0000-4000-8000-000000000001', name: 'Desserts' };
export const mains: Category = { _id: 'c1000000-0000-4000-8000-000000000002', name: 'Main Courses' };
export const categories = [desserts, mains];

let nextId = 1;
const recipeId = () => `r${String(nextId++).padStart(7, '0')}-0000-4000-8000-000000000000`;

/** A recipe Olive wrote for her household; override what a test needs. */
export function aRecipe(overrides: Partial<Recipe> = {}): Recipe {
  return {
    _id: recipeId(),
    title: 'Apple Crumble',
    category: desserts,
    createdBy: { _id: olive._id, name: olive.name },
    household: { _id: olive.household!._id, name: olive.household!.name },
    isPrivate: false,
    prepTime: 20,
    cookTime: 40,
    servings: null,
    sourceUrl: null,
    ingredients: [
      { ingredient: { _id: 'i1', name: 'Apples' }, quantity: 6, unit: 'whole' },
      { ingredient: { _id: 'i2', name: 'Flour' }, quantity: 1.5, unit: 'cup' },
    ],
    instructions: 'Preparation:\n1. Slice the apples\n\nCooking:\n1. Bake',
    image: { _id: 'img1', url: '/api/images/apple.detail.webp', cardUrl: '/api/images/apple.card.webp', status: 'ready' },
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function aPage(recipes: Recipe[], { total = recipes.length, page = 1, limit = 12 } = {}): RecipeList {
  return { recipes, total, page, limit };
}
