import type { ShoppingList } from '@hearth/contracts/planning';
import { offlineChangesDatabase, type ApiError } from '@hearth/host';
import { ChangeQueue, type PendingChange } from './change-queue';
import { isOfflineItem, offlineItemId } from './apply-pending';

const queues = new Map<string, ChangeQueue>();

/** The signed-in member's queue of changes waiting to be sent. */
export function queueOf(userId: string): ChangeQueue {
  let queue = queues.get(userId);
  if (!queue) queues.set(userId, (queue = new ChangeQueue(offlineChangesDatabase(userId))));
  return queue;
}

/** Closes every queue (a test's fresh start; the databases stay). */
export function closeQueues(): void {
  queues.forEach((queue) => queue.close());
  queues.clear();
}

/** The network, not the server, failed: the change waits and is sent later. */
export function isOffline(error: unknown): boolean {
  const status = (error as Partial<ApiError> | undefined)?.status;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR' || (typeof navigator !== 'undefined' && navigator.onLine === false);
}

/** Sends one change as the page would have; resolves to the list or item the server answered. */
export type SendChange = (change: PendingChange) => Promise<ShoppingList | unknown>;

/**
 * What a change's answer was: sent (or a replay of one sent before), refused for good, or to be
 * sent later (no network, or no session: a 401 ends it, and the change waits for its member's next).
 */
type Outcome = 'sent' | 'refused' | 'later';

function outcomeOf(error: unknown): Outcome {
  if (isOffline(error)) return 'later';
  const status = (error as Partial<ApiError> | undefined)?.status;
  if (status === 401) return 'later';
  // The server said no (the item was removed by someone else, the list is gone): drop it.
  if (typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429) return 'refused';
  return 'later';
}

type Replayed = { sent: number; refused: number; listIds: string[] };

/** Each queue's replay under way, so two calls share one. */
const replaying = new WeakMap<ChangeQueue, Promise<Replayed>>();

/**
 * Sends the waiting changes in the order they were made, each with its own id (a replay after a
 * crash applies once). Stops at the first one the network fails or the session does not carry
 * (a 401), to keep the order; a change the server refuses (409/404: the item is gone) is dropped. An item added offline gets its real id
 * from the server's answer, and the changes made to it meanwhile follow it.
 */
export function replay(queue: ChangeQueue, send: SendChange): Promise<Replayed> {
  const underWay = replaying.get(queue);
  if (underWay) return underWay;
  const done = (async () => {
    const realIds = new Map<string, string>();
    const result = { sent: 0, refused: 0, listIds: new Set<string>() };
    try {
      for (const waiting of await queue.all()) {
        let change: PendingChange = waiting;
        if (change.kind !== 'add' && isOfflineItem(change.itemId)) {
          const real = realIds.get(change.itemId);
          if (!real) {
            // Its item was never created (its add was refused): nothing to change.
            await queue.remove(waiting.seq);
            continue;
          }
          change = { ...change, itemId: real };
        }
        let outcome: Outcome = 'sent';
        try {
          const answer = await send(change);
          if (change.kind === 'add') {
            const created = newestMatching(answer as ShoppingList, change.item.name ?? undefined, realIds);
            if (created) realIds.set(offlineItemId(change.id), created);
          }
        } catch (error) {
          outcome = outcomeOf(error);
        }
        if (outcome === 'later') break;
        await queue.remove(waiting.seq);
        result[outcome] += 1;
        result.listIds.add(change.listId);
      }
    } finally {
      replaying.delete(queue);
    }
    return { sent: result.sent, refused: result.refused, listIds: [...result.listIds] };
  })();
  replaying.set(queue, done);
  return done;
}

/** The id of the item an add created: the last one of that name the answer holds that no earlier add took. */
function newestMatching(list: ShoppingList | undefined, name: string | undefined, taken: Map<string, string>): string | undefined {
  const used = new Set(taken.values());
  const matches = (list?.items ?? []).filter((item) => item.name.toLowerCase() === (name ?? '').trim().toLowerCase() && !used.has(item._id));
  return matches.at(-1)?._id;
}
