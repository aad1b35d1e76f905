import type { EventHandlers } from '@hearth/service-kit';
import type { RecipesDeps } from '../recipes-deps';
import { deleteOrphanedRecipes } from '../recipes/orphaned-recipes';
import { markHouseholdDeleted, removeMembership, setMembership, upsertHousehold } from './household-queries';

/**
 * svc-household's events: household names (shown on recipes) and who is in which household (who
 * sees private recipes and may edit). Applied in order from one queue, so a member removed there
 * loses access here as soon as the event lands.
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
      await setMembership(tx.manager, payload.userId, payload.householdId);
    },
    'household.member.removed': async ({ payload }, tx) => {
      await removeMembership(tx.manager, payload.userId, payload.householdId);
    },
    'household.deleted': async ({ payload }, tx) => {
      await markHouseholdDeleted(tx.manager, payload.householdId);
      await deleteOrphanedRecipes(deps, tx, { householdId: payload.householdId });
    },
  };
}
