import type { PlanningOperations } from '@hearth/contracts/planning/operations';
import { handlersOf } from '@hearth/service-kit';
import { actorOf } from '../access/actor';
import type { PlanningDeps } from '../planning-deps';
import { changeIdOf } from './change-id';
import { addItem, removeItem, toggle } from './shopping-item-use-cases';
import {
  createShoppingList,
  deleteShoppingList,
  generateFromMealPlan,
  getShoppingList,
  listShoppingLists,
  previewMealPlanLines,
  renameShoppingList,
} from './shopping-list-use-cases';

/** Shopping lists, the caller's household's lists (docs/product/planning.md "Calls"). */
export const shoppingListHandlers = (deps: PlanningDeps) =>
  handlersOf<PlanningOperations>()({
    listShoppingLists: (_, ctx) => listShoppingLists(deps, actorOf(ctx)),
    createShoppingList: ({ body }, ctx) => createShoppingList(deps, actorOf(ctx), body),
    generateShoppingList: ({ body }, ctx) => generateFromMealPlan(deps, actorOf(ctx), body),
    getMealPlanShoppingLines: ({ params }, ctx) => previewMealPlanLines(deps, actorOf(ctx), params),
    getShoppingList: ({ params }, ctx) => getShoppingList(deps, actorOf(ctx), params),
    renameShoppingList: ({ params, body }, ctx) => renameShoppingList(deps, actorOf(ctx), params, body),
    deleteShoppingList: ({ params }, ctx) => deleteShoppingList(deps, actorOf(ctx), params),
    addShoppingItem: ({ params, body }, ctx) => addItem(deps, actorOf(ctx), params, body, changeIdOf(ctx)),
    removeShoppingItem: ({ params }, ctx) => removeItem(deps, actorOf(ctx), params, changeIdOf(ctx)),
    toggleShoppingItem: ({ params, body }, ctx) => toggle(deps, actorOf(ctx), params, body, changeIdOf(ctx)),
  });
