import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { selectToken, useHostSelector, useSessionStatus, type HostStore } from '@hearth/host';
import { loadSession } from './load-session';

const useHostStore = useStore.withTypes<HostStore>();

/** Loads the current user whenever the session asks for it: at start, and on a retry. */
export function SessionLoader() {
  const store = useHostStore();
  const token = useHostSelector(selectToken);
  const status = useSessionStatus();

  useEffect(() => {
    void loadSession(store);
  }, [store, token, status]);

  return null;
}
