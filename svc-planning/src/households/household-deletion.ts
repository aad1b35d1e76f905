import type { EventHandlers } from '@hearth/service-kit';
import { deleteHouseholdMealPlans } from '../meal-plans/meal-plan-queries';
import { deleteHouseholdShoppingLists } from '../shopping-lists/shopping-list-queries';

/** The household is gone, and with it everything it planned (after the kit's projection drops its members). */
export const householdDeletion: EventHandlers = {
  'household.deleted': async ({ payload }, tx) => {
    await deleteHouseholdMealPlans(tx.manager, payload.householdId);
    await deleteHouseholdShoppingLists(tx.manager, payload.householdId);
  },
};
