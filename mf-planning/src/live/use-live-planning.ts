import { useEffect, useSyncExternalStore } from 'react';
import type { LiveListChange } from '@hearth/contracts/planning';
import { selectToken, useHostSelector } from '@hearth/host';
import { API_BASE } from '@hearth/host/api';
import { writeListChange } from '../api/list-changes';
import { planningApi, usePlanningDispatch, type PlanningDispatch as Dispatch } from '../api/planning-api';
import { LiveConnection, type LiveChange, type LiveMode } from './live-connection';
import { describeChange } from './live-notice-text';

interface LiveState {
  mode: LiveMode;
  /** The last change another member made, for a subtle line on the page. */
  notice: { text: string; at: number } | null;
}

/**
 * One stream for the whole remote, however many planning pages are mounted: opened by the first,
 * closed with the last. Changes refresh what the pages show through the api slice's tags.
 */
let state: LiveState = { mode: 'connecting', notice: null };
const listeners = new Set<() => void>();
let shared: { connection: LiveConnection; token: string; users: number } | undefined;

function setState(next: Partial<LiveState>) {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

const isListChange = (change: LiveChange): change is LiveListChange => change.type.startsWith('shopping-list.');

function apply(dispatch: Dispatch, change: LiveChange) {
  if (change.type === 'shopping-list.item.toggled') {
    // Applied in place, in the order the server committed them: the last tick wins on every phone.
    const { listId, itemId, purchased, at } = change;
    dispatch(planningApi.util.updateQueryData('getShoppingList', listId, (list) => writeListChange(list, { kind: 'tick', itemId, purchased, at })));
    dispatch(planningApi.util.invalidateTags(['ShoppingLists']));
  } else if (change.type === 'shopping-list.item.aisle-changed') {
    // Moved in place too: the item changes heading in the 'By aisle' view without a refetch.
    const { listId, itemId, aisle } = change;
    dispatch(planningApi.util.updateQueryData('getShoppingList', listId, (list) => writeListChange(list, { kind: 'aisle', itemId, aisle })));
  } else if (isListChange(change)) {
    // Another change to a list: it and the lists page are fetched again.
    dispatch(planningApi.util.invalidateTags(['ShoppingLists', { type: 'ShoppingList', id: change.listId }]));
  } else {
    // Every week shown: a member whose browser starts weeks on another day tags weeks differently.
    dispatch(planningApi.util.invalidateTags(['Week']));
  }
}

async function announce(dispatch: Dispatch, change: LiveChange) {
  const members = dispatch(planningApi.endpoints.getHouseholdMembers.initiate());
  try {
    const { data } = await members;
    const who = data?.find((member) => member._id === change.by)?.name ?? 'Someone';
    setState({ notice: { text: describeChange(change, who), at: Date.now() } });
  } finally {
    members.unsubscribe();
  }
}

function open(token: string, userId: string | undefined, dispatch: Dispatch): LiveConnection {
  const connection = new LiveConnection({
    url: `${API_BASE}/live`,
    token,
    handlers: {
      change(change) {
        apply(dispatch, change);
        if (change.by !== userId) void announce(dispatch, change);
      },
      reset: () => dispatch(planningApi.util.invalidateTags(['ShoppingLists', 'ShoppingList', 'Week'])),
      mode: (mode) => setState({ mode }),
    },
  });
  connection.start();
  return connection;
}

/**
 * Keeps the planning pages live while mounted (docs/product/planning.md "Live changes"): returns
 * whether pages should poll instead (the stream cannot be opened) and the last change another
 * member made.
 */
export function useLivePlanning(): { polling: boolean; notice: LiveState['notice'] } {
  const dispatch = usePlanningDispatch();
  const token = useHostSelector(selectToken);
  const userId = useHostSelector((host) => host.auth.user?._id);

  useEffect(() => {
    if (!token) return undefined;
    if (shared && shared.token !== token) {
      shared.connection.stop();
      shared = undefined;
    }
    shared ??= { connection: open(token, userId, dispatch), token, users: 0 };
    shared.users += 1;
    const mine = shared;
    return () => {
      mine.users -= 1;
      if (mine.users === 0 && shared === mine) {
        mine.connection.stop();
        shared = undefined;
        setState({ mode: 'connecting', notice: null });
      }
    };
  }, [token, userId, dispatch]);

  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
  return { polling: current.mode === 'polling', notice: current.notice };
}

/** How often pages refresh while the stream cannot be had (only while the tab is visible). */
export const POLLING_INTERVAL_MS = 5000;
