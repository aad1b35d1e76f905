import type { EventHandlers } from '@hearth/service-kit';
import type { RecipesDeps } from '../recipes-deps';
import { deleteOrphanedRecipes } from '../recipes/orphaned-recipes';
import { markHouseholdDeleted, upsertHousehold } from './household-queries';

/**
 * svc-household's events, besides the memberships the kit's membershipProjection keeps (who sees
 * private recipes and may edit): household names (shown on recipes), and the recipes a deleted
 * household leaves with nobody to change them. Applied in order from one queue.
 */
export function householdProjection(deps: RecipesDeps): EventHandlers {
  return {
    'household.created': async ({ payload }, tx) => {
      await upsertHousehold(tx.manager, { id: payload.householdId, name: payload.name });
    },
    'household.renamed': async ({ payload }, tx) => {
      await upsertHousehold(tx.manager, { id: payload.householdId, name: payload.name });
    },
    'household.member.joined': async ({ payload }, tx) => {
      await upsertHousehold(tx.manager, { id: payload.householdId, name: payload.householdName });
    },
    'household.deleted': async ({ payload }, tx) => {
      await markHouseholdDeleted(tx.manager, payload.householdId);
      await deleteOrphanedRecipes(deps, tx, { householdId: payload.householdId });
    },
  };
}
