import {
  planningMessages,
  planningOwnMessages as own,
  type ShoppingItem,
  type ShoppingItemParams,
  type ShoppingList,
  type ShoppingListParams,
  type ToggleShoppingItemBody,
  type UpdateShoppingItemBody,
} from '@hearth/contracts/planning';
import { guessAisle } from '@hearth/contracts/planning/aisle-guess';
import type { addShoppingItemBody } from '@hearth/contracts/planning/schemas';
import { householdToRead, isId, notFound, type Actor } from '@hearth/service-kit';
import type { z } from 'zod';
import type { PlanningDeps } from '../planning-deps';
import { findIngredientName } from '../recipes/recipe-queries';
import { lineKey } from './merge-lines';
import { claimChange, deleteItem, dismissLine, findListItem, insertItems, setItemAisle, setPurchased, toggleItem } from './shopping-list-queries';
import { readShoppingList, requireList } from './shopping-list-use-cases';

type Input<S extends z.ZodType> = z.output<S>;

/**
 * A change sent with the phone's own id (`Idempotency-Key`) is applied once: a replay answers
 * what is there now. docs/product/planning.md "Offline".
 */
interface ChangeId {
  changeId?: string;
}

/**
 * A catalogue item (its name from the ingredients recipe events named, or the name sent with an
 * ingredient planning has not seen yet) or a custom item by name, in the aisle sent or the one
 * its name suggests.
 */
export async function addItem(
  deps: PlanningDeps,
  actor: Actor,
  { id, changeId, ...body }: ShoppingListParams & Input<typeof addShoppingItemBody> & ChangeId,
): Promise<ShoppingList> {
  const householdId = householdToRead(actor.householdId, planningMessages.listNotFound);
  return deps.database.transaction(async (tx) => {
    const list = await requireList(tx.manager, householdId, id);
    if (changeId && !(await claimChange(tx.manager, changeId, householdId))) return readShoppingList(tx.manager, list.id);
    const ingredientId = body.ingredientId ?? null;
    const known = ingredientId && isId(ingredientId) ? await findIngredientName(tx.manager, ingredientId) : undefined;
    const name = known ?? body.name;
    if (!name || (ingredientId && !isId(ingredientId))) throw notFound(own.ingredientNotFound);
    const aisle = body.aisle ?? guessAisle(name);
    const [itemId] = await insertItems(tx.manager, list.id, [{ ingredientId, name, quantity: body.quantity, unit: body.unit, recipeIds: [], aisle }]);
    tx.emit('shopping-list.item.added', { listId: list.id, householdId, by: actor.id, itemId: itemId!, name, quantity: body.quantity, unit: body.unit, aisle });
    return readShoppingList(tx.manager, list.id);
  });
}

export async function removeItem(deps: PlanningDeps, actor: Actor, { id, itemId, changeId }: ShoppingItemParams & ChangeId): Promise<ShoppingList> {
  const householdId = householdToRead(actor.householdId, planningMessages.listNotFound);
  return deps.database.transaction(async (tx) => {
    const list = await requireList(tx.manager, householdId, id);
    if (changeId && !(await claimChange(tx.manager, changeId, householdId))) return readShoppingList(tx.manager, list.id);
    const removed = await deleteItem(tx.manager, list.id, itemId);
    if (removed === undefined) throw notFound(own.itemNotFound);
    if (removed.fromRecipes) await dismissLine(tx.manager, list.id, lineKey(removed));
    tx.emit('shopping-list.item.removed', { listId: list.id, householdId, by: actor.id, itemId, name: removed.name });
    return readShoppingList(tx.manager, list.id);
  });
}

/**
 * Ticks or unticks an item. Without a state, flips it in the database, so concurrent taps never
 * collide; with one (a replayed offline tick), sets it unless a later change was recorded. An item
 * removed meanwhile stays removed: 404.
 */
export async function toggle(
  deps: PlanningDeps,
  actor: Actor,
  { id, itemId, purchased, changedAt, changeId }: ShoppingItemParams & ToggleShoppingItemBody & ChangeId,
): Promise<ShoppingItem> {
  const householdId = householdToRead(actor.householdId, planningMessages.listNotFound);
  return deps.database.transaction(async (tx) => {
    const list = await requireList(tx.manager, householdId, id);
    const replay = changeId !== undefined && !(await claimChange(tx.manager, changeId, householdId));
    const item = replay
      ? undefined
      : purchased === undefined
        ? { ...(await toggleItem(tx.manager, list.id, itemId)), changed: true }
        : await setPurchased(tx.manager, list.id, itemId, purchased, changedAt ? new Date(changedAt) : new Date());
    if (item?.changed && item.name !== undefined) {
      tx.emit('shopping-list.item.toggled', { listId: list.id, householdId, by: actor.id, itemId, name: item.name, purchased: Boolean(item.purchased) });
    }
    const current = await findListItem(tx.manager, list.id, itemId);
    if (!current) throw notFound(own.itemNotFound);
    return current;
  });
}

/**
 * PATCH .../items/{itemId}: a member moves the item to another aisle. It stays there: updating
 * the list from its week keeps it (the aisle is the item's, not its line's). An item removed
 * meanwhile is not found.
 */
export async function updateItem(
  deps: PlanningDeps,
  actor: Actor,
  { id, itemId, aisle, changeId }: ShoppingItemParams & UpdateShoppingItemBody & ChangeId,
): Promise<ShoppingItem> {
  const householdId = householdToRead(actor.householdId, planningMessages.listNotFound);
  return deps.database.transaction(async (tx) => {
    const list = await requireList(tx.manager, householdId, id);
    const replay = changeId !== undefined && !(await claimChange(tx.manager, changeId, householdId));
    const moved = replay ? undefined : await setItemAisle(tx.manager, list.id, itemId, aisle);
    if (moved?.changed) tx.emit('shopping-list.item.aisle-changed', { listId: list.id, householdId, by: actor.id, itemId, name: moved.name, aisle });
    const current = await findListItem(tx.manager, list.id, itemId);
    if (!current) throw notFound(own.itemNotFound);
    return current;
  });
}
