import { OFFLINE_CHANGES_PREFIX, offlineChangesDatabase } from '@hearth/host';

/** A request's outcome as a promise. */
function settled<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** The database `name` if it exists; never creates it (an open that would create it is aborted). */
function openExisting(name: string): Promise<IDBDatabase | undefined> {
  return new Promise((resolve) => {
    const request = indexedDB.open(name);
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => resolve(request.result);
    request.onerror = (event) => {
      event.preventDefault();
      resolve(undefined);
    };
    request.onblocked = () => resolve(undefined);
  });
}

/**
 * Deletes the database `name`. Resolves once deleted, or once the deletion waits for a page that
 * still holds it open (it happens when that page lets go: the queue closes on `versionchange`).
 */
function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    request.onblocked = () => resolve();
  });
}

async function isEmpty(db: IDBDatabase): Promise<boolean> {
  const stores = [...db.objectStoreNames];
  if (stores.length === 0) return true;
  const transaction = db.transaction(stores, 'readonly');
  const counts = await Promise.all(stores.map((store) => settled(transaction.objectStore(store).count())));
  return counts.every((count) => count === 0);
}

/** The queues' databases on this device: every one the browser lists, and the user's own. */
async function queueDatabases(userId: string | undefined): Promise<string[]> {
  const names = new Set<string>(userId ? [offlineChangesDatabase(userId)] : []);
  const listed = (await indexedDB.databases?.().catch(() => [])) ?? [];
  for (const { name } of listed) if (name?.startsWith(OFFLINE_CHANGES_PREFIX)) names.add(name);
  return [...names];
}

/**
 * When a session ends, the queues of changes made offline that hold nothing are removed from the
 * device (an empty one still names a user who used it). A queue with changes waiting is kept: they
 * are its member's, and are sent when that member signs in here again; no one else's session opens
 * it (one database per user). Resolves to the names of the databases removed.
 */
export async function removeEmptyQueues(userId: string | undefined): Promise<string[]> {
  if (typeof indexedDB === 'undefined') return [];
  const removed: string[] = [];
  for (const name of await queueDatabases(userId)) {
    const db = await openExisting(name);
    if (!db) continue;
    const empty = await isEmpty(db).catch(() => false);
    db.close();
    if (!empty) continue;
    await deleteDatabase(name);
    removed.push(name);
  }
  return removed;
}
