import type { UnknownAction } from '@reduxjs/toolkit';
import { isNotFound } from './api-error';
import { currentHouseholdChanged } from './auth-slice';
import type { CurrentHousehold } from './current-household';

interface Lifecycle {
  dispatch(action: UnknownAction): unknown;
  queryFulfilled: Promise<{ data: CurrentHousehold | null | undefined }>;
}

const idAndName = (household: CurrentHousehold | null | undefined) =>
  household?._id ? { _id: household._id, name: household.name } : undefined;

/**
 * How the host learns the current household: the endpoints that answer with it spread one of
 * these options, and only the host writes it (no page dispatches it by hand).
 */

/** For the query of the user's household (GET /households): its answer, or a 404 (none), is current. */
export const readsCurrentHousehold = {
  async onQueryStarted(_arg: unknown, { dispatch, queryFulfilled }: Lifecycle) {
    try {
      const household = idAndName((await queryFulfilled).data);
      if (household) dispatch(currentHouseholdChanged(household));
    } catch (failure) {
      if (isNotFound((failure as { error?: unknown }).error)) dispatch(currentHouseholdChanged(null));
    }
  },
};

/** For a mutation that answers with the household the user is now in (joined or renamed). */
export const changesCurrentHousehold = {
  async onQueryStarted(_arg: unknown, { dispatch, queryFulfilled }: Lifecycle) {
    try {
      const household = idAndName((await queryFulfilled).data);
      if (household) dispatch(currentHouseholdChanged(household));
    } catch {
      // A failed change leaves the household as it was.
    }
  },
};
