import { useEffect } from 'react';
import { currentHouseholdChanged, useCurrentUser, useHostDispatch } from '@hearth/host';

/**
 * Keeps the session's `user.household` in step with what GET /households answered: the top bar
 * and the dashboard read it, and svc-auth only learns of a change through events.
 * `loaded` is the household the server sent, `null` after its 404, `undefined` while unknown.
 */
export function useCurrentHouseholdSync(loaded: { _id: string; name: string } | null | undefined) {
  const dispatch = useHostDispatch();
  const current = useCurrentUser()?.household;
  const [currentId, currentName] = [current?._id, current?.name];
  const known = loaded !== undefined;
  const [loadedId, loadedName] = [loaded?._id, loaded?.name];

  useEffect(() => {
    if (!known) return;
    if (loadedId === undefined || loadedName === undefined) {
      if (currentId !== undefined) dispatch(currentHouseholdChanged(null));
    } else if (loadedId !== currentId || loadedName !== currentName) {
      dispatch(currentHouseholdChanged({ _id: loadedId, name: loadedName }));
    }
  }, [dispatch, known, loadedId, loadedName, currentId, currentName]);
}
