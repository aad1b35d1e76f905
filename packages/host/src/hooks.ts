import { useDispatch, useSelector } from 'react-redux';
import { selectCurrentUser, selectSessionStatus } from './auth-slice';
import type { HostDispatch, HostState } from './store';

export const useHostDispatch = useDispatch.withTypes<HostDispatch>();
export const useHostSelector = useSelector.withTypes<HostState>();

/** The signed-in user, or null for a guest (or while the session loads). */
export function useCurrentUser() {
  return useHostSelector(selectCurrentUser);
}

export function useSessionStatus() {
  return useHostSelector(selectSessionStatus);
}
