import type { PlanningOperations } from '@hearth/contracts/planning/operations';
import { handlersOf, signedInActor } from '@hearth/service-kit';
import type { PlanningDeps } from '../planning-deps';
import { changeIdOf } from './change-id';
import { addItem, removeItem, toggle, updateItem } from './shopping-item-use-cases';
import {
  createShoppingList,
  deleteShoppingList,
  generateFromMealPlan,
  getShoppingList,
  listShoppingLists,
  previewMealPlanLines,
  renameShoppingList,
  updateFromMealPlan,
} from './shopping-list-use-cases';

/** Shopping lists, the caller's household's lists (docs/product/planning.md "Calls"). */
export const shoppingListHandlers = (deps: PlanningDeps) =>
  handlersOf<PlanningOperations>()({
    listShoppingLists: async ({ query }, ctx) => {
      const { lists, total } = await listShoppingLists(deps, signedInActor(ctx), query);
      ctx.set('X-Total-Count', String(total));
      return lists;
    },
    createShoppingList: ({ body }, ctx) => createShoppingList(deps, signedInActor(ctx), body),
    generateShoppingList: ({ body }, ctx) => generateFromMealPlan(deps, signedInActor(ctx), body),
    getMealPlanShoppingLines: ({ params }, ctx) => previewMealPlanLines(deps, signedInActor(ctx), params),
    updateShoppingListFromMealPlan: ({ params }, ctx) => updateFromMealPlan(deps, signedInActor(ctx), params),
    getShoppingList: ({ params }, ctx) => getShoppingList(deps, signedInActor(ctx), params),
    renameShoppingList: ({ params, body }, ctx) => renameShoppingList(deps, signedInActor(ctx), { ...params, ...body }),
    deleteShoppingList: ({ params }, ctx) => deleteShoppingList(deps, signedInActor(ctx), params),
    addShoppingItem: ({ params, body }, ctx) => addItem(deps, signedInActor(ctx), { ...params, ...body, changeId: changeIdOf(ctx) }),
    removeShoppingItem: ({ params }, ctx) => removeItem(deps, signedInActor(ctx), { ...params, changeId: changeIdOf(ctx) }),
    toggleShoppingItem: ({ params, body }, ctx) => toggle(deps, signedInActor(ctx), { ...params, ...body, changeId: changeIdOf(ctx) }),
    updateShoppingItem: ({ params, body }, ctx) => updateItem(deps, signedInActor(ctx), { ...params, ...body, changeId: changeIdOf(ctx) }),
  });
