import type { EventHandlers } from '@hearth/service-kit';
import type { RecipesDeps } from '../recipes-deps';
import { deleteOrphanedRecipes } from '../recipes/orphaned-recipes';
import { markHouseholdDeleted, nameHousehold, rememberHousehold } from './household-queries';

/**
 * svc-household's events, besides the memberships the kit's membershipProjection keeps (who sees
 * private recipes and may edit): household names (shown on recipes), and the recipes a deleted
 * household leaves with nobody to change them. Replicas apply them in any order: a name follows
 * the event latest in svc-household's order (its position), and a deleted household stays deleted.
 */
export function householdProjection(deps: RecipesDeps): EventHandlers {
  return {
    'household.created': async ({ payload, position = null }, tx) => {
      await nameHousehold(tx.manager, { id: payload.householdId, name: payload.name }, position);
    },
    'household.renamed': async ({ payload, position = null }, tx) => {
      await nameHousehold(tx.manager, { id: payload.householdId, name: payload.name }, position);
    },
    'household.member.joined': async ({ payload }, tx) => {
      await rememberHousehold(tx.manager, { id: payload.householdId, name: payload.householdName });
    },
    'household.deleted': async ({ payload }, tx) => {
      await markHouseholdDeleted(tx.manager, payload.householdId);
      await deleteOrphanedRecipes(deps, tx, { householdId: payload.householdId });
    },
  };
}
