import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { offlineChangesDatabase } from '@hearth/host';
import { removeEmptyQueues } from './empty-queues';

/** A member's queue as mf-planning's ChangeQueue keeps it, with `waiting` changes in it. */
function queueWith(userId: string, waiting: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(offlineChangesDatabase(userId), 1);
    request.onupgradeneeded = () => request.result.createObjectStore('changes', { keyPath: 'seq', autoIncrement: true });
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const db = request.result;
      const transaction = db.transaction('changes', 'readwrite');
      for (let i = 0; i < waiting; i++) transaction.objectStore('changes').add({ id: `change-${i}`, listId: 'l1', kind: 'toggle', itemId: 'milk', purchased: true });
      transaction.oncomplete = () => {
        db.close();
        resolve();
      };
    };
  });
}

async function databaseNames(): Promise<string[]> {
  return (await indexedDB.databases()).map(({ name }) => name!).sort();
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

describe("the queues of changes made offline, when a member's session ends", () => {
  it('are removed when empty, whoever they were for; one with changes waiting stays for its member', async () => {
    await queueWith('ada', 0);
    await queueWith('ben', 0);
    await queueWith('cy', 2);
    expect(await removeEmptyQueues('ada')).toEqual([offlineChangesDatabase('ada'), offlineChangesDatabase('ben')]);
    expect(await databaseNames()).toEqual([offlineChangesDatabase('cy')]);
  });

  it('leave what is not a queue alone and create none', async () => {
    await new Promise((resolve) => (indexedDB.open('something-else').onsuccess = resolve));
    expect(await removeEmptyQueues('ada')).toEqual([]);
    expect(await databaseNames()).toEqual(['something-else']);
  });

  it("include the member's own where the browser cannot list its databases", async () => {
    await queueWith('ada', 0);
    await queueWith('ben', 0);
    Object.defineProperty(indexedDB, 'databases', { value: undefined });
    expect(await removeEmptyQueues('ada')).toEqual([offlineChangesDatabase('ada')]);
  });

  it('are removed even while a page still holds one open, once it lets go', async () => {
    await queueWith('ada', 0);
    const held = await new Promise<IDBDatabase>((resolve) => {
      const request = indexedDB.open(offlineChangesDatabase('ada'));
      request.onsuccess = () => resolve(request.result);
    });
    held.onversionchange = () => held.close();
    await removeEmptyQueues('ada');
    for (let i = 0; i < 50 && (await databaseNames()).length > 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await databaseNames()).toEqual([]);
  });
});
