import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useHostSelector, type HostState } from '@hearth/host';
import { planningApi, usePlanningDispatch, type PlanningDispatch as Dispatch } from '../api/planning-api';
import type { ChangeQueue, PendingChange } from './change-queue';
import { queueOf, replay } from './offline-sync';

/** While changes wait, how often to try again even if the browser never says it is back online. */
const RETRY_MS = 15_000;

/** The answer a change gets once its member's session is over: it waits for their next (offline-sync.ts). */
const sessionEnded = { status: 401 };

/** Sends a change of `owner`'s queue, as long as `owner` is still the one signed in on the page. */
function sendWith(dispatch: Dispatch, owner: string) {
  return (change: PendingChange) => {
    const signedIn = dispatch((_dispatch, getState: () => HostState) => getState().auth.user?._id);
    if (signedIn !== owner) return Promise.reject(sessionEnded);
    const changeId = change.id;
    if (change.kind === 'toggle') {
      return dispatch(planningApi.endpoints.toggleShoppingItem.initiate({ id: change.listId, itemId: change.itemId, purchased: change.purchased, changedAt: change.at, changeId })).unwrap();
    }
    if (change.kind === 'remove') return dispatch(planningApi.endpoints.removeShoppingItem.initiate({ id: change.listId, itemId: change.itemId, changeId })).unwrap();
    if (change.kind === 'aisle') return dispatch(planningApi.endpoints.updateShoppingItem.initiate({ id: change.listId, itemId: change.itemId, aisle: change.aisle, changeId })).unwrap();
    return dispatch(planningApi.endpoints.addShoppingItem.initiate({ id: change.listId, item: change.item, changeId })).unwrap();
  };
}

function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => {
      window.addEventListener('online', listener);
      window.addEventListener('offline', listener);
      return () => {
        window.removeEventListener('online', listener);
        window.removeEventListener('offline', listener);
      };
    },
    () => navigator.onLine,
  );
}

function usePendingCount(queue: ChangeQueue | undefined): number {
  return useSyncExternalStore(
    (listener) => queue?.subscribe(listener) ?? (() => undefined),
    () => queue?.size ?? 0,
  );
}

/**
 * The signed-in member's waiting changes (docs/product/planning.md "Offline"): sends them when
 * the page opens, when the browser is back online, and every 15 s while some wait; afterwards
 * the lists they touched are fetched again. Returns the queue (to add to), whether the browser is
 * online, and how many changes wait.
 */
export function useOfflineSync(): { queue: ChangeQueue | undefined; online: boolean; pending: number; sync: () => Promise<void> } {
  const dispatch = usePlanningDispatch();
  const userId = useHostSelector((host) => host.auth.user?._id);
  const queue = userId ? queueOf(userId) : undefined;
  const online = useOnline();
  const pending = usePendingCount(queue);

  const sync = useCallback(async () => {
    if (!queue || !userId) return;
    const { sent, refused, listIds } = await replay(queue, sendWith(dispatch, userId));
    if (sent + refused > 0) dispatch(planningApi.util.invalidateTags(['ShoppingLists', ...listIds.map((id) => ({ type: 'ShoppingList' as const, id }))]));
  }, [queue, userId, dispatch]);

  useEffect(() => {
    if (!queue) return undefined;
    void queue.refreshCount().then((count) => (count > 0 && navigator.onLine ? sync() : undefined));
    return undefined;
  }, [queue, sync]);

  useEffect(() => {
    if (online && pending > 0) void sync();
    if (pending === 0) return undefined;
    const timer = setInterval(() => void sync(), RETRY_MS);
    return () => clearInterval(timer);
  }, [online, pending, sync]);

  return { queue, online, pending, sync };
}
