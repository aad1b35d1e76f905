import { planningOwnMessages as own, type ShoppingItem, type ShoppingList } from '@hearth/contracts/planning';
import type { addShoppingItemBody, shoppingItemParams, shoppingListParams } from '@hearth/contracts/planning/schemas';
import { notFound } from '@hearth/service-kit';
import type { z } from 'zod';
import { householdOf, isId, type Actor } from '../access/actor';
import type { PlanningDeps } from '../planning-deps';
import { findIngredientName } from '../recipes/recipe-queries';
import { deleteItem, insertItems, toggleItem } from './shopping-list-queries';
import { requireList } from './shopping-list-use-cases';
import { presentShoppingItem, presentShoppingList } from './present-shopping-list';

type Input<S extends z.ZodType> = z.output<S>;

/**
 * A catalogue item (its name from the ingredients recipe events named, or the name sent with an
 * ingredient planning has not seen yet) or a custom item by name.
 */
export async function addItem(
  deps: PlanningDeps,
  actor: Actor,
  { id }: Input<typeof shoppingListParams>,
  body: Input<typeof addShoppingItemBody>,
): Promise<ShoppingList> {
  const householdId = householdOf(actor);
  return deps.database.transaction(async (tx) => {
    const list = await requireList(tx.manager, householdId, id);
    const ingredientId = body.ingredientId ?? null;
    const known = ingredientId && isId(ingredientId) ? await findIngredientName(tx.manager, ingredientId) : undefined;
    const name = known ?? body.name;
    if (!name || (ingredientId && !isId(ingredientId))) throw notFound(own.ingredientNotFound);
    const [itemId] = await insertItems(tx.manager, list.id, [{ ingredientId, name, quantity: body.quantity, unit: body.unit, recipeIds: [] }]);
    tx.emit('shopping-list.item.added', { listId: list.id, householdId, by: actor.id, itemId: itemId!, name, quantity: body.quantity, unit: body.unit });
    return presentShoppingList(tx.manager, list.id);
  });
}

export async function removeItem(deps: PlanningDeps, actor: Actor, { id, itemId }: Input<typeof shoppingItemParams>): Promise<ShoppingList> {
  const householdId = householdOf(actor);
  return deps.database.transaction(async (tx) => {
    const list = await requireList(tx.manager, householdId, id);
    const name = isId(itemId) ? await deleteItem(tx.manager, list.id, itemId) : undefined;
    if (name === undefined) throw notFound(own.itemNotFound);
    tx.emit('shopping-list.item.removed', { listId: list.id, householdId, by: actor.id, itemId, name });
    return presentShoppingList(tx.manager, list.id);
  });
}

/** Ticks or unticks an item: the flip happens in the database, so concurrent taps never collide. */
export async function toggle(deps: PlanningDeps, actor: Actor, { id, itemId }: Input<typeof shoppingItemParams>): Promise<ShoppingItem> {
  const householdId = householdOf(actor);
  return deps.database.transaction(async (tx) => {
    const list = await requireList(tx.manager, householdId, id);
    const item = isId(itemId) ? await toggleItem(tx.manager, list.id, itemId) : undefined;
    if (!item) throw notFound(own.itemNotFound);
    tx.emit('shopping-list.item.toggled', { listId: list.id, householdId, by: actor.id, itemId, name: item.name, purchased: item.purchased });
    return presentShoppingItem(tx.manager, itemId);
  });
}
