import type { RecipeReference, ShoppingItem, ShoppingLine, ShoppingList, ShoppingListSummary } from '@hearth/contracts/planning';
import { guessAisle } from '@hearth/contracts/planning/aisle-guess';
import type { MergedItem } from './merge-lines';
import type { ListSummaryRow, ListWithRecipesRow } from './shopping-list-queries';

/** The list as the client sees it: its recipes ('Recipes Included') and its items by name. */
export function presentShoppingList(list: ListWithRecipesRow, items: ShoppingItem[]): ShoppingList {
  return { ...list, createdAt: list.createdAt.toISOString(), items };
}

/** The cards of the lists page, in the order given. */
export function presentShoppingListSummaries(lists: ListSummaryRow[]): ShoppingListSummary[] {
  return lists.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** Merged lines as a list's items would read, without id or tick: by name, each with its recipes and the aisle it would get. */
export function presentShoppingLines(items: MergedItem[], recipes: RecipeReference[]): ShoppingLine[] {
  const byId = new Map(recipes.map((recipe) => [recipe._id, recipe]));
  return items
    .map((item) => ({
      name: item.name,
      ingredient: item.ingredientId ? { _id: item.ingredientId, name: item.name } : null,
      quantity: item.quantity,
      unit: item.unit as ShoppingLine['unit'],
      recipes: item.recipeIds.flatMap((id) => byId.get(id) ?? []),
      aisle: guessAisle(item.name),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}
